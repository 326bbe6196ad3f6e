import { mkdtempSync, readFileSync, rmSync, statSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterEach, describe, expect, it } from "vitest";
import { ConfigError, loadConfig, PACKAGE_ROOT } from "./config";

describe("loadConfig", () => {
  const dirs: string[] = [];
  const tempDir = () => {
    const dir = mkdtempSync(join(tmpdir(), "rabota-config-"));
    dirs.push(dir);
    return dir;
  };
  afterEach(() => {
    for (const dir of dirs.splice(0)) rmSync(dir, { recursive: true, force: true });
  });

  it("has safe defaults", () => {
    const cwd = tempDir();
    const config = loadConfig({}, cwd);
    expect(config).toMatchObject({
      port: 8080,
      host: "127.0.0.1",
      dataDir: join(cwd, ".data"),
      databaseUrl: undefined,
      // The outbox keeps mail but nobody reads it over HTTP outside demo mode.
      mail: { transport: "outbox", readable: false },
      demoMode: false,
      webDist: join(PACKAGE_ROOT, "..", "web", "dist"),
      publicOrigins: [],
      authRateLimit: 60,
      accessTokenTtlSeconds: 900,
      trustProxy: false,
      seedDemo: true,
      storage: { kind: "local" },
      jobs: true,
      // pg-boss's own supervision interval (a minute); only test rigs shorten it.
      jobsSuperviseIntervalSeconds: undefined,
      // The workers' own 2 s (platform/jobs); only test rigs shorten it.
      jobsPollingIntervalSeconds: undefined,
      fileSweepCron: "*/15 * * * *",
    });
  });

  it("reads an S3-compatible store: path-style by default with an endpoint, virtual-host style on AWS", () => {
    const env = { JWT_SECRET: "x".repeat(32), STORAGE: "s3", S3_BUCKET: "rabota-files" };
    const selfHosted = loadConfig(
      {
        ...env,
        S3_ENDPOINT: "http://minio:9000",
        S3_PUBLIC_ENDPOINT: "https://files.rabota.ru",
        S3_REGION: "ru-1",
        S3_ACCESS_KEY_ID: "key",
        S3_SECRET_ACCESS_KEY: "secret",
      },
      tempDir(),
    );
    expect(selfHosted.storage).toEqual({
      kind: "s3",
      bucket: "rabota-files",
      region: "ru-1",
      endpoint: "http://minio:9000",
      publicEndpoint: "https://files.rabota.ru",
      forcePathStyle: true,
      credentials: { accessKeyId: "key", secretAccessKey: "secret" },
    });
    expect(loadConfig(env, tempDir()).storage).toMatchObject({
      kind: "s3",
      region: "us-east-1",
      endpoint: undefined,
      forcePathStyle: false,
      credentials: undefined,
    });
  });

  it("generates a JWT secret once, owner-only, and keeps it across restarts", () => {
    const cwd = tempDir();
    const first = loadConfig({}, cwd).jwtSecret;
    expect(first.length).toBeGreaterThanOrEqual(32);
    expect(loadConfig({}, cwd).jwtSecret).toBe(first);
    const file = join(cwd, ".data", "jwt-secret");
    expect(readFileSync(file, "utf8").trim()).toBe(first);
    expect(statSync(file).mode & 0o777).toBe(0o600);
  });

  it("uses a given JWT secret without writing one", () => {
    const cwd = tempDir();
    const secret = "s".repeat(40);
    expect(loadConfig({ JWT_SECRET: secret }, cwd).jwtSecret).toBe(secret);
  });

  it("reads every variable", () => {
    const config = loadConfig(
      {
        PORT: "9000",
        HOST: "0.0.0.0",
        DATA_DIR: "/var/lib/rabota",
        DATABASE_URL: "postgres://app@db:5432/rabota",
        MAIL_TRANSPORT: "smtp",
        SMTP_URL: "smtp://user:pass@mail:587",
        MAIL_FROM: "Работа <hello@rabota.ru>",
        JWT_SECRET: "x".repeat(32),
        WEB_DIST: "/srv/web",
        PUBLIC_ORIGIN: "https://rabota.ru/, https://www.rabota.ru",
        LOG_LEVEL: "warn",
        AUTH_RATE_LIMIT: "20",
        ACCESS_TOKEN_TTL: "5",
        TRUST_PROXY: "10.0.0.0/8, 127.0.0.1",
        SEED_DEMO: "false",
      },
      tempDir(),
    );
    expect(config).toMatchObject({
      port: 9000,
      host: "0.0.0.0",
      dataDir: "/var/lib/rabota",
      databaseUrl: "postgres://app@db:5432/rabota",
      mail: { transport: "smtp", smtpUrl: "smtp://user:pass@mail:587" },
      mailFrom: "Работа <hello@rabota.ru>",
      webDist: "/srv/web",
      publicOrigins: ["https://rabota.ru", "https://www.rabota.ru"],
      logLevel: "warn",
      authRateLimit: 20,
      accessTokenTtlSeconds: 5,
      trustProxy: ["10.0.0.0/8", "127.0.0.1"],
      seedDemo: false,
    });
  });

  it.each<Record<string, string>>([
    { NODE_ENV: "production" },
    { DATABASE_URL: "postgres://app@db:5432/rabota" },
    // Demo mode is no mail transport: a production gateway still has to name one.
    { NODE_ENV: "production", DEMO_MODE: "true" },
  ])("refuses to start for production (%o) without a mail transport, naming MAIL_TRANSPORT", (env) => {
    const load = () => loadConfig({ JWT_SECRET: "x".repeat(32), ...env }, tempDir());
    expect(load).toThrow(ConfigError);
    expect(load).toThrow("MAIL_TRANSPORT: missing");
    expect(load).toThrow("set MAIL_TRANSPORT=smtp and SMTP_URL");
  });

  it.each<Record<string, string>>([
    { NODE_ENV: "production", MAIL_TRANSPORT: "smtp", SMTP_URL: "smtp://mail:25" },
    { DATABASE_URL: "postgres://app@db:5432/rabota", MAIL_TRANSPORT: "outbox", PUBLIC_ORIGIN: " " },
  ])(
    "refuses to start for production (%o) without a public origin, naming PUBLIC_ORIGIN (issue 29's probe)",
    (env) => {
      const load = () => loadConfig({ JWT_SECRET: "x".repeat(32), ...env }, tempDir());
      expect(load).toThrow(ConfigError);
      expect(load).toThrow("PUBLIC_ORIGIN: missing");
    },
  );

  it("writes the site's links with the first PUBLIC_ORIGIN, else the listen address, never a request's Host", () => {
    const load = (env: Record<string, string>) =>
      loadConfig({ JWT_SECRET: "x".repeat(32), ...env }, tempDir());
    expect(load({ PUBLIC_ORIGIN: "https://rabota.ru/, https://www.rabota.ru" }).siteOrigin).toBe(
      "https://rabota.ru",
    );
    expect(load({ PORT: "4310" }).siteOrigin).toBe("http://127.0.0.1:4310");
  });

  it.each([
    [{ DEMO_MODE: "true" }, { transport: "outbox", readable: true }],
    // The outbox is served in demo mode only, never merely because mail stays in it.
    [{ MAIL_TRANSPORT: "outbox" }, { transport: "outbox", readable: false }],
    [
      { NODE_ENV: "production", MAIL_TRANSPORT: "outbox", PUBLIC_ORIGIN: "https://rabota.ru" },
      { transport: "outbox", readable: false },
    ],
    [{}, { transport: "outbox", readable: false }],
    [
      {
        NODE_ENV: "production",
        MAIL_TRANSPORT: "smtp",
        SMTP_URL: "smtp://mail:25",
        PUBLIC_ORIGIN: "https://rabota.ru",
      },
      { transport: "smtp", smtpUrl: "smtp://mail:25" },
    ],
  ])("with %o the mail is %o", (env, mail) => {
    expect(loadConfig({ JWT_SECRET: "x".repeat(32), ...env }, tempDir()).mail).toEqual(mail);
  });

  it.each([
    ["true", true],
    ["2", 2],
    ["false", false],
  ])("reads TRUST_PROXY=%s", (value, expected) => {
    expect(loadConfig({ TRUST_PROXY: value, JWT_SECRET: "x".repeat(32) }, tempDir()).trustProxy).toEqual(
      expected,
    );
  });

  it("reads RATE_LIMITS over the limits' defaults, keeping their windows", () => {
    const config = loadConfig({ RATE_LIMITS: "profile=5, chat=200", JWT_SECRET: "x".repeat(32) }, tempDir());
    expect(config.rateLimits.profile).toEqual({ max: 5, windowMs: 60_000 });
    expect(config.rateLimits.chat).toEqual({ max: 200, windowMs: 60_000 });
    expect(config.rateLimits.codeSends).toEqual({ max: 10, windowMs: 24 * 3_600_000 });
  });

  it.each([
    [{ PORT: "http" }, "PORT"],
    [{ ACCESS_TOKEN_TTL: "0" }, "ACCESS_TOKEN_TTL"],
    [{ PORT: "70000" }, "PORT"],
    [{ MAIL_TRANSPORT: "smtp" }, "SMTP_URL is required"],
    [{ MAIL_TRANSPORT: "carrier-pigeon" }, "MAIL_TRANSPORT"],
    [{ DATABASE_URL: "mysql://db/rabota" }, "DATABASE_URL"],
    [{ JWT_SECRET: "short" }, "JWT_SECRET must be at least 32 characters"],
    [{ AUTH_RATE_LIMIT: "0" }, "AUTH_RATE_LIMIT"],
    [{ RATE_LIMITS: "profil=5" }, 'RATE_LIMITS: unknown limit "profil"'],
    [{ RATE_LIMITS: "profile=0" }, "RATE_LIMITS: limit profile needs a whole number"],
    [{ STORAGE: "s3" }, "S3_BUCKET is required when STORAGE=s3"],
    [{ STORAGE: "ftp" }, "STORAGE"],
    [{ STORAGE: "s3", S3_BUCKET: "b12", S3_ACCESS_KEY_ID: "key" }, "go together"],
    [{ STORAGE: "s3", S3_BUCKET: "b12", S3_ENDPOINT: "minio:9000" }, "S3_ENDPOINT"],
  ])("refuses %o, naming the variable", (env, expected) => {
    expect(() => loadConfig(env, tempDir())).toThrow(ConfigError);
    expect(() => loadConfig(env, tempDir())).toThrow(expected);
  });
});
