import { request } from "node:http";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { type HhSandbox, startHhSandbox } from "./index.js";
import { apiGet, CALLBACK, CLIENT, decide, json, postToken, USER_AGENT, userTokens } from "./test-client.js";

let sandbox: HhSandbox;
beforeAll(async () => {
  sandbox = await startHhSandbox({ accessTokenTtlSeconds: 3600, codeTtlSeconds: 60 });
});
afterAll(() => sandbox.close());

const authorizeUrl = (params: Record<string, string>) =>
  `${sandbox.url}/oauth/authorize?${new URLSearchParams({ response_type: "code", client_id: CLIENT.client_id, ...params })}`;

describe("GET /oauth/authorize", () => {
  it("shows a consent page naming the employer and the application, with «Разрешить» and «Отказаться»", async () => {
    const response = await fetch(authorizeUrl({ redirect_uri: CALLBACK, state: "abc" }));
    expect(response.status).toBe(200);
    expect(response.headers.get("content-type")).toContain("text/html");
    const html = await response.text();
    expect(html).toContain("ООО «Техносфера Плюс»");
    expect(html).toContain("«Работа»");
    expect(html).toMatch(/<button[^>]*value="allow"[^>]*>Разрешить<\/button>/);
    expect(html).toMatch(/<button[^>]*value="deny"[^>]*>Отказаться<\/button>/);
    expect(html).toContain('name="state" value="abc"');
  });

  it("refuses an unknown client_id and a redirect_uri off the loopback when none is registered", async () => {
    expect((await fetch(authorizeUrl({ client_id: "someone-else", redirect_uri: CALLBACK }))).status).toBe(
      400,
    );
    expect((await fetch(authorizeUrl({ redirect_uri: "https://evil.example/cb" }))).status).toBe(400);
    expect((await fetch(authorizeUrl({ response_type: "token", redirect_uri: CALLBACK }))).status).toBe(400);
  });

  it("sends «Разрешить» back with a code and the state, «Отказаться» with access_denied and the state", async () => {
    const allowed = await decide(sandbox, "allow", { redirect_uri: CALLBACK, state: "st 1" });
    expect(`${allowed.origin}${allowed.pathname}`).toBe(CALLBACK);
    expect(allowed.searchParams.get("code")).toMatch(/^[A-F0-9]{40,}$/);
    expect(allowed.searchParams.get("state")).toBe("st 1");

    const refused = await decide(sandbox, "deny", { redirect_uri: CALLBACK, state: "st 2" });
    expect(refused.searchParams.get("error")).toBe("access_denied");
    expect(refused.searchParams.get("state")).toBe("st 2");
    expect(refused.searchParams.has("code")).toBe(false);
  });
});

describe("registered redirect URIs", () => {
  let registered: HhSandbox;
  beforeAll(async () => {
    registered = await startHhSandbox({ redirectUris: ["http://localhost:3000/import/hh/callback?app=1"] });
  });
  afterAll(() => registered.close());

  const status = async (redirectUri: string) =>
    (
      await fetch(
        `${registered.url}/oauth/authorize?${new URLSearchParams({ response_type: "code", client_id: CLIENT.client_id, redirect_uri: redirectUri })}`,
      )
    ).status;

  it("allows a subdomain, a longer path and extra query parameters, as hh does", async () => {
    expect(await status("http://localhost:3000/import/hh/callback?app=1")).toBe(200);
    expect(await status("http://www.localhost:3000/import/hh/callback?app=1")).toBe(200);
    expect(await status("http://localhost:3000/import/hh/callback/more?app=1&x=2")).toBe(200);
  });

  it("refuses another scheme, domain, port or path", async () => {
    expect(await status("https://localhost:3000/import/hh/callback?app=1")).toBe(400);
    expect(await status("http://127.0.0.1:3000/import/hh/callback?app=1")).toBe(400);
    expect(await status("http://localhost:3001/import/hh/callback?app=1")).toBe(400);
    expect(await status("http://localhost:3000/other?app=1")).toBe(400);
  });

  it("uses the registered URI when the request names none", async () => {
    const response = await fetch(
      `${registered.url}/oauth/authorize?response_type=code&client_id=${CLIENT.client_id}`,
    );
    expect(response.status).toBe(200);
    const target = await decide(registered, "allow", {});
    expect(target.pathname).toBe("/import/hh/callback");
    expect(target.searchParams.get("app")).toBe("1");
    const exchanged = await postToken(registered, {
      grant_type: "authorization_code",
      ...CLIENT,
      code: target.searchParams.get("code") ?? "",
    });
    expect(exchanged.status).toBe(200);
  });
});

describe("POST /token (authorization_code)", () => {
  it("exchanges a code for hh's token object, on both /token and /oauth/token", async () => {
    for (const path of ["/token", "/oauth/token"]) {
      const code = (await decide(sandbox, "allow")).searchParams.get("code") ?? "";
      const response = await postToken(
        sandbox,
        { grant_type: "authorization_code", ...CLIENT, code, redirect_uri: CALLBACK },
        path,
      );
      expect(response.status).toBe(200);
      const body = await json(response);
      expect(body).toEqual({
        access_token: expect.any(String),
        token_type: "bearer",
        expires_in: 3600,
        refresh_token: expect.any(String),
      });
    }
  });

  it("accepts a code once", async () => {
    const code = (await decide(sandbox, "allow")).searchParams.get("code") ?? "";
    const fields = { grant_type: "authorization_code", ...CLIENT, code, redirect_uri: CALLBACK };
    expect((await postToken(sandbox, fields)).status).toBe(200);
    const again = await postToken(sandbox, fields);
    expect(again.status).toBe(400);
    expect(await json(again)).toEqual({
      error: "invalid_grant",
      error_description: "code has already been used",
    });
  });

  it("refuses an expired code", async () => {
    const code = (await decide(sandbox, "allow")).searchParams.get("code") ?? "";
    sandbox.advanceClock(61);
    const response = await postToken(sandbox, {
      grant_type: "authorization_code",
      ...CLIENT,
      code,
      redirect_uri: CALLBACK,
    });
    expect(await json(response)).toEqual({ error: "invalid_grant", error_description: "code expired" });
  });

  it("answers hh's error strings for a wrong secret, an unknown code, another redirect_uri and a bad grant", async () => {
    const code = (await decide(sandbox, "allow")).searchParams.get("code") ?? "";
    const base = { grant_type: "authorization_code", ...CLIENT, code, redirect_uri: CALLBACK };
    const cases: [Record<string, string>, string, string][] = [
      [{ ...base, client_secret: "wrong" }, "invalid_client", "client_id or client_secret not found"],
      [{ ...base, code: "NOPE" }, "invalid_request", "code not found"],
      [{ ...base, redirect_uri: "http://127.0.0.1:8080/other" }, "invalid_request", "bad redirect url"],
      [{ ...base, grant_type: "password" }, "unsupported_grant_type", "unsupported grant_type"],
    ];
    for (const [fields, error, description] of cases) {
      const response = await postToken(sandbox, fields);
      expect(response.status).toBe(400);
      expect(await json(response)).toEqual({ error, error_description: description });
    }
    // None of the failures used the code up.
    expect((await postToken(sandbox, base)).status).toBe(200);
  });

  it("refuses a request without a User-Agent with hh's bad_user_agent error", async () => {
    const body = new URLSearchParams({ grant_type: "client_credentials", ...CLIENT }).toString();
    // node:http sends no User-Agent unless told to (fetch always adds one).
    const { status, text } = await new Promise<{ status: number; text: string }>((resolve, reject) => {
      const req = request(
        `${sandbox.url}/token`,
        { method: "POST", headers: { "content-type": "application/x-www-form-urlencoded" } },
        (res) => {
          let text = "";
          res.on("data", (chunk) => {
            text += chunk;
          });
          res.on("end", () => resolve({ status: res.statusCode ?? 0, text }));
        },
      );
      req.on("error", reject);
      req.end(body);
    });
    expect(status).toBe(400);
    expect(JSON.parse(text).errors).toEqual([{ type: "bad_user_agent", value: "unset" }]);
  });
});

describe("POST /token (refresh_token)", () => {
  it("refreshes only after the access token expired, and each refresh token once", async () => {
    const tokens = await userTokens(sandbox);
    const refresh = () =>
      postToken(sandbox, { grant_type: "refresh_token", refresh_token: tokens.refresh_token });

    const early = await refresh();
    expect(await json(early)).toEqual({ error: "invalid_grant", error_description: "token not expired" });
    expect((await apiGet(sandbox, "/me", tokens.access_token)).status).toBe(200);

    sandbox.advanceClock(3600);
    const expired = await apiGet(sandbox, "/me", tokens.access_token);
    expect(expired.status).toBe(403);
    expect((await json(expired)).errors).toEqual([{ type: "oauth", value: "token_expired" }]);

    const renewed = await refresh();
    expect(renewed.status).toBe(200);
    const next = await json(renewed);
    expect(next.access_token).not.toBe(tokens.access_token);
    expect(next.refresh_token).not.toBe(tokens.refresh_token);
    expect((await apiGet(sandbox, "/me", next.access_token)).status).toBe(200);

    const reused = await refresh();
    expect(await json(reused)).toEqual({
      error: "invalid_grant",
      error_description: "token has already been refreshed",
    });
  });

  it("names an empty and an unknown refresh token", async () => {
    expect(await json(await postToken(sandbox, { grant_type: "refresh_token" }))).toEqual({
      error: "invalid_request",
      error_description: "token is empty",
    });
    expect(await json(await postToken(sandbox, { grant_type: "refresh_token", refresh_token: "X" }))).toEqual(
      {
        error: "invalid_request",
        error_description: "token not found",
      },
    );
  });

  it("revokes with DELETE /token; a revoked token neither works nor refreshes", async () => {
    const tokens = await userTokens(sandbox);
    const revoked = await fetch(`${sandbox.url}/token`, {
      method: "DELETE",
      headers: { ...USER_AGENT, Authorization: `Bearer ${tokens.access_token}` },
    });
    expect(revoked.status).toBe(204);
    const me = await apiGet(sandbox, "/me", tokens.access_token);
    expect((await json(me)).errors).toEqual([{ type: "oauth", value: "token_revoked" }]);
    sandbox.advanceClock(3600);
    const refreshed = await postToken(sandbox, {
      grant_type: "refresh_token",
      refresh_token: tokens.refresh_token,
    });
    expect(await json(refreshed)).toEqual({
      error: "invalid_grant",
      error_description: "token was revoked",
    });
  });
});

describe("POST /token (client_credentials)", () => {
  it("issues an application token at most once per five minutes; /me shows an application", async () => {
    const first = await postToken(sandbox, { grant_type: "client_credentials", ...CLIENT });
    expect(first.status).toBe(200);
    const app = await json(first);
    expect(app).toEqual({ access_token: expect.stringMatching(/^APPL/), token_type: "bearer" });

    const again = await postToken(sandbox, { grant_type: "client_credentials", ...CLIENT });
    expect(again.status).toBe(403);
    expect(await json(again)).toEqual({
      error: "forbidden",
      error_description: "app token refresh too early",
    });

    const me = await json(await apiGet(sandbox, "/me", app.access_token));
    expect(me).toMatchObject({ auth_type: "application", is_application: true, is_employer: false });
    const list = await apiGet(sandbox, `/employers/${sandbox.employerId}/vacancies/active`, app.access_token);
    expect(list.status).toBe(403);
    expect((await json(list)).errors).toEqual([{ type: "oauth", value: "user_auth_expected" }]);
  });
});
