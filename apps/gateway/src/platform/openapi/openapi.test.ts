import { compileErrors, validate } from "@readme/openapi-parser";
import { parse } from "node-html-parser";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { testDatabases } from "../../testing/databases";
import { createTestGateway, type TestGateway } from "../../testing/gateway";
import { type RouteRef, routeCollector } from "../../testing/routes";
import { isPublishedRoute, OPENAPI_PATH } from "./document";
import { operationIdOf } from "./operation-ids";
import { OPERATIONS } from "./operations";

interface Operation {
  operationId?: string;
  summary?: string;
  tags?: string[];
  security?: Record<string, string[]>[];
  requestBody?: { content: Record<string, { schema: unknown }> };
  responses: Record<
    string,
    { description: string; content?: Record<string, { schema: unknown }>; headers?: Record<string, unknown> }
  >;
}
type Document = {
  openapi: string;
  servers: { url: string; description: string }[];
  paths: Record<string, Record<string, Operation>>;
  components: { schemas: Record<string, unknown>; securitySchemes: Record<string, Record<string, string>> };
};

/** The document's path of a Fastify route: `:param` → `{param}`, no trailing slash. */
const documentPath = (url: string) => url.replace(/:([A-Za-z0-9_]+)/g, "{$1}").replace(/(.)\/$/, "$1");

const [pglite] = testDatabases();

// The document depends on the routes, not on the database: PGlite is enough.
describe("the OpenAPI document and the reference at /docs", () => {
  let gateway: TestGateway;
  const collector = routeCollector();
  let document: Document;
  const operation = (method: string, url: string) =>
    document.paths[documentPath(url)]?.[method.toLowerCase()];

  beforeAll(async () => {
    if (!pglite) throw new Error("PGlite is always available");
    gateway = await createTestGateway(pglite, { onRoute: collector.collect });
    const response = await gateway.app.inject({ method: "GET", url: OPENAPI_PATH });
    expect(response.statusCode).toBe(200);
    document = response.json();
  });
  afterAll(() => gateway.close());

  it("is a valid OpenAPI 3.1 document", async () => {
    expect(document.openapi).toBe("3.1.0");
    const result = await validate(structuredClone(document) as never);
    expect(result.valid ? "" : compileErrors(result)).toBe("");
  });

  it("has every /v1 route and the older login, and nothing else", () => {
    const published = collector.routes.filter((route) => isPublishedRoute(route.url));
    expect(published.length).toBeGreaterThan(60);
    const missing = published.filter((route: RouteRef) => !operation(route.method, route.url));
    expect(missing).toEqual([]);
    expect(operation("POST", "/auth/login")).toBeDefined();
    const documented = Object.keys(document.paths);
    expect(documented.filter((path) => !path.startsWith("/v1/") && path !== "/auth/login")).toEqual([]);
    for (const hidden of ["/v1/dev/outbox", OPENAPI_PATH, "/healthz", "/sitemap.xml", "/robots.txt"]) {
      expect(documented).not.toContain(hidden);
    }
  });

  it("names no operation in its notes that does not exist", () => {
    const stale = Object.keys(OPERATIONS).filter((key) => {
      const [method = "", url = ""] = key.split(" ");
      return !operation(method, url);
    });
    expect(stale).toEqual([]);
  });

  it("describes the cookie session and the older bearer login, per operation", () => {
    expect(document.components.securitySchemes.session).toMatchObject({
      type: "apiKey",
      in: "cookie",
      name: "rabota_access",
    });
    expect(document.components.securitySchemes.bearer).toMatchObject({ type: "http", scheme: "bearer" });
    // Own profile: a session of the right user (401 without, 403 for another's).
    const profile = operation("GET", "/v1/profile/:applicantId");
    expect(profile?.security).toEqual([{ session: [] }, { bearer: [] }]);
    expect(Object.keys(profile?.responses ?? {})).toEqual(
      expect.arrayContaining(["200", "400", "401", "403", "404"]),
    );
    // A write counted against a per-user limit (platform/limits) names its 429 and Retry-After,
    // and the rate-limit fields it sends on its successes and its 429.
    const save = operation("PUT", "/v1/profile/:applicantId");
    expect(save?.responses["429"]?.description).toContain("лимит `profile`");
    expect(Object.keys(save?.responses["429"]?.headers ?? {}).sort()).toEqual(
      [
        "RateLimit",
        "RateLimit-Policy",
        "RateLimit-Limit",
        "RateLimit-Remaining",
        "RateLimit-Reset",
        "Retry-After",
      ].sort(),
    );
    expect(Object.keys(save?.responses["200"]?.headers ?? {})).toContain("RateLimit-Remaining");
    // The logins share one per-address limiter: limited too.
    expect(operation("POST", "/v1/auth/login")?.responses["200"]?.headers).toHaveProperty("RateLimit-Limit");
    // A route no limit counts documents no rate-limit fields.
    expect(operation("GET", "/v1/vacancy")?.responses["200"]?.headers).toBeUndefined();
    // The vacancy list: a guest too.
    expect(operation("GET", "/v1/vacancy")?.security).toEqual([{ session: [] }, { bearer: [] }, {}]);
    // The refresh cookie, and the signed addresses, whose signature is the permission.
    expect(operation("POST", "/v1/auth/refresh")?.security).toEqual([{ refresh: [] }]);
    expect(document.components.securitySchemes.signedUrl).toMatchObject({
      type: "apiKey",
      in: "query",
      name: "sig",
    });
    for (const [method, url] of [
      ["GET", "/v1/files/:fileId"],
      ["PUT", "/v1/files/:fileId"],
      ["GET", "/v1/searches/:id/unsubscribe"],
      ["POST", "/v1/searches/:id/unsubscribe"],
    ] as const)
      expect(operation(method, url)?.security, `${method} ${url}`).toEqual([{ signedUrl: [] }]);
    // Signing in needs no session.
    const login = operation("POST", "/v1/auth/login");
    expect(login?.security).toBeUndefined();
    expect(login?.summary).toBe("Войти по email и паролю");
    expect(login?.responses["401"]?.description).toContain("Неправильный пароль");
  });

  it("names every operation by one rule, uniquely, and says where the API is", () => {
    const ids = Object.values(document.paths).flatMap((operations) =>
      Object.values(operations).map((op) => op.operationId),
    );
    expect(ids.every((id) => typeof id === "string" && /^[a-z][A-Za-z]+$/.test(id))).toBe(true);
    expect(new Set(ids).size).toBe(ids.length);
    expect(operation("GET", "/v1/vacancy/:id")?.operationId).toBe("getVacancyById");
    expect(operation("POST", "/auth/login")?.operationId).toBe("legacyPostAuthLogin");
    expect(operationIdOf("POST", "/v1/auth/check-email")).toBe("postAuthCheckEmail");
    expect(document.servers).toEqual([expect.objectContaining({ url: "/" })]);
  });

  it("bounds every integer and gives it a format", () => {
    const integers: Record<string, unknown>[] = [];
    const collect = (value: unknown): void => {
      if (typeof value !== "object" || value === null) return;
      const schema = value as Record<string, unknown>;
      if (schema.type === "integer") integers.push(schema);
      for (const child of Object.values(schema)) collect(child);
    };
    collect(document.paths);
    expect(integers.length).toBeGreaterThan(50);
    for (const schema of integers) {
      expect(schema).toHaveProperty("minimum");
      expect(schema).toHaveProperty("maximum");
      expect(["int32", "int64"]).toContain(schema.format);
    }
    const pageSize = operation("GET", "/v1/vacancy") as unknown as {
      parameters: { name: string; schema: Record<string, unknown> }[];
    };
    expect(pageSize.parameters.find((parameter) => parameter.name === "pageSize")?.schema).toMatchObject({
      minimum: 1,
      maximum: 50,
      format: "int32",
    });
  });

  it("gives every operation a tag, its error answers in the error shape, and its bodies", () => {
    for (const [path, operations] of Object.entries(document.paths)) {
      for (const [method, op] of Object.entries(operations)) {
        expect(op.tags, `${method} ${path}`).toHaveLength(1);
        expect(op.responses["500"]?.content?.["application/json"]?.schema).toEqual({
          $ref: "#/components/schemas/Error",
        });
        expect(
          Object.keys(op.responses).some((status) => /^[23]/.test(status)),
          `${method} ${path}`,
        ).toBe(true);
      }
    }
    expect(document.components.schemas.Error).toMatchObject({
      type: "object",
      required: ["message"],
      properties: { message: { type: "string" }, code: { enum: expect.arrayContaining(["VALIDATION"]) } },
    });
    const signup = operation("POST", "/v1/auth/applicant/signup");
    expect(signup?.requestBody?.content["application/json"]?.schema).toMatchObject({
      type: "object",
      required: ["applicant"],
    });
    expect(signup?.responses["201"]?.content?.["application/json"]).toBeDefined();
  });

  it("serves /docs with only its own scripts and styles, under the app's CSP", async () => {
    const appCsp = (await gateway.app.inject({ method: "GET", url: "/healthz" })).headers[
      "content-security-policy"
    ];
    const page = await gateway.app.inject({ method: "GET", url: "/docs" });
    expect(page.statusCode).toBe(200);
    expect(page.headers["content-type"]).toMatch(/text\/html/);
    expect(page.headers["content-security-policy"]).toBe(appCsp);
    expect(String(appCsp)).toMatch(/script-src 'self'(;|$)/);
    const html = parse(page.body);
    const scripts = html.querySelectorAll("script");
    expect(scripts.length).toBeGreaterThan(0);
    // No inline script (the CSP has no 'unsafe-inline' for scripts), nothing from elsewhere.
    for (const script of scripts) expect(script.text.trim()).toBe("");
    const assets = [
      ...scripts.map((script) => script.getAttribute("src")),
      ...html.querySelectorAll("link").map((link) => link.getAttribute("href")),
    ];
    for (const asset of assets) {
      expect(asset).toMatch(/^\/docs\//);
      const response = await gateway.app.inject({ method: "GET", url: String(asset) });
      expect(response.statusCode, String(asset)).toBe(200);
      if (/\.css$/.test(String(asset)))
        expect(response.body).not.toMatch(/@import|url\(\s*["']?(https?:)?\/\//);
    }
    // The start-up script loads the same document the API publishes.
    const start = await gateway.app.inject({ method: "GET", url: "/docs/static/swagger-initializer.js" });
    expect(start.body).toContain("resolveUrl('./json')");
    const fromDocs = await gateway.app.inject({ method: "GET", url: "/docs/json" });
    expect(fromDocs.json()).toEqual(document);
  });
});
