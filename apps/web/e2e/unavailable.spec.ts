import { expect, type Page, test } from "@playwright/test";

// Fault injection: the gateway answers a read 503 (its answer while the database is away,
// apps/gateway README, "Faults, shutdown and durability").
const UNAVAILABLE = {
  status: 503,
  contentType: "application/json",
  headers: { "retry-after": "1" },
  body: JSON.stringify({
    message: "Сервис временно недоступен, попробуйте ещё раз через несколько секунд",
    code: "UNKNOWN",
  }),
};

/** Answers the vacancy list with 503 the first `times` times, then lets it through; counts the calls. */
async function listUnavailable(page: Page, times: number) {
  const calls = { count: 0 };
  await page.route(
    (url) => url.pathname === "/v1/vacancy",
    (route) => {
      calls.count += 1;
      return calls.count <= times ? route.fulfill(UNAVAILABLE) : route.continue();
    },
  );
  return calls;
}

/**
 * Opens the list the way the app loads it: a full load of /vacancies is rendered by the gateway
 * (issue 27), so the browser asks nothing; coming from the intro, the app asks for the list.
 */
async function openListInApp(page: Page) {
  await page.goto("/");
  await page.getByRole("banner").getByRole("link", { name: "Вакансии" }).click();
}

test.describe("a gateway that is briefly unavailable", () => {
  test("a load answered 503 once is sent again and the page shows", async ({ page }) => {
    const calls = await listUnavailable(page, 1);
    await openListInApp(page);
    await expect(page.getByTestId("vacancy-card")).toHaveCount(10);
    await expect(page).toHaveURL(/\/vacancies$/);
    expect(calls.count).toBe(2);
  });

  test("a load that stays 503 ends on the error page for 503, like any 5xx", async ({ page }) => {
    const calls = await listUnavailable(page, Number.POSITIVE_INFINITY);
    await openListInApp(page);
    await expect(page).toHaveURL(/\/error\/503$/);
    await expect(page.getByText("503", { exact: true })).toBeVisible();
    // The first try and the client's retries of an idempotent read (packages/api-client, http.ts).
    expect(calls.count).toBe(3);
  });
});
