import { randomUUID } from "node:crypto";
import cookie from "@fastify/cookie";
import rateLimit from "@fastify/rate-limit";
import { RATE_LIMIT_MESSAGES } from "@rabota/domain/errors";
import Fastify, { type FastifyInstance, type FastifyServerOptions, type RouteOptions } from "fastify";
import { serializerCompiler, validatorCompiler, type ZodTypeProvider } from "fastify-type-provider-zod";
import type { Config } from "./config";
import { MODULES } from "./modules";
import { attachChatSocket } from "./modules/chat/socket";
import type { ModuleContext } from "./modules/module";
import { createServices } from "./modules/services";
import { WRITE_LIMITS } from "./modules/write-limits";
import type { Database } from "./platform/db/database";
import { registerCompression } from "./platform/http/compression";
import { registerErrorHandling } from "./platform/http/error-handler";
import { HttpError, notFound } from "./platform/http/errors";
import { registerHealthCheck } from "./platform/http/health";
import { quietHotRoutes } from "./platform/http/quiet-hot-routes";
import { registerNulRefusal } from "./platform/http/refuse-nul";
import { Jobs } from "./platform/jobs/jobs";
import { addressStore } from "./platform/limits/address-store";
import { completeAddressLimitFields } from "./platform/limits/rate-limit-fields";
import { RateLimits } from "./platform/limits/rate-limits";
import { limitRoutes } from "./platform/limits/route-limits";
import { createMailer, type Mailer } from "./platform/mail/mailer";
import { outboxRoutes } from "./platform/mail/outbox-routes";
import { registerOpenApiDocument } from "./platform/openapi/document";
import { registerApiReference } from "./platform/openapi/reference";
import { registerAuthentication } from "./platform/security/authenticate";
import { registerHelmet } from "./platform/security/helmet";
import { registerOriginCheck } from "./platform/security/origin-check";
import type { PasswordCost } from "./platform/security/passwords";
import { SessionRevocations, startRevocationSync } from "./platform/security/session-revocations";
import { AccessTokens } from "./platform/security/session-tokens";
import { createFileStorage } from "./platform/storage/create-storage";
import {
  builtAnalyticsCounter,
  registerStaticWeb,
  sendIndexHtml,
  wantsHistoryFallback,
} from "./platform/web/static-web";

/** The window of the per-address limit of the sign-up and sign-in calls (AUTH_RATE_LIMIT per window). */
const AUTH_RATE_WINDOW_SECONDS = 60;

/** The sweep of rate-limit counters whose window ended, every 10 minutes on one replica. */
const RATE_LIMIT_SWEEP_QUEUE = "rate-limits.sweep";
const RATE_LIMIT_SWEEP_CRON = "*/10 * * * *";

/** Request bodies above this are refused with 413: no call of the API needs more. */
const BODY_LIMIT_BYTES = 64 * 1024;

export interface BuildAppOptions {
  config: Config;
  /** An open, migrated database; the app closes it when it closes. */
  database: Database;
  /** The clock every service reads (tests pass a fake one). */
  now?: () => Date;
  /** Overrides the mailer the config describes (tests). */
  mailer?: Mailer;
  /** Fastify logger options; default: pino at the config's level. */
  logger?: FastifyServerOptions["logger"];
  /** Sees every route as it is registered (tests enumerate the whole API with it). */
  onRoute?: (route: RouteOptions) => void;
  /**
   * scrypt's cost of new password hashes, for test rigs (testing/gateway.ts): a hash at the
   * default costs ~85 ms of CPU, and the suite makes thousands. Not in the config, so no
   * deployment can lower it.
   */
  passwordCost?: PasswordCost;
}

declare module "fastify" {
  interface FastifyInstance {
    /** The background jobs (pg-boss); running only when the config's `jobs` is on. */
    jobs: Jobs;
  }
}

/**
 * Builds the gateway (plugins in a fixed order: errors, security, modules, jobs, static web)
 * without listening, so tests drive it with `inject()` or on an ephemeral port.
 */
export async function buildApp(options: BuildAppOptions): Promise<FastifyInstance> {
  const { config, database } = options;
  const now = options.now ?? (() => new Date());
  const app = Fastify({
    logger: options.logger ?? { level: config.logLevel },
    bodyLimit: BODY_LIMIT_BYTES,
    // A caller's x-request-id is kept when it is a sane token, so logs join across services.
    requestIdHeader: false,
    genReqId: (request) => {
      const given = request.headers["x-request-id"];
      return typeof given === "string" && /^[\w.:-]{1,64}$/.test(given) ? given : randomUUID();
    },
    // Fastify's overloads cannot pick one for the union; every member is a valid value.
    trustProxy: config.trustProxy as boolean,
    // On close a request already read is served to the end (with `Connection: close`), not
    // answered 503: the database closes only after the last one (onClose hooks run then).
    return503OnClosing: false,
  }).withTypeProvider<ZodTypeProvider>();
  if (options.onRoute) app.addHook("onRoute", options.onRoute);
  quietHotRoutes(app, config.logLevel);
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  // The API speaks JSON only: a text/plain body (what a cross-site form can send without a
  // preflight) is a 415, never parsed.
  app.removeContentTypeParser("text/plain");

  const mailer = options.mailer ?? createMailer(config, { db: database.db, now, log: app.log });
  app.addHook("onClose", async () => {
    mailer.close();
    await database.close();
  });

  registerErrorHandling(app);
  registerNulRefusal(app);
  app.addHook("onSend", async (request, reply) => {
    reply.header("x-request-id", request.id);
  });

  const storage = createFileStorage(config, now);
  app.addHook("onClose", async () => storage.close?.());
  // A misconfigured store stops the start, rather than every upload failing later.
  await storage.verify?.();
  const https = config.publicOrigins.some((origin) => origin.startsWith("https://"));
  // Browsers upload to and load images from an object store directly.
  registerHelmet(app, {
    https,
    fileOrigins: storage.mode === "direct" ? [storage.publicOrigin] : [],
    analytics: builtAnalyticsCounter(config.webDist) !== null,
  });
  registerCompression(app);
  await app.register(cookie);
  const limits = new RateLimits({ db: database.db, now, rules: config.rateLimits });
  await app.register(rateLimit, {
    global: false,
    // Counted in the database, so every replica shares the per-address limit too.
    store: addressStore(limits),
    // The IETF draft's rate-limit fields; completeAddressLimitFields adds the current draft's.
    enableDraftSpec: true,
    // Retry-After is the plugin's own header; the body is the one Russian 429 of every limit.
    errorResponseBuilder: (_request, context) =>
      new HttpError(
        context.statusCode,
        RATE_LIMIT_MESSAGES.tooManyRequests(Math.ceil(context.ttl / 1000)),
        "RATE_LIMITED",
      ),
  });
  completeAddressLimitFields(app, { policy: "address", windowSeconds: AUTH_RATE_WINDOW_SECONDS });
  registerOriginCheck(app, config.publicOrigins);

  registerHealthCheck(app, database);
  // Before the modules: the document collects every route registered after it.
  await registerOpenApiDocument(app);

  const accessTokens = new AccessTokens(config.jwtSecret, now, config.accessTokenTtlSeconds);
  const revocations = new SessionRevocations(now, config.accessTokenTtlSeconds * 1000);
  // Built before the services, which queue jobs through it; started after every module declared its workers.
  const jobs = new Jobs({
    driver: database.driver,
    log: app.log,
    superviseIntervalSeconds: config.jobsSuperviseIntervalSeconds,
    pollingIntervalSeconds: config.jobsPollingIntervalSeconds,
  });
  limitRoutes(app, limits, WRITE_LIMITS);
  jobs.work(RATE_LIMIT_SWEEP_QUEUE, () => limits.sweep());
  jobs.schedule(RATE_LIMIT_SWEEP_QUEUE, RATE_LIMIT_SWEEP_CRON);
  const services = createServices({
    config,
    db: database.db,
    now,
    mailer,
    storage,
    accessTokens,
    revocations,
    jobs,
    limits,
    log: app.log,
    passwordCost: options.passwordCost,
  });
  registerAuthentication(app, accessTokens, revocations, services.memberships.accessOf);
  const revocationSync = await startRevocationSync({
    driver: database.driver,
    revocations,
    load: () => services.auth.recentlyRevokedSessions(),
    log: app.log,
  });
  // Added after the database's closing hook, so it runs first: the listening connection goes back before the pool ends.
  app.addHook("onClose", async () => revocationSync.stop());
  const context: ModuleContext = {
    config,
    now,
    secureCookies: https,
    authRateLimit: { max: config.authRateLimit, timeWindow: AUTH_RATE_WINDOW_SECONDS * 1000 },
    services,
  };
  for (const module of MODULES) {
    await module.routes(app, context);
    module.jobs?.(jobs, context);
  }
  if (config.chat.enabled) {
    attachChatSocket(app, {
      chats: services.chats,
      tokens: accessTokens,
      revocations,
      driver: database.driver,
      publicOrigins: config.publicOrigins,
      trustsProxy: config.trustProxy !== false,
      limits,
      now,
    });
  }
  // The outbox holds every sign-in and reset code: readable only in demo mode, and then only
  // from this machine (see outbox-routes.ts).
  if (mailer.transport === "outbox" && config.mail.transport === "outbox" && config.mail.readable) {
    await app.register(outboxRoutes, { prefix: "/v1/dev", db: database.db });
  }
  await registerApiReference(app);
  app.decorate("jobs", jobs);
  if (config.jobs) {
    // Closing hooks run last-added first: the jobs stop before the database closes.
    app.addHook("onClose", () => jobs.stop());
    await jobs.start();
  }

  const servesWeb = await registerStaticWeb(app, config.webDist);
  app.setNotFoundHandler((request, reply) => {
    if (servesWeb && wantsHistoryFallback(request.method, request.url)) return sendIndexHtml(reply);
    const error = notFound(`route ${request.method} ${request.url.split("?")[0]} not found`);
    return reply.status(error.status).send({ message: error.message, code: error.code });
  });

  return app;
}
