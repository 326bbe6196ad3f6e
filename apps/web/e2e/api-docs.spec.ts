import { expect, test } from "@playwright/test";

test("the API reference at /docs renders the operations offline, under the app's CSP", async ({
  page,
  baseURL,
}) => {
  const origin = new URL(baseURL ?? "").origin;
  // Offline: any request to another origin fails the test (and is not sent).
  const foreign: string[] = [];
  await page.route(
    (url) => url.origin !== origin,
    (route) => {
      foreign.push(route.request().url());
      return route.abort();
    },
  );
  // The browser reports every CSP violation as an error on the console.
  const errors: string[] = [];
  page.on("console", (message) => {
    if (message.type() === "error") errors.push(message.text());
  });
  page.on("pageerror", (error) => errors.push(error.message));

  const response = await page.goto("/docs");
  expect(response?.headers()["content-security-policy"]).toMatch(/script-src 'self'(;|$)/);
  // Swagger UI has read /docs/json and drawn one block per operation, with its Russian summary.
  await expect(page.getByText("Работа — API шлюза")).toBeVisible();
  await expect(
    page.locator(".opblock-summary-description", { hasText: "Войти по email и паролю" }),
  ).toBeVisible();
  expect(await page.locator(".opblock").count()).toBeGreaterThan(60);
  // Opening an operation shows its answers, the error shape among them.
  await page.locator(".opblock-summary", { hasText: "Войти по email и паролю" }).first().click();
  await expect(
    page.locator(".opblock.is-open .responses-table").getByText("Неправильный пароль"),
  ).toBeVisible();

  expect(foreign).toEqual([]);
  expect(errors).toEqual([]);
});
