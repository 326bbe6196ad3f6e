import formbody from "@fastify/formbody";
import Fastify from "fastify";
import { Clock } from "./clock.js";
import type { SandboxContext } from "./context.js";
import { FaultSwitches, type SandboxFaults } from "./faults.js";
import { sendHhErrors } from "./hh-errors.js";
import { OAuthState } from "./oauth-state.js";
import { adminRoutes, applyFaults } from "./routes/admin.js";
import { apiRoutes } from "./routes/api.js";
import { oauthRoutes } from "./routes/oauth.js";
import { siteRoutes } from "./routes/site.js";
import { EMPLOYER } from "./seed/employer.js";
import { generateVacancies } from "./seed/vacancies.js";
import { RequestStats, type SandboxStats } from "./stats.js";

export type HhSandboxOptions = {
  /** 0 (the default) picks any free port. */
  port?: number;
  /** Default 127.0.0.1. */
  host?: string;
  /** Active vacancies of the seeded employer (default 25). */
  active?: number;
  /** Archived vacancies of the seeded employer (default 40). */
  archived?: number;
  /** Default `rabota-sandbox`. */
  clientId?: string;
  /** Default `rabota-sandbox-secret`. */
  clientSecret?: string;
  /** The application's name on the consent page (default «Работа»). */
  appName?: string;
  /** Registered redirect URIs; none = any http(s) URI on 127.0.0.1 / localhost. */
  redirectUris?: string[];
  /** Fault switches in force from the start. */
  faults?: SandboxFaults;
  /** `expires_in` of user access tokens (default 1209600, hh's 14 days). */
  accessTokenTtlSeconds?: number;
  /** Lifetime of an authorization code (default 600). */
  codeTtlSeconds?: number;
};

export type HhSandbox = {
  /** The origin serving both hh.ru's OAuth paths and api.hh.ru's, e.g. `http://127.0.0.1:40123`. */
  url: string;
  /** The seeded employer's hh id (its manager is the user behind every token). */
  employerId: string;
  close(): Promise<void>;
  setFaults(faults: SandboxFaults): void;
  resetFaults(): void;
  stats(): SandboxStats;
  resetStats(): void;
  /** Moves the sandbox's clock forward, to expire codes and tokens without waiting. */
  advanceClock(seconds: number): void;
};

export const DEFAULT_CLIENT_ID = "rabota-sandbox";
export const DEFAULT_CLIENT_SECRET = "rabota-sandbox-secret";

/** Starts an offline hh.ru (OAuth + API) on one HTTP server; see the package README. */
export async function startHhSandbox(options: HhSandboxOptions = {}): Promise<HhSandbox> {
  const clock = new Clock();
  const seed = generateVacancies(options.active ?? 25, options.archived ?? 40);
  const context: SandboxContext = {
    config: {
      clientId: options.clientId ?? DEFAULT_CLIENT_ID,
      clientSecret: options.clientSecret ?? DEFAULT_CLIENT_SECRET,
      appName: options.appName ?? "Работа",
      redirectUris: options.redirectUris ?? [],
    },
    clock,
    oauth: new OAuthState(clock, {
      accessTokenSeconds: options.accessTokenTtlSeconds ?? 1_209_600,
      codeSeconds: options.codeTtlSeconds ?? 600,
    }),
    faults: new FaultSwitches(),
    stats: new RequestStats(),
    vacancies: {
      active: seed.filter((vacancy) => !vacancy.archived),
      archived: seed.filter((vacancy) => vacancy.archived),
      byId: new Map(seed.map((vacancy) => [vacancy.id, vacancy])),
    },
  };
  if (options.faults) applyFaults(context, options.faults);

  const app = Fastify({ logger: false });
  await app.register(formbody);
  app.addHook("onResponse", async (request, reply) => {
    context.stats.log({
      method: request.method,
      url: request.url,
      status: reply.statusCode,
      at: new Date().toISOString(),
    });
  });
  // hh's JSON always says its charset.
  app.addHook("onSend", async (_request, reply, payload) => {
    if (String(reply.getHeader("content-type") ?? "").startsWith("application/json")) {
      reply.header("content-type", "application/json; charset=UTF-8");
    }
    return payload;
  });
  // Any other path: hh's 404 body rather than Fastify's.
  app.setNotFoundHandler((_request, reply) =>
    sendHhErrors(reply, 404, [{ type: "not_found" }], { description: "Not Found" }),
  );
  oauthRoutes(app, context);
  siteRoutes(app, context);
  adminRoutes(app, context);
  await app.register(async (api) => apiRoutes(api, context));

  const host = options.host ?? "127.0.0.1";
  await app.listen({ port: options.port ?? 0, host });
  const address = app.server.address();
  const port = typeof address === "object" && address ? address.port : options.port;
  const urlHost = host === "0.0.0.0" || host === "::" ? "127.0.0.1" : host.includes(":") ? `[${host}]` : host;

  return {
    url: `http://${urlHost}:${port}`,
    employerId: EMPLOYER.id,
    close: () => app.close(),
    setFaults: (faults) => applyFaults(context, faults),
    resetFaults: () => context.faults.reset(),
    stats: () => context.stats.snapshot(),
    resetStats: () => context.stats.reset(),
    advanceClock: (seconds) => clock.advance(seconds),
  };
}
