import type { FastifyInstance, FastifyReply, FastifyRequest } from "fastify";
import type { SandboxContext } from "../context.js";
import { sendHhErrors } from "../hh-errors.js";
import {
  APPLICATION_PROFILE,
  activeListItem,
  archivedListItem,
  fullVacancy,
  managerProfile,
} from "../hh-wire.js";
import type { Bearer } from "../oauth-state.js";
import { EMPLOYER, MANAGER } from "../seed/employer.js";
import type { SeedVacancy } from "../seed/vacancies.js";
import type { SandboxStats } from "../stats.js";
import { userAgentProblem } from "../user-agent.js";

type Query = Record<string, string | string[] | undefined>;

/** hh's list limits: `per_page` defaults to 20 and caps at 50 (active) or 1000 (archived). */
const DEFAULT_PER_PAGE = 20;
const PER_PAGE_CAP = { active: 50, archived: 1000 } as const;

const ROUTE_COUNTERS: Record<string, keyof SandboxStats> = {
  "/me": "meFetches",
  "/vacancies/:vacancyId": "vacancyFetches",
  "/employers/:employerId/vacancies/active": "listFetches",
  "/employers/:employerId/vacancies/archived": "listFetches",
};

const LEGACY_OAUTH_ERROR = { token_expired: "token-expired", token_revoked: "token-revoked" } as const;

const originOf = (request: FastifyRequest) => `${request.protocol}://${request.host}`;
/** hh reads the last of repeated query parameters. */
const lastOf = (value: string | string[] | undefined) => (Array.isArray(value) ? value.at(-1) : value);

/**
 * The api.hh.ru methods an employer import needs, behind hh's gates in hh's order: the
 * User-Agent check, the fault switches (delay, 503, 429), then the bearer token.
 */
export async function apiRoutes(app: FastifyInstance, context: SandboxContext): Promise<void> {
  const bearers = new WeakMap<FastifyRequest, Bearer>();
  const bearerOf = (request: FastifyRequest) => bearers.get(request) ?? { kind: "application" as const };

  app.addHook("preHandler", async (request, reply) => {
    context.stats.count("apiRequests");
    const counter = ROUTE_COUNTERS[request.routeOptions.url ?? ""];
    if (counter) context.stats.count(counter);

    const agent = userAgentProblem(request.headers);
    if (agent) return sendHhErrors(reply, 400, [{ type: "bad_user_agent", value: agent }]);

    if (context.faults.delayMs > 0)
      await new Promise((resolve) => setTimeout(resolve, context.faults.delayMs));
    const fault = context.faults.takeOutcome();
    if (fault.kind === "unavailable") {
      context.stats.count("unavailable");
      return sendHhErrors(reply, 503, [{ type: "service_unavailable" }], {
        description: "Service Unavailable",
      });
    }
    if (fault.kind === "rate-limited") {
      context.stats.count("rateLimited");
      reply.header("Retry-After", String(fault.retryAfterSeconds));
      return sendHhErrors(reply, 429, [{ type: "too_many_requests" }], { description: "Too Many Requests" });
    }

    // An anonymous vacancy request gets hh's captcha; a user method gets the oauth error.
    if (!request.headers.authorization && counter === "vacancyFetches") {
      return sendHhErrors(reply, 403, [
        {
          type: "captcha_required",
          value: "captcha_required",
          captcha_url: `${originOf(request)}/account/captcha?state=sandbox`,
          fallback_url: null,
        },
      ]);
    }
    const bearer = context.oauth.authenticate(request.headers.authorization);
    if (bearer.kind === "rejected") {
      const legacy =
        bearer.value === "bad_authorization" ? {} : { oauth_error: LEGACY_OAUTH_ERROR[bearer.value] };
      return sendHhErrors(reply, 403, [{ type: "oauth", value: bearer.value }], {
        description: "Forbidden",
        ...legacy,
      });
    }
    bearers.set(request, bearer);
  });

  app.get("/me", async (request) =>
    bearerOf(request).kind === "user" ? managerProfile(originOf(request)) : APPLICATION_PROFILE,
  );

  for (const folder of ["active", "archived"] as const) {
    app.get<{ Params: { employerId: string }; Querystring: Query }>(
      `/employers/:employerId/vacancies/${folder}`,
      async (request, reply) => {
        if (bearerOf(request).kind !== "user") {
          return sendHhErrors(reply, 403, [{ type: "oauth", value: "user_auth_expected" }], {
            description: "Forbidden",
          });
        }
        if (request.params.employerId !== EMPLOYER.id) {
          return sendHhErrors(reply, 403, [{ type: "forbidden" }], { description: "Forbidden" });
        }
        const query = request.query;
        const managerId = lastOf(query.manager_id);
        if (managerId !== undefined && managerId !== MANAGER.id) {
          return sendHhErrors(reply, 404, [{ type: "not_found" }], { description: "Not Found" });
        }
        const page = parseCount(lastOf(query.page), 0);
        const perPage = parseCount(lastOf(query.per_page), DEFAULT_PER_PAGE);
        if (page === null) return badArgument(reply, "page");
        if (perPage === null || perPage < 1 || perPage > PER_PAGE_CAP[folder])
          return badArgument(reply, "per_page");

        const found = filterFolder(context.vacancies[folder], folder === "active" ? query : {});
        const origin = originOf(request);
        const toItem = folder === "active" ? activeListItem : archivedListItem;
        return {
          found: found.length,
          pages: Math.ceil(found.length / perPage),
          page,
          per_page: perPage,
          items: found.slice(page * perPage, (page + 1) * perPage).map((vacancy) => toItem(origin, vacancy)),
        };
      },
    );
  }

  app.get<{ Params: { vacancyId: string } }>("/vacancies/:vacancyId", async (request, reply) => {
    const { vacancyId } = request.params;
    const vacancy = context.vacancies.byId.get(vacancyId);
    if (!vacancy || context.faults.failsVacancy(vacancyId)) {
      return sendHhErrors(reply, 404, [{ type: "not_found" }], { description: "Not Found" });
    }
    return fullVacancy(originOf(request), vacancy, bearerOf(request).kind === "user");
  });
}

/** A non-negative integer query value, `fallback` when absent, null when malformed. */
function parseCount(value: string | undefined, fallback: number): number | null {
  if (value === undefined) return fallback;
  return /^\d{1,9}$/.test(value) ? Number(value) : null;
}

function badArgument(reply: FastifyReply, name: string) {
  return sendHhErrors(reply, 400, [{ type: "bad_argument", value: name }], {
    description: name,
    bad_argument: name,
  });
}

/** The active list's `text` (in the title) and `area` filters. */
function filterFolder(vacancies: SeedVacancy[], query: Query): SeedVacancy[] {
  const text = lastOf(query.text)?.trim().toLowerCase();
  const area = lastOf(query.area);
  return vacancies.filter(
    (vacancy) => (!text || vacancy.name.toLowerCase().includes(text)) && (!area || vacancy.area.id === area),
  );
}
