import swaggerUi from "@fastify/swagger-ui";
import type { FastifyInstance } from "fastify";
import { OPENAPI_PATH } from "./document";

/** Where the readable reference lives. */
const DOCS_PREFIX = "/docs";

/**
 * Publishes the document at `GET /v1/openapi.json` and a readable reference at `/docs`:
 * Swagger UI from @fastify/swagger-ui, whose page, bundle and start-up script are files of
 * the gateway itself (no CDN, no inline script), so it runs offline under the app's own CSP
 * (docs/decisions/016-openapi-contract.md).
 */
export async function registerApiReference(app: FastifyInstance): Promise<void> {
  app.get(OPENAPI_PATH, { schema: { hide: true } }, () => app.swagger());
  await app.register(swaggerUi, {
    routePrefix: DOCS_PREFIX,
    theme: { title: "Работа — API" },
    uiConfig: { deepLinking: true, docExpansion: "list", defaultModelsExpandDepth: 0 },
  });
}
