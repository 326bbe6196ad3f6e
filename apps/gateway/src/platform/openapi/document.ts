import swagger from "@fastify/swagger";
import { errorBodySchema } from "@rabota/domain/wire/error";
import type { FastifyInstance, RouteOptions } from "fastify";
import { createJsonSchemaTransform } from "fastify-type-provider-zod";
import type { OpenAPIV3_1 } from "openapi-types";
import { z } from "zod";
import { ACCESS_COOKIE, REFRESH_COOKIE } from "../security/cookies";
import { boundIntegers } from "./integers";
import { operationIdOf } from "./operation-ids";
import { operationNotes, TAGS, tagOf } from "./operations";
import {
  errorResponses,
  isRateLimited,
  type SecurityNeed,
  securityNeedOf,
  withRateLimitHeaders,
} from "./responses";

/**
 * The security schemes of the document: the session cookie, the refresh cookie of the two
 * calls that read it, the older login's bearer token, and the signature of a signed address.
 */
const SECURITY_SCHEMES = {
  session: {
    type: "apiKey",
    in: "cookie",
    name: ACCESS_COOKIE,
    description:
      "Сессия браузера: httpOnly-cookie доступа (15 минут по умолчанию, `ACCESS_TOKEN_TTL`), которую ставят `POST /v1/auth/login`, регистрация и " +
      "`POST /v1/auth/refresh`; cookie обновления `rabota_refresh` (30 дней) ходит только на `/v1/auth`. " +
      "Запросы, меняющие данные, проверяются по заголовку Origin.",
  },
  refresh: {
    type: "apiKey",
    in: "cookie",
    name: REFRESH_COOKIE,
    description:
      "Cookie обновления сессии (30 дней, httpOnly, только путь `/v1/auth`): по ней `POST /v1/auth/refresh` выдаёт новую пару cookie, " +
      "а `POST /v1/auth/logout` отзывает сессию. Каждое обновление заменяет её; повтор заменённой отзывает всю цепочку.",
  },
  bearer: {
    type: "http",
    scheme: "bearer",
    bearerFormat: "JWT",
    description:
      "Прежний вход для старых клиентов: токен из `POST /auth/login` в заголовке `Authorization: Bearer`. " +
      "Без обновления: когда токен истёк, клиент входит снова. Токен — JWS по RFC8725: сервер принимает " +
      "только HS256 (алгоритм из заголовка не выбирает проверку, `none` отвергается), проверяет издателя, адресата и срок `exp` (`ACCESS_TOKEN_TTL`).",
  },
  signedUrl: {
    type: "apiKey",
    in: "query",
    name: "sig",
    description:
      "Подписанный адрес: HMAC-подпись `sig` в самом адресе и есть разрешение, без сессии. Её выдаёт шлюз — " +
      "адрес файла (`op`, `exp`: загрузка или чтение одного файла, короткий срок) или ссылку отписки из письма " +
      "(один сохранённый поиск). Подделанная или чужая подпись — 403.",
  },
} as const;

/** Where the document is served (reference.ts). */
export const OPENAPI_PATH = "/v1/openapi.json";

/** Whether a route belongs to the published API: every `/v1` call and the older login, not the dev outbox. */
export function isPublishedRoute(url: string): boolean {
  if (url.startsWith("/v1/dev/") || url === OPENAPI_PATH) return false;
  return url.startsWith("/v1/") || url.startsWith("/auth/");
}

const SECURITY: Record<Exclude<SecurityNeed, "none">, Record<string, string[]>[]> = {
  // Either scheme; a guest (`{}`) too where the session is optional.
  required: [{ session: [] }, { bearer: [] }],
  optional: [{ session: [] }, { bearer: [] }, {}],
  signed: [{ signedUrl: [] }],
};

/**
 * Where the API is: this same origin, whichever it is — production behind PUBLIC_ORIGIN, a
 * staging copy, or `npm start` locally — so the one document serves them all and a generated
 * client calls the host it was given.
 */
const SERVERS = [
  {
    url: "/",
    description:
      "Шлюз, отдавший этот документ: production (PUBLIC_ORIGIN), staging или локальный `npm start`",
    "x-internal": false,
  },
];

/**
 * Registers @fastify/swagger, which collects every route from here on: call before the
 * modules. The document comes from the routes' own zod schemas (fastify-type-provider-zod's
 * transform, JSON Schema 2020-12 for OpenAPI 3.1); this adds what the schemas do not say —
 * the tag, the Russian summary, who may call (from the route's guard), and the error answers
 * — and hides what is not the published API.
 */
export async function registerOpenApiDocument(app: FastifyInstance): Promise<void> {
  const fromZod = createJsonSchemaTransform({ skipList: [] });
  await app.register(swagger, {
    openapi: {
      openapi: "3.1.0",
      info: {
        title: "Работа — API шлюза",
        // The API of the `/v1` paths; additions keep it backwards compatible.
        version: "1",
        description:
          "Вызовы шлюза Rabota (§7 спецификации продукта). Ошибки приходят телом `{ message, code?, issues? }` " +
          "(схема `Error`). Описание генерируется из тех же zod-схем, которыми маршруты проверяют запросы и ответы.",
      },
      servers: SERVERS,
      tags: TAGS,
      components: { securitySchemes: SECURITY_SCHEMES },
    },
    transform: (document) => {
      const { url, route } = document;
      if (!isPublishedRoute(url)) return { schema: { hide: true }, url };
      const method = [route.method].flat()[0]?.toUpperCase() ?? "GET";
      const transformed = fromZod(document);
      const schema = { ...(transformed.schema as Record<string, unknown>) };
      const need = securityNeedOf(route as RouteOptions);
      const notes = operationNotes(method, url);
      schema.operationId = operationIdOf(method, url);
      schema.tags = [tagOf(url)];
      if (notes?.summary) schema.summary = notes.summary;
      if (notes?.description) schema.description = notes.description;
      if (need !== "none") schema.security = SECURITY[need];
      if (notes?.security) schema.security = notes.security;
      if (notes?.body) {
        schema.body = notes.body.schema;
        schema.consumes = notes.body.consumes;
      }
      const responses = {
        ...errorResponses(route as RouteOptions, need, notes?.errors ?? {}),
        // A route's own answer for a status (from its schema) wins over the generic error.
        ...successResponses(schema.response as Record<string, unknown> | undefined),
        ...notes?.responses,
      };
      schema.response = isRateLimited(route as RouteOptions) ? withRateLimitHeaders(responses) : responses;
      // `/v1/vacancy/` is the route of a prefix; clients call `/v1/vacancy`, and Fastify answers both.
      return { schema, url: url.replace(/(.)\/$/, "$1") };
    },
    transformObject: (document) => {
      // Always the OpenAPI branch: the options above ask for 3.1, never Swagger 2.
      const { openapiObject } = document as { openapiObject: Partial<OpenAPIV3_1.Document> };
      return boundIntegers({
        ...openapiObject,
        components: {
          ...openapiObject.components,
          schemas: { ...openapiObject.components?.schemas, Error: errorBodyJsonSchema() },
        },
      });
    },
  });
}

const SUCCESS_DESCRIPTION = "Успешный ответ";

/**
 * The route's own answers, each with a description: a bare JSON schema (what the zod
 * transform makes of a response schema) becomes `application/json` content.
 */
function successResponses(responses: Record<string, unknown> | undefined): Record<string, unknown> {
  const described: Record<string, unknown> = {};
  for (const [status, response] of Object.entries(responses ?? {})) {
    const isContent = typeof response === "object" && response !== null && "content" in response;
    described[status] = isContent
      ? response
      : { description: SUCCESS_DESCRIPTION, content: { "application/json": { schema: response } } };
  }
  return described;
}

/** The error body `{ message, code?, issues? }` as JSON Schema 2020-12, the `Error` component. */
function errorBodyJsonSchema(): OpenAPIV3_1.SchemaObject {
  const { $schema: _, ...schema } = z.toJSONSchema(errorBodySchema, {
    target: "draft-2020-12",
    io: "output",
  });
  return {
    ...(schema as OpenAPIV3_1.SchemaObject),
    description: "Тело любой ошибки: `message`, `code` из каталога ошибок, `issues` для 400.",
  };
}
