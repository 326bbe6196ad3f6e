import { randomUUID } from "node:crypto";
import cookie from "@fastify/cookie";
import rateLimit from "@fastify/rate-limit";
import { AVATAR_MAX_BYTES } from "@rabota/domain/constants";
import { errorBodySchema } from "@rabota/domain/wire/error";
import Fastify, { type FastifyInstance, type FastifyServerOptions } from "fastify";
import { serializerCompiler, validatorCompiler, type ZodTypeProvider } from "fastify-type-provider-zod";
import { z } from "zod";
import type { Config } from "./config";
import { authRoutes } from "./modules/auth/routes";
import { AuthService } from "./modules/auth/service";
import { employerRoutes } from "./modules/employer/routes";
import { fileContentRoutes, profileFileRoutes } from "./modules/files/routes";
import { FileService } from "./modules/files/service";
import { profileRoutes } from "./modules/profile/routes";
import { ProfileService } from "./modules/profile/service";
import { vacancyRoutes } from "./modules/vacancy/routes";
import type { Database } from "./platform/db/database";
import { registerErrorHandling } from "./platform/http/error-handler";
import { HttpError, notFound } from "./platform/http/errors";
import { startPeriodic } from "./platform/jobs/periodic";
import { createOutboxMailer, createSmtpMailer, type Mailer } from "./platform/mail/mailer";
import { outboxRoutes } from "./platform/mail/outbox-routes";
import { requireSession } from "./platform/security/authenticate";
import { registerHelmet } from "./platform/security/helmet";
import { registerOriginCheck } from "./platform/security/origin-check";
import { AccessTokens } from "./platform/security/session-tokens";
import { createFileStorage } from "./platform/storage/create-storage";
import { FileUrlSigner } from "./platform/storage/signed-urls";
import { registerStaticWeb, sendIndexHtml, wantsHistoryFallback } from "./platform/web/static-web";

/** Request bodies above this are refused with 413: no call of the API needs more. */
export const BODY_LIMIT_BYTES = 64 * 1024;

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
}

const healthResponseSchema = z.object({ status: z.literal("ok") });

/**
 * Builds the gateway (plugins in a fixed order: errors, security, modules, static web)
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
  }).withTypeProvider<ZodTypeProvider>();
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  // The API speaks JSON only: a text/plain body (what a cross-site form can send without a
  // preflight) is a 415, never parsed.
  app.removeContentTypeParser("text/plain");

  const mailer =
    options.mailer ??
    (config.mail.transport === "smtp"
      ? createSmtpMailer({ smtpUrl: config.mail.smtpUrl, from: config.mailFrom, log: app.log })
      : createOutboxMailer({ db: database.db, from: config.mailFrom, now, log: app.log }));
  app.addHook("onClose", async () => {
    mailer.close();
    await database.close();
  });

  registerErrorHandling(app);
  app.addHook("onSend", async (request, reply) => {
    reply.header("x-request-id", request.id);
  });

  const storage = createFileStorage(config, now);
  app.addHook("onClose", async () => storage.close?.());
  // A misconfigured store stops the start, rather than every upload failing later.
  await storage.verify?.();
  const https = config.publicOrigins.some((origin) => origin.startsWith("https://"));
  // Browsers upload to and load images from an object store directly.
  await registerHelmet(app, { https, fileOrigins: storage.mode === "direct" ? [storage.publicOrigin] : [] });
  await app.register(cookie);
  await app.register(rateLimit, {
    global: false,
    errorResponseBuilder: (_request, context) =>
      new HttpError(context.statusCode, "too many requests, try again later", "RATE_LIMITED"),
  });
  registerOriginCheck(app, config.publicOrigins);

  app.get(
    "/healthz",
    { schema: { response: { 200: healthResponseSchema, 503: errorBodySchema } } },
    async (_request, reply) => {
      try {
        await database.ping();
      } catch (error) {
        app.log.error({ err: error }, "database does not answer");
        return reply.status(503).send({ message: "database unavailable", code: "UNKNOWN" });
      }
      return { status: "ok" as const };
    },
  );

  const accessTokens = new AccessTokens(config.jwtSecret, now, config.accessTokenTtlSeconds);
  const authenticated = requireSession(accessTokens);
  const authService = new AuthService({
    db: database.db,
    now,
    mailer,
    accessTokens,
    secret: config.jwtSecret,
  });

  await app.register(authRoutes, {
    prefix: "/v1/auth",
    service: authService,
    now,
    secureCookies: https,
    accessTokenTtlSeconds: config.accessTokenTtlSeconds,
    rateLimit: config.authRateLimit,
  });
  await app.register(employerRoutes, {
    prefix: "/v1/employer",
    db: database.db,
    service: authService,
    rateLimit: config.authRateLimit,
  });
  const files = new FileService({
    db: database.db,
    storage,
    signer: new FileUrlSigner(config.jwtSecret),
    maxBytes: AVATAR_MAX_BYTES,
    now,
  });
  if (config.fileSweepIntervalSeconds > 0) {
    const sweep = startPeriodic(
      "file sweep",
      config.fileSweepIntervalSeconds * 1000,
      () => files.sweep(),
      app.log,
    );
    app.addHook("onClose", () => sweep.stop());
  }
  const profiles = new ProfileService({ db: database.db, files, now });
  await app.register(profileFileRoutes, { prefix: "/v1/profile/files", files, authenticated });
  await app.register(profileRoutes, { prefix: "/v1/profile", service: profiles, authenticated });
  await app.register(fileContentRoutes, { prefix: "/v1/files", files });
  await app.register(vacancyRoutes, {
    prefix: "/v1/vacancy",
    db: database.db,
    now,
    accessTokens,
    logoUrl: (id) => files.publicDownloadUrl(id),
  });
  if (mailer.transport === "outbox") await app.register(outboxRoutes, { prefix: "/v1/dev", db: database.db });

  const servesWeb = await registerStaticWeb(app, config.webDist);
  app.setNotFoundHandler((request, reply) => {
    if (servesWeb && wantsHistoryFallback(request.method, request.url)) return sendIndexHtml(reply);
    const error = notFound(`route ${request.method} ${request.url.split("?")[0]} not found`);
    return reply.status(error.status).send({ message: error.message, code: error.code });
  });

  return app;
}
