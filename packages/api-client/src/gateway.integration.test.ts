import { type ChildProcess, spawn } from "node:child_process";
import { mkdtempSync, rmSync } from "node:fs";
import { createServer } from "node:net";
import { tmpdir } from "node:os";
import { dirname, join } from "node:path";
import { fileURLToPath } from "node:url";
import makeFetchCookie from "fetch-cookie";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { isApiError } from "./api-error";
import { createApiClient } from "./client";

// The client against the real gateway (its own process, an embedded throwaway database,
// mail in the outbox): cookies, the refresh queue and error normalisation over real HTTP.
const ACCESS_TOKEN_TTL_S = 2;
const DEMO = { email: "applicant@rabota.demo", password: "Rabota2025!" };

let gateway: ChildProcess;
let baseUrl: string;
let dataDir: string;

async function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.once("error", reject);
    server.listen(0, "127.0.0.1", () => {
      const { port } = server.address() as { port: number };
      server.close(() => resolve(port));
    });
  });
}

async function waitForHealth(url: string, timeoutMs: number): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    try {
      if ((await fetch(`${url}/healthz`)).ok) return;
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  throw new Error(`the gateway did not become healthy at ${url}`);
}

/** A client with its own cookie jar, counting the refresh calls it makes. */
function browserLikeClient() {
  const refreshes = { count: 0 };
  const expired = { count: 0 };
  const jarFetch = makeFetchCookie(fetch);
  const countingFetch: typeof fetch = (input, init) => {
    const url = input instanceof Request ? input.url : String(input);
    if (url.endsWith("/v1/auth/refresh")) refreshes.count += 1;
    return jarFetch(input, init);
  };
  const client = createApiClient({
    baseUrl,
    fetch: countingFetch,
    onSessionExpired: () => {
      expired.count += 1;
    },
  });
  return { client, refreshes, expired };
}

beforeAll(async () => {
  const port = await freePort();
  baseUrl = `http://127.0.0.1:${port}`;
  dataDir = mkdtempSync(join(tmpdir(), "rabota-api-client-"));
  const gatewayDir = dirname(fileURLToPath(import.meta.resolve("@rabota/gateway/package.json")));
  gateway = spawn(join(gatewayDir, "node_modules", ".bin", "tsx"), ["--conditions=source", "src/server.ts"], {
    cwd: gatewayDir,
    env: {
      ...process.env,
      PORT: String(port),
      HOST: "127.0.0.1",
      DATA_DIR: dataDir,
      MAIL_TRANSPORT: "outbox",
      LOG_LEVEL: "warn",
      ACCESS_TOKEN_TTL: String(ACCESS_TOKEN_TTL_S),
      AUTH_RATE_LIMIT: "10000",
    },
    stdio: ["ignore", "ignore", "inherit"],
  });
  await waitForHealth(baseUrl, 60_000);
}, 90_000);

afterAll(async () => {
  if (gateway && gateway.exitCode === null) {
    const exited = new Promise((resolve) => gateway.once("exit", resolve));
    gateway.kill("SIGTERM");
    const force = setTimeout(() => gateway.kill("SIGKILL"), 10_000);
    await exited;
    clearTimeout(force);
  }
  rmSync(dataDir, { recursive: true, force: true });
});

describe("against the real gateway", () => {
  it("tells known, unknown and other-role emails apart", async () => {
    const { client } = browserLikeClient();
    await expect(client.auth.checkEmail({ email: DEMO.email, role: "applicant" })).resolves.toEqual({
      message: "user found",
    });
    await expect(client.auth.checkEmail({ email: "nobody@rabota.test", role: "applicant" })).resolves.toEqual(
      {
        message: "user not found",
      },
    );
    const error = await client.auth
      .checkEmail({ email: DEMO.email, role: "employer" })
      .catch((e: unknown) => e);
    expect(isApiError(error) && error.status).toBe(409);
    expect(isApiError(error) && error.serverMessage).toBe(
      "user with such email already registered with another role",
    );
  });

  it("normalises a wrong password into a 401 ApiError without trying to refresh", async () => {
    const { client, refreshes } = browserLikeClient();
    const error = await client.auth
      .login({ email: DEMO.email, password: "Wrong2025!" })
      .catch((e: unknown) => e);
    expect(isApiError(error)).toBe(true);
    expect(error).toMatchObject({ status: 401, code: "UNAUTHORIZED", serverMessage: "invalid password" });
    expect(refreshes.count).toBe(0);
  });

  it("signs in with cookies and reads the own profile", async () => {
    const { client } = browserLikeClient();
    const { auth } = await client.auth.login(DEMO);
    expect(auth.role).toBe("applicant");
    const { profile } = await client.profile.getApplicantProfile(auth.id);
    expect(profile.email).toBe(DEMO.email);
  });

  it("refreshes exactly once for a burst of parallel calls on an expired access token", async () => {
    const { client, refreshes, expired } = browserLikeClient();
    const { auth } = await client.auth.login(DEMO);
    await new Promise((resolve) => setTimeout(resolve, (ACCESS_TOKEN_TTL_S + 1) * 1000));
    const profiles = await Promise.all(
      Array.from({ length: 12 }, () => client.profile.getApplicantProfile(auth.id)),
    );
    expect(profiles.every(({ profile }) => profile.email === DEMO.email)).toBe(true);
    expect(refreshes.count).toBe(1);
    expect(expired.count).toBe(0);
  });

  it("signals the session's end once after logout, and every call then fails with 401", async () => {
    const { client, expired } = browserLikeClient();
    const { auth } = await client.auth.login(DEMO);
    await client.auth.logout();
    const outcomes = await Promise.allSettled(
      Array.from({ length: 4 }, () => client.profile.getApplicantProfile(auth.id)),
    );
    expect(
      outcomes.every((o) => o.status === "rejected" && isApiError(o.reason) && o.reason.status === 401),
    ).toBe(true);
    expect(expired.count).toBe(1);
  });

  it("refuses another user's profile with 403", async () => {
    const { client } = browserLikeClient();
    await client.auth.login(DEMO);
    const error = await client.profile
      .getApplicantProfile("00000000-0000-4000-8000-000000000000")
      .catch((e) => e);
    expect(isApiError(error) && error.status).toBe(403);
  });

  it("reads a registration code from the outbox and completes a sign-up", async () => {
    const { client } = browserLikeClient();
    const email = `client-${Date.now()}@rabota.test`;
    await client.auth.sendCode({ email });
    const { messages } = await client.dev.getOutbox(email);
    const code = messages[0]?.code;
    expect(code).toMatch(/^\d{6}$/);
    await client.auth.verifyCode({ email, code: code ?? "" });
    const { auth } = await client.auth.applicantSignup({
      applicant: {
        user: { email, password: "Rabota2025!", name: "Иван", surname: "Иванов" },
        city: "Москва",
        dateOfBirth: "1990-01-01",
      },
    });
    expect(auth.role).toBe("applicant");
    await expect(client.auth.login({ email, password: "Rabota2025!" })).resolves.toMatchObject({ auth });
  });
});
