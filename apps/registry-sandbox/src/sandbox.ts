import Fastify from "fastify";
import { z } from "zod";
import { findEntities, toSuggestion } from "./entities.js";

/** What the sandbox does wrong on purpose, so the gateway's refusals can be tested. */
export type RegistryFaults = {
  /** Answers every lookup only after this many milliseconds (a slow or hanging registry). */
  delayMs?: number;
  /** Answers every lookup with this HTTP status and DaData's error body (e.g. 500, 503). */
  status?: number;
};

export type RegistrySandboxOptions = {
  /** 0 (the default) picks any free port. */
  port?: number;
  /** Default 127.0.0.1. */
  host?: string;
  /** The API key the caller must send as `Authorization: Token <key>` (default {@link DEFAULT_API_KEY}). */
  apiKey?: string;
  /** Fault switches in force from the start. */
  faults?: RegistryFaults;
};

export type RegistrySandbox = {
  /** The origin standing for `https://suggestions.dadata.ru`, e.g. `http://127.0.0.1:40123`. */
  url: string;
  apiKey: string;
  /** How many lookups (`findById/party`) reached the sandbox, answered or not. */
  lookups(): number;
  setFaults(faults: RegistryFaults): void;
  resetFaults(): void;
  close(): Promise<void>;
};

export const DEFAULT_API_KEY = "rabota-registry-sandbox";

/** DaData's own path of «Организация по ИНН или ОГРН». */
export const FIND_PARTY_PATH = "/suggestions/api/4_1/rs/findById/party";

// DaData reads `query` (an ИНН or ОГРН, up to 300 characters) and optional filters; the
// sandbox honours `count` and `type`, and ignores the rest (`kpp`, `branch_type`, `status`).
const requestSchema = z.looseObject({
  query: z.string().trim().min(1).max(300),
  count: z.number().int().min(1).max(300).optional(),
  type: z.enum(["LEGAL", "INDIVIDUAL"]).optional(),
});

/** DaData's error body: `{ family, reason, message }`. */
function failure(status: number, reason: string, message: string) {
  return { status, body: { family: status >= 500 ? "SERVER_ERROR" : "CLIENT_ERROR", reason, message } };
}

/** Starts an offline DaData «Организация по ИНН или ОГРН» over `data/entities.json`; see the README. */
export async function startRegistrySandbox(options: RegistrySandboxOptions = {}): Promise<RegistrySandbox> {
  const apiKey = options.apiKey ?? DEFAULT_API_KEY;
  let faults: RegistryFaults = { ...options.faults };
  let lookups = 0;
  const app = Fastify({ logger: false });

  // A readiness probe for the scripts and the browser tests' web server list.
  app.get("/", async () => ({ service: "registry-sandbox", path: FIND_PARTY_PATH }));

  app.post(FIND_PARTY_PATH, async (request, reply) => {
    lookups += 1;
    if (faults.delayMs) await new Promise((resolve) => setTimeout(resolve, faults.delayMs));
    const refused = refusal(request.headers.authorization, apiKey, faults.status, request.body);
    if (refused) return reply.code(refused.status).send(refused.body);
    const body = requestSchema.parse(request.body);
    const found = findEntities(body.query)
      .filter((entity) => body.type === undefined || entity.type === body.type)
      .slice(0, body.count ?? 10);
    return { suggestions: found.map(toSuggestion) };
  });

  app.setNotFoundHandler((_request, reply) =>
    reply.code(404).send(failure(404, "Not Found", "Метод не найден").body),
  );

  const host = options.host ?? "127.0.0.1";
  await app.listen({ port: options.port ?? 0, host });
  const address = app.server.address();
  const port = typeof address === "object" && address ? address.port : options.port;
  const urlHost = host === "0.0.0.0" || host === "::" ? "127.0.0.1" : host.includes(":") ? `[${host}]` : host;
  return {
    url: `http://${urlHost}:${port}`,
    apiKey,
    lookups: () => lookups,
    setFaults: (next) => {
      faults = { ...next };
    },
    resetFaults: () => {
      faults = {};
    },
    close: () => app.close(),
  };
}

/** DaData's refusals, in its order: the key (401 none, 403 a wrong one), a fault, then the body (400). */
function refusal(
  authorization: string | undefined,
  apiKey: string,
  faultStatus: number | undefined,
  body: unknown,
) {
  const token = /^Token\s+(\S+)$/.exec(authorization ?? "")?.[1];
  if (!token) return failure(401, "Unauthorized", "Отсутствует API-ключ");
  if (token !== apiKey) return failure(403, "Forbidden", "Неправильный API-ключ");
  if (faultStatus) return failure(faultStatus, "Fault", "Сбой, включённый в песочнице");
  if (!requestSchema.safeParse(body).success) return failure(400, "Bad Request", "Некорректный запрос");
  return null;
}
