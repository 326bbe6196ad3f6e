import type { FastifyInstance, InjectOptions, LightMyRequestResponse, RouteOptions } from "fastify";
import { buildApp } from "../app";
import { type Config, loadConfig } from "../config";
import type { Database } from "../platform/db/database";
import type { Mailer } from "../platform/mail/mailer";
import { createClock, type TestClock } from "./clock";
import type { TestDatabaseKind } from "./databases";

/** A gateway on a fresh database with a fake clock, driven through `inject()`. */
export interface TestGateway {
  app: FastifyInstance;
  database: Database;
  clock: TestClock;
  config: Config;
  /** A client that keeps cookies between calls, like a browser tab. */
  client(): TestClient;
  close(): Promise<void>;
}

export interface TestGatewayOptions {
  env?: Record<string, string>;
  mailer?: Mailer;
  /** Where the fake clock starts; a fixed day in 2025 by default. */
  clockStart?: Date;
  /** Sees every route the app registers. */
  onRoute?: (route: RouteOptions) => void;
  /** Adds to the app before it is ready (routes that provoke a fault on purpose). */
  extend?: (app: FastifyInstance) => void;
  /** Writes to the migrated database before the app is built (what a start finds there). */
  prepare?: (database: Database) => Promise<unknown>;
}

/**
 * The in-process gateways hash new passwords at scrypt N=2^10 instead of 2^15: about 2 ms of CPU
 * instead of 85 ms a hash, which was over a quarter of the suite's CPU (every sign-up and
 * password change made one; half of some files' time). The hashes are scrypt all the same and verified by the same code, at the
 * cost stored in each; passwords.test.ts and the server processes hash at the real cost.
 */
const TEST_PASSWORD_COST = { N: 2 ** 10, r: 8, p: 1 };

/** Config for tests: fixed secret, no seeding, no jobs, quiet logs, a generous auth rate limit. */
function testConfig(env: Record<string, string> = {}): Config {
  return loadConfig({
    JWT_SECRET: "test-secret-that-is-long-enough-for-hs256-0123456789",
    DATA_DIR: "/tmp/rabota-gateway-tests-unused",
    WEB_DIST: "/nonexistent/rabota-web-dist",
    LOG_LEVEL: "silent",
    AUTH_RATE_LIMIT: "10000",
    SEED_DEMO: "false",
    // Background jobs start only in the tests about them (pg-boss takes a while to start).
    JOBS: "false",
    // Those tests wait for their jobs: an idle worker asks for one every 0.5 s (pg-boss's least),
    // not every 2 s, so a queued job starts a quarter as late.
    JOBS_POLLING_INTERVAL_S: "0.5",
    // A test rig reads the codes through the dev outbox route, which only demo mode serves.
    MAIL_TRANSPORT: "outbox",
    DEMO_MODE: "true",
    ...env,
  });
}

export async function createTestGateway(
  kind: TestDatabaseKind,
  options: TestGatewayOptions = {},
): Promise<TestGateway> {
  const database = await kind.open();
  await options.prepare?.(database);
  const clock = createClock(options.clockStart);
  const config = testConfig(options.env);
  const app = await buildApp({
    config,
    database,
    now: clock.now,
    logger: false,
    passwordCost: TEST_PASSWORD_COST,
    ...(options.mailer ? { mailer: options.mailer } : {}),
    ...(options.onRoute ? { onRoute: options.onRoute } : {}),
  });
  options.extend?.(app);
  await app.ready();
  return {
    app,
    database,
    clock,
    config,
    client: () => new TestClient(app),
    close: () => app.close(),
  };
}

type Body = Record<string, unknown> | unknown[] | string | undefined;

/** Sends requests with the cookies earlier answers set, honouring each cookie's path. */
export class TestClient {
  readonly cookies = new Map<string, { value: string; path: string }>();

  constructor(private readonly app: FastifyInstance) {}

  async request(options: InjectOptions & { url: string }): Promise<LightMyRequestResponse> {
    const path = options.url.split("?")[0] ?? "/";
    const cookieHeader = [...this.cookies.entries()]
      .filter(
        ([, cookie]) =>
          path === cookie.path ||
          path.startsWith(cookie.path.endsWith("/") ? cookie.path : `${cookie.path}/`),
      )
      .map(([name, cookie]) => `${name}=${cookie.value}`)
      .join("; ");
    const response = await this.app.inject({
      ...options,
      headers: { ...(cookieHeader ? { cookie: cookieHeader } : {}), ...options.headers },
    });
    for (const cookie of response.cookies as {
      name: string;
      value: string;
      path?: string;
      maxAge?: number;
      expires?: Date;
    }[]) {
      const expired =
        cookie.maxAge === 0 || (cookie.expires !== undefined && cookie.expires.getTime() <= Date.now());
      if (expired || cookie.value === "") this.cookies.delete(cookie.name);
      else this.cookies.set(cookie.name, { value: cookie.value, path: cookie.path ?? "/" });
    }
    return response;
  }

  post(url: string, body?: Body, headers: Record<string, string> = {}) {
    return this.request({ method: "POST", url, headers, ...(body === undefined ? {} : { payload: body }) });
  }

  get(url: string, headers: Record<string, string> = {}) {
    return this.request({ method: "GET", url, headers });
  }
}
