import type { Config } from "../config";
import { createServices } from "../modules/services";
import { RateLimits } from "../platform/limits/rate-limits";
import { createMailer, type Mailer } from "../platform/mail/mailer";
import { SessionRevocations } from "../platform/security/session-revocations";
import { AccessTokens } from "../platform/security/session-tokens";
import { createFileStorage } from "../platform/storage/create-storage";
import type { TestGateway } from "./gateway";

/** The dev outbox's mailer of a test gateway (what `readOutbox` reads). */
export function outboxMailer(gateway: TestGateway): Mailer {
  return createMailer(gateway.config, {
    db: gateway.database.db,
    now: gateway.clock.now,
    log: gateway.app.log,
  });
}

/**
 * Every service over the gateway's database and clock, as another replica (a worker) builds
 * them: a test runs background work (alerts, sweeps) itself, with the outbox or its own mailer.
 */
export function replicaServices(gateway: TestGateway, mailer?: Mailer) {
  const { config, database, clock } = gateway;
  return createServices({
    config: config as Config,
    db: database.db,
    now: clock.now,
    mailer: mailer ?? outboxMailer(gateway),
    storage: createFileStorage(config, clock.now),
    accessTokens: new AccessTokens(config.jwtSecret, clock.now, config.accessTokenTtlSeconds),
    revocations: new SessionRevocations(clock.now, config.accessTokenTtlSeconds * 1000),
    jobs: { send: async () => null },
    limits: new RateLimits({ db: database.db, now: clock.now, rules: config.rateLimits }),
    log: gateway.app.log,
  });
}
