import { type ChildProcess, spawn } from "node:child_process";
import { mkdtempSync, rmSync } from "node:fs";
import { createRequire } from "node:module";
import { createServer } from "node:net";
import { tmpdir } from "node:os";
import { dirname, join } from "node:path";
import makeFetchCookie from "fetch-cookie";
import { createApiClient } from "../client";

/** The demo accounts the gateway seeds into an empty database. */
export const DEMO_APPLICANT = { email: "applicant@rabota.demo", password: "Rabota2025!" } as const;
export const DEMO_EMPLOYER = { email: "employer@rabota.demo", password: "Rabota2025!" } as const;

export interface RealGateway {
  baseUrl: string;
  stop(): Promise<void>;
}

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

/**
 * Starts the real gateway as its own process, from source, on a free loopback port with an
 * embedded throwaway database (demo accounts seeded) and the mail outbox. The package is
 * found by resolving `@rabota/gateway`, never imported: the client stays independent of it.
 */
export async function startRealGateway({ accessTokenTtlS = 900 } = {}): Promise<RealGateway> {
  const port = await freePort();
  const baseUrl = `http://127.0.0.1:${port}`;
  const dataDir = mkdtempSync(join(tmpdir(), "rabota-api-client-"));
  const gatewayDir = dirname(createRequire(import.meta.url).resolve("@rabota/gateway/package.json"));
  const child: ChildProcess = spawn(
    join(gatewayDir, "node_modules", ".bin", "tsx"),
    ["--conditions=source", "src/server.ts"],
    {
      cwd: gatewayDir,
      env: {
        ...process.env,
        PORT: String(port),
        HOST: "127.0.0.1",
        DATA_DIR: dataDir,
        MAIL_TRANSPORT: "outbox",
        // The tests read sign-in codes from the dev outbox, which only demo mode serves.
        DEMO_MODE: "true",
        LOG_LEVEL: "warn",
        ACCESS_TOKEN_TTL: String(accessTokenTtlS),
        AUTH_RATE_LIMIT: "10000",
      },
      stdio: ["ignore", "ignore", "inherit"],
    },
  );
  await waitForHealth(baseUrl, 180_000);
  return {
    baseUrl,
    async stop() {
      if (child.exitCode === null) {
        const exited = new Promise((resolve) => child.once("exit", resolve));
        child.kill("SIGTERM");
        const force = setTimeout(() => child.kill("SIGKILL"), 10_000);
        await exited;
        clearTimeout(force);
      }
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

/** A client with its own cookie jar (like one browser), counting refreshes and session ends. */
export function browserLikeClient(baseUrl: string) {
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
  /** Resolves once the access token has expired: a call that does not refresh (this fetch) gets a 401. */
  async function untilAccessExpires(probePath: string) {
    while ((await jarFetch(`${baseUrl}${probePath}`)).status !== 401) {
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
  }
  /** The `Cookie` header this "browser" sends to the gateway (for the chat socket's handshake). */
  const cookieHeader = () => jarFetch.cookieJar.getCookieString(baseUrl);
  return { client, refreshes, expired, untilAccessExpires, cookieHeader };
}
