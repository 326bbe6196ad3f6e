import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { testDatabases } from "../../testing/databases";
import { registerApplicant } from "../../testing/flows";
import { createTestGateway, type TestGateway } from "../../testing/gateway";
import { fillPath, hasParams, type RouteRef, routeCollector, takesBody } from "../../testing/routes";
import { expectRejectedUnchanged } from "../../testing/snapshot";

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
