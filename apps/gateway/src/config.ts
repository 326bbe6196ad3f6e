import { randomBytes } from "node:crypto";
import { mkdirSync, readFileSync, writeFileSync } from "node:fs";
import { isAbsolute, join, resolve } from "node:path";
import { fileURLToPath } from "node:url";
import { TOAST_DURATION_MS } from "@rabota/domain/constants";
import { z } from "zod";
import { type LimitRules, limitRulesFrom } from "./platform/limits/rules";

/** The package root: one level above both `src/` (tsx, vitest) and `dist/` (the built server). */
export const PACKAGE_ROOT = fileURLToPath(new URL("..", import.meta.url));

const booleanish = z
  .enum(["true", "false", "1", "0"])
  .transform((value) => value === "true" || value === "1");

const envSchema = z
  .object({
    PORT: z.coerce.number().int().min(0).max(65535).default(8080),
    HOST: z.string().min(1).default("127.0.0.1"),
    DATA_DIR: z.string().min(1).default(".data"),
    BACKUP_DIR: z.string().min(1).optional(),
    DATABASE_URL: z.url({ protocol: /^postgres(ql)?$/ }).optional(),
    NODE_ENV: z.string().optional(),
    // No default: a production gateway must name its transport (see loadConfig); empty is unset.
    MAIL_TRANSPORT: z
      .enum(["outbox", "smtp", ""])
      .optional()
      .transform((value) => value || undefined),
    DEMO_MODE: booleanish.default(false),
    SMTP_URL: z.url({ protocol: /^smtps?$/ }).optional(),
    MAIL_FROM: z.string().min(3).default("Работа <noreply@rabota.local>"),
    JWT_SECRET: z.string().min(32, "JWT_SECRET must be at least 32 characters").optional(),
    WEB_DIST: z.string().min(1).default("../web/dist"),
    PUBLIC_ORIGIN: z.string().optional(),
    LOG_LEVEL: z.enum(["fatal", "error", "warn", "info", "debug", "trace", "silent"]).default("info"),
    AUTH_RATE_LIMIT: z.coerce.number().int().positive().default(60),
    // `name=max` pairs overriding the per-user write limits and code caps (platform/limits/rules.ts).
    RATE_LIMITS: z.string().optional(),
    ACCESS_TOKEN_TTL: z.coerce.number().int().min(1).max(86_400).default(900),
    TRUST_PROXY: z.string().optional(),
    SEED_DEMO: booleanish.default(true),
    STORAGE: z.enum(["local", "s3"]).default("local"),
    S3_BUCKET: z.string().min(3).max(63).optional(),
    S3_REGION: z.string().min(1).default("us-east-1"),
    S3_ENDPOINT: z.url({ protocol: /^https?$/ }).optional(),
    S3_PUBLIC_ENDPOINT: z.url({ protocol: /^https?$/ }).optional(),
    S3_FORCE_PATH_STYLE: booleanish.optional(),
    S3_ACCESS_KEY_ID: z.string().min(1).optional(),
    S3_SECRET_ACCESS_KEY: z.string().min(1).optional(),
    JOBS: booleanish.default(true),
    // How often pg-boss fails the jobs of a dead worker (heartbeat lapsed) so they are retried;
    // unset, pg-boss's own minute. Test rigs that kill a worker shorten it.
    JOBS_SUPERVISE_INTERVAL_S: z.coerce.number().int().min(1).max(3600).optional(),
    // How long an idle worker waits before it asks for a new job again; unset, 2 s. Tests that
    // wait on a job shorten it to pg-boss's least, 0.5 s.
    JOBS_POLLING_INTERVAL_S: z.coerce.number().min(0.5).max(60).optional(),
    // Five cron fields (UTC); an empty value turns the sweep off.
    FILE_SWEEP_CRON: z
      .string()
      .trim()
      .regex(/^$|^\S+( \S+){4}$/, "FILE_SWEEP_CRON must be five cron fields or empty")
      .default("*/15 * * * *"),
    // How long an employer may take a rejection back; the toast with «Отменить» lives as long.
    REJECT_UNDO_MS: z.coerce.number().int().min(0).max(600_000).default(TOAST_DURATION_MS),
    // A response neither invited nor rejected this long after it was made is «Работодатель не
    // ответил» (14 days by default); the sweep that marks and mails it runs on RESPONSE_SWEEP_CRON.
    RESPONSE_STALE_AFTER_MS: z.coerce
      .number()
      .int()
      .min(1000)
      .default(14 * 24 * 60 * 60 * 1000),
    // A vacancy published here leaves the list this long after its publication or last «Продлить».
    VACANCY_LIFETIME_MS: z.coerce
      .number()
      .int()
      .min(10_000)
      .default(30 * 24 * 60 * 60 * 1000),
    RESPONSE_SWEEP_CRON: z
      .string()
      .trim()
      .regex(/^$|^\S+( \S+){4}$/, "RESPONSE_SWEEP_CRON must be five cron fields or empty")
      .default("* * * * *"),
    // Saved searches' «Сразу» alerts: five cron fields (UTC), every 5 minutes by default, so a
    // matching vacancy is mailed well within 15 minutes of its publication; empty turns them off.
    SEARCH_ALERT_CRON: z
      .string()
      .trim()
      .regex(/^$|^\S+( \S+){4}$/, "SEARCH_ALERT_CRON must be five cron fields or empty")
      .default("*/5 * * * *"),
    // The hour (Moscow time, 0–23) of the daily digest of saved searches («Раз в день»).
    SEARCH_DIGEST_HOUR: z.coerce.number().int().min(0).max(23).default(9),
    // hh.ru import: off unless the app's client id and secret are set (`npm start` points them at the sandbox).
    HH_OAUTH_URL: z.url({ protocol: /^https?$/ }).default("https://hh.ru"),
    HH_API_URL: z.url({ protocol: /^https?$/ }).default("https://api.hh.ru"),
    HH_CLIENT_ID: z.string().trim().optional(),
    HH_CLIENT_SECRET: z.string().trim().optional(),
    HH_REDIRECT_URI: z.url({ protocol: /^https?$/ }).optional(),
    HH_USER_AGENT: z.string().trim().min(3).default("Rabota/1.0 (admin@rabota.local)"),
    HH_TOKEN_KEY: z.string().min(32, "HH_TOKEN_KEY must be at least 32 characters").optional(),
    // The registry of legal entities that verifies companies (DaData's API): unset, the offline
    // sandbox `npm start` runs beside the gateway (apps/registry-sandbox, on PORT + 2).
    REGISTRY_URL: z.url({ protocol: /^https?$/ }).optional(),
    REGISTRY_API_KEY: z.string().trim().min(1).default("rabota-registry-sandbox"),
    REGISTRY_TIMEOUT_MS: z.coerce.number().int().min(100).max(60_000).default(5_000),
    // The live chat: on by default; off restores the spec's "chat unavailable" frame.
    CHAT_ENABLED: booleanish.default(true),
    // How long a chat message stays unread before its recipient is mailed (one mail per chat).
    CHAT_UNREAD_EMAIL_DELAY_S: z.coerce.number().int().min(0).max(86_400).default(600),
  })
  .refine((env) => env.MAIL_TRANSPORT !== "smtp" || env.SMTP_URL !== undefined, {
    message: "SMTP_URL is required when MAIL_TRANSPORT=smtp",
    path: ["SMTP_URL"],
  })
  .refine((env) => env.STORAGE !== "s3" || env.S3_BUCKET !== undefined, {
    message: "S3_BUCKET is required when STORAGE=s3",
    path: ["S3_BUCKET"],
  })
  .refine((env) => (env.S3_ACCESS_KEY_ID === undefined) === (env.S3_SECRET_ACCESS_KEY === undefined), {
    message: "S3_ACCESS_KEY_ID and S3_SECRET_ACCESS_KEY go together",
    path: ["S3_SECRET_ACCESS_KEY"],
  });

/** Everything the gateway reads from its environment, validated and resolved. */
export interface Config {
  port: number;
  host: string;
  /** Absolute directory for the embedded database, the JWT secret and stored files. */
  dataDir: string;
  /** A PostgreSQL server; when absent the embedded PGlite database in `dataDir` is used. */
  databaseUrl: string | undefined;
  /** Where the gateway writes a PGlite backup when sent SIGUSR2 (`BACKUP_DIR`, default `DATA_DIR/backups`). */
  backupDir: string;
  /**
   * How mail leaves: SMTP, or the `outbox` table. `readable` says whether
   * `GET /v1/dev/outbox` serves it (to this machine only): in demo mode only (`npm start` and
   * the test rigs), never merely because MAIL_TRANSPORT=outbox.
   */
  mail: { transport: "outbox"; readable: boolean } | { transport: "smtp"; smtpUrl: string };
  /** The demo `npm start` runs (DEMO_MODE=true): the outbox is readable on loopback. */
  demoMode: boolean;
  mailFrom: string;
  jwtSecret: string;
  /** Absolute directory of the built SPA; served only when it exists. */
  webDist: string;
  /** Origins allowed to make state-changing calls besides the request's own host. */
  publicOrigins: string[];
  /**
   * The site's own address in links it writes (sitemaps, robots.txt, canonical and Open Graph
   * addresses, mails): the first PUBLIC_ORIGIN, else (demo, development) the listen address —
   * never a request's Host header, which a client chooses.
   */
  siteOrigin: string;
  logLevel: string;
  /** Requests per minute per client address on each auth call. */
  authRateLimit: number;
  /** The limits counted in the database: per-user writes, codes per email (RATE_LIMITS overrides maxima). */
  rateLimits: LimitRules;
  /** Life of an access token in seconds (15 minutes; tests of the refresh flow shorten it). */
  accessTokenTtlSeconds: number;
  /** Fastify's trustProxy: which proxies' X-Forwarded-For to believe for the client address. */
  trustProxy: boolean | number | string[];
  seedDemo: boolean;
  /** Where stored files live: under `dataDir` (the gateway takes the bytes) or an S3-compatible bucket. */
  storage: { kind: "local" } | ({ kind: "s3" } & S3Config);
  /** Whether this process runs the background jobs (pg-boss workers and schedules). */
  jobs: boolean;
  /**
   * Seconds between pg-boss's checks for jobs whose worker died or that expired; undefined:
   * pg-boss's default (a minute). Tests that kill a worker shorten it.
   */
  jobsSuperviseIntervalSeconds: number | undefined;
  /** Seconds an idle worker waits before it asks for a new job again; undefined: 2. Tests that wait on jobs shorten it. */
  jobsPollingIntervalSeconds: number | undefined;
  /** When abandoned uploads are swept (cron, UTC); null: never. */
  fileSweepCron: string | null;
  /**
   * How long after «Отказать» the employer may still undo it; the applicant sees the rejection
   * only once this has passed (the toast's life, 5 s, by default).
   */
  rejectUndoMs: number;
  /** Responses with no answer this long after they were made become «Работодатель не ответил». */
  responseStaleAfterMs: number;
  /** How long a vacancy published here stays on the list before the sweep archives it. */
  vacancyLifetimeMs: number;
  /** When the sweeps (unanswered responses, vacancy lifetimes) run (cron, UTC); null: never. */
  responseSweepCron: string | null;
  /** When the saved searches' instant alerts run (cron, UTC); null: never. */
  searchAlertCron: string | null;
  /** The hour of the day (Moscow time) the saved searches' daily digest is sent. */
  searchDigestHour: number;
  /** The hh.ru vacancy import, or null when the app's client id and secret are not configured. */
  hh: HhConfig | null;
  /** The registry of legal entities that verifies companies (issue 42). */
  registry: RegistryConfig;
  /** The live chat (docs/decisions/010-live-chat.md): routes, socket and mails; off, only `GET /v1/chat/summary` answers. */
  chat: {
    enabled: boolean;
    /** Seconds a message stays unread before the recipient gets one mail for the chat. */
    unreadEmailDelaySeconds: number;
  };
}

/** Where hh.ru is and who we are to it (dev.hh.ru's app registration). */
export interface HhConfig {
  /** The site of the authorize page (`/oauth/authorize`): https://hh.ru, or the sandbox. */
  oauthUrl: string;
  /** The API (`/token`, `/me`, `/employers/…`, `/vacancies/…`): https://api.hh.ru, or the sandbox. */
  apiUrl: string;
  clientId: string;
  clientSecret: string;
  /** Where hh.ru sends the browser back: the web's `/import/hh/callback`. */
  redirectUri: string;
  /** hh.ru refuses requests without a User-Agent naming the app and a contact. */
  userAgent: string;
  /** The secret the hh.ru tokens are encrypted with at rest (HH_TOKEN_KEY, or generated under DATA_DIR). */
  tokenKey: string;
}

/** Where the registry of legal entities is (DaData's «Организация по ИНН или ОГРН» API) and our key to it. */
interface RegistryConfig {
  /** https://suggestions.dadata.ru, or the sandbox (default `http://127.0.0.1:${PORT + 2}`, where `npm start` runs it). */
  url: string;
  /** Sent as `Authorization: Token <key>`; the sandbox's own key by default. */
  apiKey: string;
  /** How long a verification waits for the registry before answering 503. */
  timeoutMs: number;
}

interface S3Config {
  bucket: string;
  region: string;
  endpoint: string | undefined;
  publicEndpoint: string | undefined;
  forcePathStyle: boolean;
  credentials: { accessKeyId: string; secretAccessKey: string } | undefined;
}

/** Raised when the environment does not describe a runnable gateway. */
export class ConfigError extends Error {
  override name = "ConfigError";
}

/**
 * Reads the gateway configuration from an environment object (default `process.env`).
 * Generates and persists a JWT secret under DATA_DIR when none is given, so a restart keeps
 * sessions. Throws ConfigError listing every invalid variable.
 */
export function loadConfig(env: NodeJS.ProcessEnv = process.env, cwd = process.cwd()): Config {
  const parsed = envSchema.safeParse(env);
  if (!parsed.success) {
    const lines = parsed.error.issues.map((issue) => `${issue.path.join(".")}: ${issue.message}`);
    throw new ConfigError(`Invalid gateway configuration:\n  ${lines.join("\n  ")}`);
  }
  const value = parsed.data;
  // A gateway for production that forgot its mail setting would otherwise keep sign-in codes in
  // a table and deliver none: refuse to start, naming the setting.
  const production = value.NODE_ENV === "production" || value.DATABASE_URL !== undefined;
  if (production && value.MAIL_TRANSPORT === undefined) {
    throw new ConfigError(
      "Invalid gateway configuration:\n  MAIL_TRANSPORT: missing — a production gateway (NODE_ENV=production or DATABASE_URL) must deliver mail: set MAIL_TRANSPORT=smtp and SMTP_URL (MAIL_TRANSPORT=outbox only for a test rig)",
    );
  }
  // Without a public origin the site's links would name whatever host a request claimed.
  if (production && !value.PUBLIC_ORIGIN?.trim()) {
    throw new ConfigError(
      "Invalid gateway configuration:\n  PUBLIC_ORIGIN: missing — a production gateway (NODE_ENV=production or DATABASE_URL) must name its public address, e.g. PUBLIC_ORIGIN=https://rabota.ru (sitemaps, canonical links and mails are built from it)",
    );
  }
  const dataDir = resolve(cwd, value.DATA_DIR);
  const webDist = isAbsolute(value.WEB_DIST) ? value.WEB_DIST : resolve(PACKAGE_ROOT, value.WEB_DIST);
  const publicOrigins = (value.PUBLIC_ORIGIN ?? "")
    .split(",")
    .map((origin) => origin.trim().replace(/\/+$/, ""))
    .filter((origin) => origin.length > 0);
  return {
    port: value.PORT,
    host: value.HOST,
    dataDir,
    databaseUrl: value.DATABASE_URL,
    backupDir: value.BACKUP_DIR ? resolve(cwd, value.BACKUP_DIR) : join(dataDir, "backups"),
    mail:
      value.MAIL_TRANSPORT === "smtp" && value.SMTP_URL
        ? { transport: "smtp", smtpUrl: value.SMTP_URL }
        : { transport: "outbox", readable: value.DEMO_MODE },
    demoMode: value.DEMO_MODE,
    mailFrom: value.MAIL_FROM,
    jwtSecret: value.JWT_SECRET ?? persistedSecret(dataDir, "jwt-secret"),
    webDist,
    publicOrigins,
    siteOrigin: publicOrigins[0] ?? `http://127.0.0.1:${value.PORT}`,
    logLevel: value.LOG_LEVEL,
    authRateLimit: value.AUTH_RATE_LIMIT,
    rateLimits: rateLimitsOf(value.RATE_LIMITS),
    accessTokenTtlSeconds: value.ACCESS_TOKEN_TTL,
    trustProxy: parseTrustProxy(value.TRUST_PROXY),
    seedDemo: value.SEED_DEMO,
    storage:
      value.STORAGE === "s3" && value.S3_BUCKET
        ? {
            kind: "s3",
            bucket: value.S3_BUCKET,
            region: value.S3_REGION,
            endpoint: value.S3_ENDPOINT,
            publicEndpoint: value.S3_PUBLIC_ENDPOINT,
            // Self-hosted stores (MinIO and the like) want the bucket in the path.
            forcePathStyle: value.S3_FORCE_PATH_STYLE ?? value.S3_ENDPOINT !== undefined,
            credentials:
              value.S3_ACCESS_KEY_ID && value.S3_SECRET_ACCESS_KEY
                ? { accessKeyId: value.S3_ACCESS_KEY_ID, secretAccessKey: value.S3_SECRET_ACCESS_KEY }
                : undefined,
          }
        : { kind: "local" },
    jobs: value.JOBS,
    jobsSuperviseIntervalSeconds: value.JOBS_SUPERVISE_INTERVAL_S,
    jobsPollingIntervalSeconds: value.JOBS_POLLING_INTERVAL_S,
    fileSweepCron: value.FILE_SWEEP_CRON || null,
    rejectUndoMs: value.REJECT_UNDO_MS,
    responseStaleAfterMs: value.RESPONSE_STALE_AFTER_MS,
    vacancyLifetimeMs: value.VACANCY_LIFETIME_MS,
    responseSweepCron: value.RESPONSE_SWEEP_CRON || null,
    searchAlertCron: value.SEARCH_ALERT_CRON || null,
    searchDigestHour: value.SEARCH_DIGEST_HOUR,
    hh: hhConfig(value, dataDir, publicOrigins, value.PORT),
    registry: {
      url: (value.REGISTRY_URL ?? `http://127.0.0.1:${value.PORT + 2}`).replace(/\/+$/, ""),
      apiKey: value.REGISTRY_API_KEY,
      timeoutMs: value.REGISTRY_TIMEOUT_MS,
    },
    chat: {
      enabled: value.CHAT_ENABLED,
      unreadEmailDelaySeconds: value.CHAT_UNREAD_EMAIL_DELAY_S,
    },
  };
}

/** RATE_LIMITS read into rules; a bad entry is a ConfigError naming it. */
function rateLimitsOf(overrides: string | undefined): LimitRules {
  try {
    return limitRulesFrom(overrides);
  } catch (error) {
    throw new ConfigError(`Invalid gateway configuration:\n  RATE_LIMITS: ${(error as Error).message}`);
  }
}

/** The import's settings when the client id and secret are both set; null (import off) otherwise. */
function hhConfig(
  value: z.infer<typeof envSchema>,
  dataDir: string,
  publicOrigins: string[],
  port: number,
): HhConfig | null {
  if (!value.HH_CLIENT_ID || !value.HH_CLIENT_SECRET) return null;
  const origin = publicOrigins[0] ?? `http://127.0.0.1:${port}`;
  return {
    oauthUrl: value.HH_OAUTH_URL.replace(/\/+$/, ""),
    apiUrl: value.HH_API_URL.replace(/\/+$/, ""),
    clientId: value.HH_CLIENT_ID,
    clientSecret: value.HH_CLIENT_SECRET,
    redirectUri: value.HH_REDIRECT_URI ?? `${origin}/import/hh/callback`,
    userAgent: value.HH_USER_AGENT,
    tokenKey: value.HH_TOKEN_KEY ?? persistedSecret(dataDir, "hh-token-key"),
  };
}

/** `true`/`false`, a hop count, or a comma-separated list of proxy addresses / CIDRs. */
function parseTrustProxy(value: string | undefined): boolean | number | string[] {
  const text = value?.trim() ?? "";
  if (text === "" || text === "false") return false;
  if (text === "true") return true;
  if (/^\d+$/.test(text)) return Number(text);
  return text
    .split(",")
    .map((entry) => entry.trim())
    .filter((entry) => entry.length > 0);
}

/** Reads the secret DATA_DIR/`name` (the JWT secret, the hh.ru token key), creating it (owner-only) on first start. */
function persistedSecret(dataDir: string, name: string): string {
  const file = join(dataDir, name);
  try {
    const existing = readFileSync(file, "utf8").trim();
    if (existing.length >= 32) return existing;
  } catch {
    // First start: fall through and create it.
  }
  mkdirSync(dataDir, { recursive: true });
  const secret = randomBytes(48).toString("base64url");
  writeFileSync(file, `${secret}\n`, { mode: 0o600 });
  return secret;
}
