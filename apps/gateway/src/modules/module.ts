import type { FastifyInstance } from "fastify";
import type { Config } from "../config";
import type { JobRegistry } from "../platform/jobs/jobs";
import type { Services } from "./services";

/** What a module gets to wire itself: the config, the clock and every module's service. */
export interface ModuleContext {
  config: Config;
  now: () => Date;
  services: Services;
  /** Whether the site is served over HTTPS, so cookies are marked Secure. */
  secureCookies: boolean;
  /** The per-client-address limit of every sign-up and sign-in call (a route's `config.rateLimit`). */
  authRateLimit: RouteRateLimit;
}

/** A route's rate limit: at most `max` requests per `timeWindow` (milliseconds) per client address. */
export interface RouteRateLimit {
  max: number;
  timeWindow: number;
}

/**
 * One feature of the API (its routes → service → queries, with its tables beside them), as
 * `app.ts` registers it. Listed in `modules/index.ts`.
 */
export interface GatewayModule {
  name: string;
  /** Registers the module's route plugins, each under its `/v1/...` prefix. */
  routes(app: FastifyInstance, context: ModuleContext): PromiseLike<unknown>;
  /** Declares the module's background workers and schedules (see `platform/jobs`). */
  jobs?(jobs: JobRegistry, context: ModuleContext): void;
}
