import { expect, type Page, test } from "@playwright/test";
import { PASSWORD, registerViaApi, signInViaApi } from "./support";

const cards = (page: Page) => page.getByTestId("vacancy-card");

/** Counts the list's page requests (`GET /v1/vacancy?…`) from now on. */
function watchListRequests(page: Page) {
  let count = 0;
  page.on("request", (request) => {
    const url = new URL(request.url());
    if (request.method() === "GET" && url.pathname === "/v1/vacancy") count += 1;
  });
  return () => count;
}

test("Back from a vacancy opened after «Показать ещё» returns to the same list and place", async ({
  page,
  request,
}) => {
  const email = await registerViaApi(request, "applicant", "list-back");
  await signInViaApi(page, email, PASSWORD);
  await page.goto("/vacancies");
  await expect(cards(page)).toHaveCount(10);
  await page.getByRole("button", { name: "Показать ещё" }).click();
  await expect(cards(page)).toHaveCount(20);

  const target = cards(page).nth(15);
  await target.scrollIntoViewIfNeeded();
  const id = await target.getAttribute("data-vacancy-id");
  const scrolled = await page.evaluate(() => window.scrollY);
  expect(scrolled).toBeGreaterThan(300);
  const requests = watchListRequests(page);

  await target.getByRole("link").first().click();
  await expect(page).toHaveURL(/\/vacancies\/detail\//);
  await expect(page.getByTestId("vacancy-details")).toBeVisible();
  // A like on the vacancy page shows on the list it came from.
  await page.getByTestId("vacancy-details").getByRole("button", { name: "В избранное" }).click();
  await expect(
    page.getByTestId("vacancy-details").getByRole("button", { name: "В избранном", exact: true }),
  ).toBeVisible();
  await page.goBack();

  await expect(cards(page)).toHaveCount(20);
  await expect(page.locator(`[data-vacancy-id="${id}"]`)).toBeInViewport();
  await expect.poll(() => page.evaluate(() => window.scrollY)).toBeGreaterThan(scrolled - 40);
  expect(await page.evaluate(() => window.scrollY)).toBeLessThan(scrolled + 40);
  expect(requests()).toBe(0);
  await expect(
    page.locator(`[data-vacancy-id="${id}"]`).getByRole("button", { name: "Убрать из избранного" }),
  ).toBeVisible();

  // A fresh visit from the header (here from a vacancy) starts the list anew, at its top.
  await page.locator(`[data-vacancy-id="${id}"]`).getByRole("link").first().click();
  await expect(page.getByTestId("vacancy-details")).toBeVisible();
  await page.getByRole("banner").getByRole("link", { name: "Вакансии", exact: true }).click();
  await expect(cards(page)).toHaveCount(10);
  // At least one page request: the list was loaded anew, not restored (how many is not the point).
  await expect.poll(requests).toBeGreaterThanOrEqual(1);
  expect(await page.evaluate(() => window.scrollY)).toBe(0);
});
