import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { testDatabases } from "../../testing/databases";
import { registerApplicant } from "../../testing/flows";
import { createTestGateway, type TestGateway } from "../../testing/gateway";
import { fillPath, hasParams, type RouteRef, routeCollector, takesBody } from "../../testing/routes";
import { expectRejectedUnchanged } from "../../testing/snapshot";
import { MAX_BODY_DEPTH } from "./refuse-nul";

const NUL_MESSAGE = "Текст содержит недопустимый символ (NUL)";

describe.each(testDatabases())("NUL characters on $name", (kind) => {
  let gateway: TestGateway;
  let routes: RouteRef[];

  beforeAll(async () => {
    const collector = routeCollector();
    gateway = await createTestGateway(kind, { onRoute: collector.collect });
    routes = collector.routes;
  });
  afterAll(() => gateway.close());

  it("are a 400 in the path, the query and the body of every registered route", async () => {
    // The whole API, read from the app itself: a route added later is covered without a test change.
    expect(routes.length).toBeGreaterThan(30);
    const failures: string[] = [];
    const client = gateway.client();
    for (const route of routes) {
      const cases: { where: string; url: string; payload?: Record<string, unknown> }[] = [
        { where: "query", url: `${fillPath(route.url, "x")}?q=a%00b&pageSize=1` },
      ];
      if (hasParams(route.url)) cases.push({ where: "path", url: fillPath(route.url, "a%00b") });
      if (takesBody(route.method)) {
        cases.push({
          where: "body",
          url: fillPath(route.url, "x"),
          payload: { outer: { list: ["fine", "bad\u0000text"] } },
        });
      }
      for (const attempt of cases) {
        const response = await client.request({
          method: route.method as "GET",
          url: attempt.url,
          ...(attempt.payload ? { payload: attempt.payload } : {}),
        });
        const body = response.json() as { message?: string };
        if (response.statusCode !== 400 || body.message !== NUL_MESSAGE) {
          failures.push(
            `${route.method} ${route.url} (${attempt.where}): ${response.statusCode} ${body.message}`,
          );
        }
      }
    }
    expect(failures).toEqual([]);
  });

  it("answers a body nested thousands of levels deep with a 4xx on every route, never a 500", async () => {
    // 8,000 levels (16 KB): the recursive walk of the NUL rule overflowed the stack on these.
    const depth = 8000;
    const deep = `${'{"a":'.repeat(depth)}1${"}".repeat(depth)}`;
    const client = gateway.client();
    const failures: string[] = [];
    for (const route of routes.filter((item) => takesBody(item.method))) {
      const response = await client.request({
        method: route.method as "POST",
        url: fillPath(route.url, "x"),
        headers: { "content-type": "application/json" },
        payload: deep,
      });
      if (response.statusCode >= 500) failures.push(`${route.method} ${route.url}: ${response.statusCode}`);
    }
    expect(failures).toEqual([]);
    const checked = await client.request({
      method: "POST",
      url: "/v1/auth/check-email",
      headers: { "content-type": "application/json" },
      payload: deep,
    });
    expect(checked.statusCode).toBe(400);
    expect(checked.json()).toMatchObject({
      code: "VALIDATION",
      message: "Слишком глубокая вложенность данных в запросе",
    });
    // Nested as deep as the limit still reaches validation (its own 400 for a wrong shape).
    const shallow = `${'{"a":'.repeat(MAX_BODY_DEPTH - 1)}1${"}".repeat(MAX_BODY_DEPTH - 1)}`;
    const ordinary = await client.request({
      method: "POST",
      url: "/v1/auth/check-email",
      headers: { "content-type": "application/json" },
      payload: shallow,
    });
    expect(ordinary.statusCode).toBe(400);
    expect(ordinary.json().message).not.toBe("Слишком глубокая вложенность данных в запросе");
  });

  it("are a 400 in a search and in a profile's text, and nothing is stored", async () => {
    const client = gateway.client();
    const search = await client.get("/v1/vacancy?filter.search=%D0%B0%00");
    expect(search.statusCode).toBe(400);
    expect(search.json()).toMatchObject({ message: NUL_MESSAGE, code: "VALIDATION" });

    const applicantId = await registerApplicant(client, "nul-profile@mail.ru");
    const profile = (await client.get(`/v1/profile/${applicantId}`)).json() as Record<string, unknown>;
    const body = await expectRejectedUnchanged(
      gateway.database.db,
      () =>
        client.request({
          method: "PUT",
          url: `/v1/profile/${applicantId}`,
          payload: { ...profile, name: "Ан\u0000на" },
        }),
      400,
    );
    expect(body).toMatchObject({ message: NUL_MESSAGE, issues: [{ path: ["name"] }] });
  });
});
