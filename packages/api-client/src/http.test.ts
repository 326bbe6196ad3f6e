import { createServer, type IncomingMessage, type Server, type ServerResponse } from "node:http";
import type { AddressInfo } from "node:net";
import { TRANSPORT_MESSAGES } from "@rabota/domain/errors";
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

describe("responses", () => {
  it("parses a JSON answer with its schema", async () => {
    const base = await serve((_req, res) =>
      res.writeHead(200, { "content-type": "application/json" }).end('{"ok":true,"extra":1}'),
    );
    await expect(http(base).request("get", "/v1/x", { schema: okSchema })).resolves.toEqual({ ok: true });
  });

  it("gives no result for 204 and for an empty body", async () => {
    const base = await serve((req, res) =>
      req.url === "/v1/none" ? res.writeHead(204).end() : res.writeHead(200).end(),
    );
    await expect(http(base).request("post", "/v1/none", { schema: okSchema })).resolves.toBeUndefined();
    await expect(http(base).request("post", "/v1/empty", { schema: okSchema })).resolves.toBeUndefined();
  });

  it("sends repeated query parameters for arrays and drops undefined ones", async () => {
    let seen = "";
    const base = await serve((req, res) => {
      seen = req.url ?? "";
      res.writeHead(204).end();
    });
    await http(base).request("get", "/v1/vacancy", {
      query: { "filter.city": ["Москва", "Казань"], pageSize: 10, skip: undefined },
    });
    const url = new URL(seen, base);
    expect(url.searchParams.getAll("filter.city")).toEqual(["Москва", "Казань"]);
    expect(url.searchParams.get("pageSize")).toBe("10");
    expect(url.searchParams.has("skip")).toBe(false);
  });

  it("reports an unparseable success body with the spec's message", async () => {
    const base = await serve((_req, res) => res.writeHead(200).end("<html>not json</html>"));
    const error = await failure(http(base).request("get", "/v1/x", { schema: okSchema }));
    expect(error.message).toBe(TRANSPORT_MESSAGES.unparseableSuccess);
    expect(error.code).toBe("SCHEMA");
  });

  it("rejects an answer that does not match its schema", async () => {
    const base = await serve((_req, res) => res.writeHead(200).end('{"ok":"yes"}'));
    const error = await failure(http(base).request("get", "/v1/x", { schema: okSchema }));
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
    const error = await failure(http(base).request("post", "/v1/auth/check-email", { skipRefresh: true }));
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
    expect((await failure(http(base).request("get", "/v1/text"))).message).toBe("Я чайник");
    expect((await failure(http(base).request("get", "/v1/bare"))).message).toBe(
      "Request failed with status 418",
    );
  });

  it("reports 5xx to the fatal-status hook", async () => {
    const statuses: number[] = [];
    const base = await serve((_req, res) => res.writeHead(503).end('{"message":"down"}'));
    const error = await failure(
      http(base, { onFatalStatus: (s) => statuses.push(s) }).request("get", "/v1/x"),
    );
    expect(error.status).toBe(503);
    expect(statuses).toEqual([503]);
  });

  it("does not report 4xx as fatal", async () => {
    const statuses: number[] = [];
    const base = await serve((_req, res) => res.writeHead(404).end('{"message":"nope"}'));
    await failure(http(base, { onFatalStatus: (s) => statuses.push(s) }).request("get", "/v1/x"));
    expect(statuses).toEqual([]);
  });

  it("turns a refused connection into status 0 with the network message", async () => {
    const base = await serve((_req, res) => res.end());
    const closedOrigin = base;
    await new Promise<void>((resolve) => server?.close(() => resolve()));
    server = null;
    const statuses: number[] = [];
    const error = await failure(
      http(closedOrigin, { onFatalStatus: (s) => statuses.push(s) }).request("get", "/v1/x"),
    );
    expect(error).toMatchObject({ code: "NETWORK", status: 0, message: TRANSPORT_MESSAGES.network });
    expect(statuses).toEqual([0]);
  });

  it("says so when the device is offline", async () => {
    const base = await serve((_req, res) => res.end());
    await new Promise<void>((resolve) => server?.close(() => resolve()));
    server = null;
    const error = await failure(http(base, { isOnline: () => false }).request("get", "/v1/x"));
    expect(error.message).toBe(TRANSPORT_MESSAGES.offline);
  });

  it("recognises errors by brand, not by class identity", () => {
    const foreign = Object.assign(new Error("x"), { [Symbol.for("@rabota/api-client/ApiError")]: true });
    expect(isApiError(foreign)).toBe(true);
    expect(isApiError(new Error("x"))).toBe(false);
    expect(isApiError(null)).toBe(false);
  });
});

describe("session refresh", () => {
  /** A server whose data calls need a "session" that only a refresh grants. */
  function sessionServer(opts: { refreshSucceeds: boolean; refreshDelayMs?: number }) {
    const state = { valid: false, refreshes: 0, dataCalls: 0 };
    const handler: Handler = (req, res) => {
      if (req.url === "/v1/auth/refresh") {
        state.refreshes += 1;
        setTimeout(() => {
          if (opts.refreshSucceeds) {
            state.valid = true;
            res.writeHead(200).end('{"auth":{"id":"a","role":"applicant"}}');
          } else {
            res.writeHead(401).end('{"message":"refresh token expired"}');
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
      Array.from({ length: 12 }, () => client.request("get", "/v1/data", { schema: okSchema })),
    );
    expect(results).toEqual(Array.from({ length: 12 }, () => ({ ok: true })));
    expect(state.refreshes).toBe(1);
    expect(state.dataCalls).toBe(24);
  });

  it("makes requests started during a refresh wait for it", async () => {
    const { state, handler } = sessionServer({ refreshSucceeds: true, refreshDelayMs: 80 });
    const client = http(await serve(handler));
    const first = client.request("get", "/v1/data", { schema: okSchema });
    await new Promise((resolve) => setTimeout(resolve, 40));
    const late = client.request("get", "/v1/data", { schema: okSchema });
    await expect(Promise.all([first, late])).resolves.toEqual([{ ok: true }, { ok: true }]);
    expect(state.refreshes).toBe(1);
    expect(state.dataCalls).toBe(3);
  });

  it("signals the session's end once when the refresh fails, and rejects every request with 401", async () => {
    const { state, handler } = sessionServer({ refreshSucceeds: false });
    let expired = 0;
    const client = http(await serve(handler), { onSessionExpired: () => (expired += 1) });
    const outcomes = await Promise.allSettled(
      Array.from({ length: 5 }, () => client.request("get", "/v1/data")),
    );
    expect(
      outcomes.every((o) => o.status === "rejected" && isApiError(o.reason) && o.reason.status === 401),
    ).toBe(true);
    expect(state.refreshes).toBe(1);
    expect(expired).toBe(1);
  });

  it("never refreshes for calls that opt out (the auth calls)", async () => {
    const { state, handler } = sessionServer({ refreshSucceeds: true });
    const client = http(await serve(handler));
    const error = await failure(client.request("post", "/v1/auth/login", { skipRefresh: true }));
    expect(error.status).toBe(401);
    expect(state.refreshes).toBe(0);
  });
});
