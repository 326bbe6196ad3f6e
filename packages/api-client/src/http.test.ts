import { createServer, type IncomingMessage, type Server, type ServerResponse } from "node:http";
import type { AddressInfo } from "node:net";
import { NO_RESPONSE_MESSAGES, TRANSPORT_MESSAGES } from "@rabota/domain/errors";
import { afterEach, describe, expect, it } from "vitest";
import { z } from "zod";
import { ApiError, isApiError } from "./api-error";
import { createHttp, type HttpOptions } from "./http";

type Handler = (req: IncomingMessage, res: ServerResponse) => void;

let server: Server | null = null;

/** Starts a real HTTP server on loopback and returns its origin. */
async function serve(handler: Handler): Promise<string> {
  server = createServer(handler);
  await new Promise<void>((resolve) => server?.listen(0, "127.0.0.1", resolve));
  return `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
}

afterEach(async () => {
  server?.closeAllConnections();
  await new Promise<void>((resolve) => (server ? server.close(() => resolve()) : resolve()));
  server = null;
});

function http(baseUrl: string, extra: Partial<HttpOptions> = {}) {
  return createHttp({ baseUrl, ...extra });
}

async function failure(promise: Promise<unknown>): Promise<ApiError> {
  try {
    await promise;
  } catch (error) {
    if (isApiError(error)) return error;
    throw error;
  }
  throw new Error("expected the call to fail");
}

const okSchema = z.object({ ok: z.boolean() });
// Any call's name will do: it only picks the no-response message.
const call = "vacancy.getVacancies";

/** Resolves once `condition` holds (polled), so a test waits for what it needs and no longer. */
async function until(condition: () => boolean, timeoutMs = 5_000): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (!condition()) {
    if (Date.now() > deadline) throw new Error("condition not met in time");
    await new Promise((resolve) => setTimeout(resolve, 5));
  }
}

describe("responses", () => {
  it("parses a JSON answer with its schema", async () => {
    const base = await serve((_req, res) =>
      res.writeHead(200, { "content-type": "application/json" }).end('{"ok":true,"extra":1}'),
    );
    await expect(http(base).request("get", "/v1/x", { call, schema: okSchema })).resolves.toEqual({
      ok: true,
    });
  });

  it("resolves a call without a schema to nothing, whatever the body", async () => {
    const base = await serve((req, res) =>
      req.url === "/v1/none" ? res.writeHead(204).end() : res.writeHead(200).end("not json"),
    );
    await expect(http(base).request("delete", "/v1/none", { call })).resolves.toBeUndefined();
    await expect(http(base).request("post", "/v1/text", { call })).resolves.toBeUndefined();
  });

  it("reports an empty answer where data was due with the call's no-response message", async () => {
    const base = await serve((req, res) =>
      req.url === "/v1/none" ? res.writeHead(204).end() : res.writeHead(200).end(),
    );
    for (const path of ["/v1/none", "/v1/empty"]) {
      const error = await failure(http(base).request("post", path, { call: "auth.login", schema: okSchema }));
      expect(error).toMatchObject({ code: "SCHEMA", message: "Login failed: No response from server." });
    }
  });

  it("sends repeated query parameters for arrays and drops undefined ones", async () => {
    let seen = "";
    const base = await serve((req, res) => {
      seen = req.url ?? "";
      res.writeHead(204).end();
    });
    await http(base).request("get", "/v1/vacancy", {
      call,
      query: { "filter.city": ["Москва", "Казань"], pageSize: 10, skip: undefined },
    });
    const url = new URL(seen, base);
    expect(url.searchParams.getAll("filter.city")).toEqual(["Москва", "Казань"]);
    expect(url.searchParams.get("pageSize")).toBe("10");
    expect(url.searchParams.has("skip")).toBe(false);
  });

  it("reports an unparseable success body with the spec's message", async () => {
    const base = await serve((_req, res) => res.writeHead(200).end("<html>not json</html>"));
    const error = await failure(http(base).request("get", "/v1/x", { call, schema: okSchema }));
    expect(error.message).toBe(TRANSPORT_MESSAGES.unparseableSuccess);
    expect(error.code).toBe("SCHEMA");
  });

  it("rejects an answer that does not match its schema", async () => {
    const base = await serve((_req, res) => res.writeHead(200).end('{"ok":"yes"}'));
    const error = await failure(http(base).request("get", "/v1/x", { call, schema: okSchema }));
    expect(error.code).toBe("SCHEMA");
    expect(error.issues[0]?.path).toEqual(["ok"]);
  });
});

describe("errors", () => {
  it("takes the message field of a JSON error body and keeps code, status and issues", async () => {
    const base = await serve((_req, res) =>
      res.writeHead(409).end(
        JSON.stringify({
          message: "user with such email already registered with another role",
          issues: [],
        }),
      ),
    );
    const error = await failure(
      http(base).request("post", "/v1/auth/check-email", { call, skipRefresh: true }),
    );
    expect(error).toBeInstanceOf(ApiError);
    expect(error).toMatchObject({
      code: "CONFLICT",
      status: 409,
      message: "user with such email already registered with another role",
      serverMessage: "user with such email already registered with another role",
    });
  });

  it("falls back to the text body, then to «Request failed with status {code}»", async () => {
    const base = await serve((req, res) =>
      req.url === "/v1/text" ? res.writeHead(418).end("Я чайник") : res.writeHead(418).end(),
    );
    expect((await failure(http(base).request("get", "/v1/text", { call }))).message).toBe("Я чайник");
    expect((await failure(http(base).request("get", "/v1/bare", { call }))).message).toBe(
      "Request failed with status 418",
    );
  });

  it("reports 5xx to the fatal-status hook", async () => {
    const statuses: number[] = [];
    const base = await serve((_req, res) => res.writeHead(503).end('{"message":"down"}'));
    const error = await failure(
      http(base, { onFatalStatus: (s) => statuses.push(s) }).request("get", "/v1/x", { call }),
    );
    expect(error.status).toBe(503);
    expect(statuses).toEqual([503]);
  });

  it("leaves a 5xx to a call that shows its own failure message", async () => {
    const statuses: number[] = [];
    const base = await serve((_req, res) => res.writeHead(502).end('{"message":"hh.ru failed"}'));
    const error = await failure(
      http(base, { onFatalStatus: (s) => statuses.push(s) }).request("get", "/v1/x", {
        call,
        ownsFailures: true,
      }),
    );
    expect(error.status).toBe(502);
    expect(statuses).toEqual([]);
  });

  it("does not report 4xx as fatal", async () => {
    const statuses: number[] = [];
    const base = await serve((_req, res) => res.writeHead(404).end('{"message":"nope"}'));
    await failure(http(base, { onFatalStatus: (s) => statuses.push(s) }).request("get", "/v1/x", { call }));
    expect(statuses).toEqual([]);
  });

  it("turns a refused connection into status 0 with the network message", async () => {
    const base = await serve((_req, res) => res.end());
    const closedOrigin = base;
    await new Promise<void>((resolve) => server?.close(() => resolve()));
    server = null;
    const statuses: number[] = [];
    const error = await failure(
      http(closedOrigin, { onFatalStatus: (s) => statuses.push(s) }).request("get", "/v1/x", { call }),
    );
    expect(error).toMatchObject({ code: "NETWORK", status: 0, message: TRANSPORT_MESSAGES.network });
    expect(statuses).toEqual([0]);
  });

  it("says so when the device is offline", async () => {
    const base = await serve((_req, res) => res.end());
    await new Promise<void>((resolve) => server?.close(() => resolve()));
    server = null;
    const error = await failure(http(base, { isOnline: () => false }).request("get", "/v1/x", { call }));
    expect(error.message).toBe(TRANSPORT_MESSAGES.offline);
  });

  it("recognises errors by brand, not by class identity", () => {
    const foreign = Object.assign(new Error("x"), { [Symbol.for("@rabota/api-client/ApiError")]: true });
    expect(isApiError(foreign)).toBe(true);
    expect(isApiError(new Error("x"))).toBe(false);
    expect(isApiError(null)).toBe(false);
  });
});

describe("retries and timeout", () => {
  /** A server that answers each request in turn with the next step, then `{ ok: true }`; counts hits. */
  function scripted(steps: Array<"503" | "drop" | "hang">) {
    const state = { hits: 0 };
    const handler: Handler = (req, res) => {
      const step = steps[state.hits];
      state.hits += 1;
      req.resume();
      if (step === "503") return void res.writeHead(503).end('{"message":"busy"}');
      if (step === "drop") return void req.socket.destroy();
      if (step === "hang") return;
      res.writeHead(200, { "content-type": "application/json" }).end('{"ok":true}');
    };
    return { state, handler };
  }

  it("sends a read again after a 503", async () => {
    const { state, handler } = scripted(["503"]);
    const base = await serve(handler);
    await expect(http(base).request("get", "/v1/x", { call, schema: okSchema })).resolves.toEqual({
      ok: true,
    });
    expect(state.hits).toBe(2);
  });

  it("sends a read again after a dropped connection", async () => {
    const { state, handler } = scripted(["drop", "drop"]);
    const base = await serve(handler);
    await expect(http(base).request("get", "/v1/x", { call, schema: okSchema })).resolves.toEqual({
      ok: true,
    });
    expect(state.hits).toBe(3);
  });

  it("gives up on a read after two retries with the last answer", async () => {
    const { state, handler } = scripted(["503", "503", "503", "503"]);
    const statuses: number[] = [];
    const base = await serve(handler);
    const error = await failure(
      http(base, { onFatalStatus: (s) => statuses.push(s) }).request("get", "/v1/x", { call }),
    );
    expect(error).toMatchObject({ status: 503, message: "busy" });
    expect(state.hits).toBe(3);
    expect(statuses).toEqual([503]);
  });

  it.each(["post", "put", "delete"] as const)("never sends a write (%s) twice", async (method) => {
    const busy = scripted(["503", "503"]);
    const busyError = await failure(http(await serve(busy.handler)).request(method, "/v1/x", { call }));
    expect(busyError.status).toBe(503);
    expect(busy.state.hits).toBe(1);
    server?.close();

    const dropped = scripted(["drop", "drop"]);
    const droppedError = await failure(http(await serve(dropped.handler)).request(method, "/v1/x", { call }));
    expect(droppedError).toMatchObject({ code: "NETWORK", status: 0, message: TRANSPORT_MESSAGES.network });
    expect(dropped.state.hits).toBe(1);
  });

  it("fails a call that takes too long with status 0 and the call's no-response message, once", async () => {
    const { state, handler } = scripted(["hang", "hang"]);
    const statuses: number[] = [];
    const base = await serve(handler);
    const error = await failure(
      http(base, { timeoutMs: 150, onFatalStatus: (s) => statuses.push(s) }).request("get", "/v1/x", {
        call: "profile.getSkills",
        schema: okSchema,
      }),
    );
    expect(error).toMatchObject({
      code: "NETWORK",
      status: 0,
      message: NO_RESPONSE_MESSAGES["profile.getSkills"],
    });
    expect(state.hits).toBe(1);
    expect(statuses).toEqual([0]);
  });
});

describe("session refresh", () => {
  /** A server whose data calls need a "session" that only a refresh grants. */
  function sessionServer(opts: {
    refreshSucceeds: boolean;
    refreshDelayMs?: number;
    refreshStatus?: number;
  }) {
    const state = { valid: false, refreshes: 0, dataCalls: 0 };
    const handler: Handler = (req, res) => {
      if (req.url === "/v1/auth/refresh") {
        state.refreshes += 1;
        setTimeout(() => {
          if (opts.refreshSucceeds) {
            state.valid = true;
            res.writeHead(200).end('{"auth":{"id":"a","role":"applicant"}}');
          } else {
            res.writeHead(opts.refreshStatus ?? 401).end('{"message":"refresh token expired"}');
          }
        }, opts.refreshDelayMs ?? 30);
        return;
      }
      state.dataCalls += 1;
      if (!state.valid) return void res.writeHead(401).end('{"message":"unauthorized"}');
      res.writeHead(200).end('{"ok":true}');
    };
    return { state, handler };
  }

  it("refreshes once for a burst of parallel 401s and retries each request once", async () => {
    const { state, handler } = sessionServer({ refreshSucceeds: true });
    const client = http(await serve(handler));
    const results = await Promise.all(
      Array.from({ length: 12 }, () => client.request("get", "/v1/data", { call, schema: okSchema })),
    );
    expect(results).toEqual(Array.from({ length: 12 }, () => ({ ok: true })));
    expect(state.refreshes).toBe(1);
    expect(state.dataCalls).toBe(24);
  });

  it("makes requests started during a refresh wait for it", async () => {
    const { state, handler } = sessionServer({ refreshSucceeds: true, refreshDelayMs: 80 });
    const client = http(await serve(handler));
    const first = client.request("get", "/v1/data", { call, schema: okSchema });
    await until(() => state.refreshes === 1);
    const late = client.request("get", "/v1/data", { call, schema: okSchema });
    await expect(Promise.all([first, late])).resolves.toEqual([{ ok: true }, { ok: true }]);
    expect(state.refreshes).toBe(1);
    expect(state.dataCalls).toBe(3);
  });

  it("signals the session's end once when the refresh fails, and rejects every request with 401", async () => {
    const { state, handler } = sessionServer({ refreshSucceeds: false });
    let expired = 0;
    const client = http(await serve(handler), { onSessionExpired: () => (expired += 1) });
    const outcomes = await Promise.allSettled(
      Array.from({ length: 5 }, () => client.request("get", "/v1/data", { call })),
    );
    expect(
      outcomes.every((o) => o.status === "rejected" && isApiError(o.reason) && o.reason.status === 401),
    ).toBe(true);
    expect(state.refreshes).toBe(1);
    expect(expired).toBe(1);
  });

  it.each([500, 503])(
    "keeps the session when the refresh meets a server fault (%i): the request fails, the next 401 refreshes again",
    async (refreshStatus) => {
      const { state, handler } = sessionServer({ refreshSucceeds: false, refreshStatus });
      let expired = 0;
      const client = http(await serve(handler), { onSessionExpired: () => (expired += 1) });
      await expect(client.request("get", "/v1/data", { call })).rejects.toSatisfy(isApiError);
      await expect(client.request("get", "/v1/data", { call })).rejects.toSatisfy(isApiError);
      expect(state.refreshes).toBe(2);
      expect(expired).toBe(0);
    },
  );

  it("keeps the session when the refresh gets no answer in time", async () => {
    const { handler } = sessionServer({ refreshSucceeds: true, refreshDelayMs: 1_000 });
    let expired = 0;
    const client = http(await serve(handler), { timeoutMs: 150, onSessionExpired: () => (expired += 1) });
    await expect(client.request("get", "/v1/data", { call })).rejects.toSatisfy(isApiError);
    expect(expired).toBe(0);
  });

  it("never refreshes for calls that opt out (the auth calls)", async () => {
    const { state, handler } = sessionServer({ refreshSucceeds: true });
    const client = http(await serve(handler));
    const error = await failure(client.request("post", "/v1/auth/login", { call, skipRefresh: true }));
    expect(error.status).toBe(401);
    expect(state.refreshes).toBe(0);
  });
});
