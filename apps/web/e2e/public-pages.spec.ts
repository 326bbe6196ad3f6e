import { expect, type Page, test } from "@playwright/test";
import { PASSWORD, registerViaApi, signInViaApi } from "./support";

/** The first active vacancy of the demo data, as the API gives it. */
async function someVacancy(page: Page): Promise<{ id: string; title: string }> {
  const response = await page.request.get("/v1/vacancy?pageSize=1");
  expect(response.ok()).toBe(true);
  const [vacancy] = (await response.json()).vacancies;
  return vacancy;
}

/** The layout shift the page has had so far (CLS without session windows: every shift counts). */
function layoutShift(page: Page): Promise<number> {
  return page.evaluate(
    () =>
      new Promise<number>((resolve) => {
        let total = 0;
        new PerformanceObserver((list) => {
          for (const entry of list.getEntries() as unknown as Array<{
            value: number;
            hadRecentInput: boolean;
          }>)
            if (!entry.hadRecentInput) total += entry.value;
        }).observe({ type: "layout-shift", buffered: true });
        // Buffered entries arrive in the observer's first callback, queued before this one.
        setTimeout(() => resolve(total), 0);
      }),
  );
}

/**
 * Console errors (React reports a failed hydration there), but for the fonts this test blocks
 * and the 401 of a call whose access token has just expired (the client refreshes it; tokens
 * live seconds in the test server).
 */
function consoleErrors(page: Page): string[] {
  const errors: string[] = [];
  page.on("console", (message) => {
    if (message.type() !== "error" || message.location().url.endsWith(".woff2")) return;
    if (message.text().includes("status of 401")) return;
    errors.push(message.text());
  });
  page.on("pageerror", (error) => errors.push(error.message));
  return errors;
}

test("a vacancy page shows its vacancy from the HTML: no request for it on the first load", async ({
  page,
}) => {
  const vacancy = await someVacancy(page);
  const asked: string[] = [];
  page.on("request", (request) => {
    if (new URL(request.url()).pathname === `/v1/vacancy/${vacancy.id}`) asked.push(request.method());
  });
  await page.goto(`/vacancies/detail/${vacancy.id}`);
  await expect(page.getByRole("heading", { level: 1, name: vacancy.title })).toBeVisible();
  await expect(page.getByRole("button", { name: "Откликнуться" })).toBeVisible();
  await expect(page).toHaveTitle(`${vacancy.title} — Работа`);
  // The page is up with everything its first render needs; a request would have been sent by now.
  await page.waitForLoadState("networkidle");
  expect(asked).toEqual([]);

  // Opening it again from the list is an ordinary visit: the served copy is not reused.
  // The list, and this vacancy's own link: «Похожие вакансии» under the page may hold another
  // vacancy of the same title, which a click racing the navigation could open instead.
  await page.getByRole("link", { name: "← Ко всем вакансиям" }).click();
  await expect(page).toHaveURL(/\/vacancies(\?|$)/);
  await page.locator(`a[href$="/vacancies/detail/${vacancy.id}"]`).first().click();
  await expect(page.getByRole("heading", { level: 1, name: vacancy.title })).toBeVisible();
  await expect.poll(() => asked).toEqual(["GET"]);
});

test("a gone vacancy answers 404 to crawlers and shows the error page to a person", async ({ page }) => {
  const response = await page.goto("/vacancies/detail/00000000-0000-4000-8000-000000000000");
  expect(response?.status()).toBe(404);
  await expect(page.getByText("404").first()).toBeVisible();
});

test("a static page's text is in its HTML and the app takes it over without a shift", async ({ browser }) => {
  // Without JavaScript, as a crawler or a link preview reads it.
  const reader = await browser.newContext({ javaScriptEnabled: false });
  const plain = await reader.newPage();
  await plain.goto("/documents/terms");
  await expect(plain.getByRole("heading", { level: 1, name: "Пользовательское соглашение" })).toBeVisible();
  await expect(plain.locator('link[rel="canonical"]')).toHaveAttribute("href", /\/documents\/terms$/);
  await reader.close();

  const visitor = await browser.newContext();
  const page = await visitor.newPage();
  // The web font's swap is the fonts' own shift (issue 16's font work); without it, what is
  // measured is the app taking the page over.
  await page.route("**/*.woff2", (route) => route.abort());
  const errors = consoleErrors(page);
  await page.goto("/");
  await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
  await page.waitForLoadState("networkidle");
  expect(await layoutShift(page)).toBe(0);
  // Hydrated: the header's «Войти» works, nothing was thrown away and rendered anew.
  await page.getByRole("button", { name: "Войти" }).first().click();
  await expect(page.getByRole("dialog")).toBeVisible();
  expect(errors).toEqual([]);
  await visitor.close();
});

for (const width of [390, 1280]) {
  test(`the public pages look finished at ${width} px`, async ({ page }, testInfo) => {
    await page.setViewportSize({ width, height: 900 });
    const vacancy = await someVacancy(page);
    for (const [name, path] of [
      ["vacancy", `/vacancies/detail/${vacancy.id}`],
      ["intro", "/"],
      ["terms", "/documents/terms"],
    ] as const) {
      await page.goto(path);
      await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
      await page.screenshot({ path: testInfo.outputPath(`${name}-${width}.png`) });
    }
  });
}

test("the vacancy list and a vacancy page are in their HTML, even without JavaScript", async ({
  browser,
}) => {
  const reader = await browser.newContext({ javaScriptEnabled: false });
  const page = await reader.newPage();
  const vacancy = await someVacancy(page);
  await page.goto("/vacancies");
  await expect(page.getByRole("heading", { level: 1, name: "Вакансии" })).toBeVisible();
  await expect(page.getByRole("link", { name: vacancy.title }).first()).toBeVisible();
  await expect(page.getByText(/^\d+ ваканси/)).toBeVisible();
  // A filter link is rendered with its filter set.
  await page.goto(`/vacancies?filter.search=${encodeURIComponent(vacancy.title)}`);
  await expect(page.getByRole("link", { name: vacancy.title }).first()).toBeVisible();
  await expect(page.getByPlaceholder(/^Профессия/)).toHaveValue(vacancy.title);
  await page.goto(`/vacancies/detail/${vacancy.id}`);
  await expect(page.getByRole("heading", { level: 1, name: vacancy.title })).toBeVisible();
  await expect(page.getByRole("button", { name: "Откликнуться" })).toBeVisible();
  await reader.close();
});

test("the vacancy pages hydrate without a mismatch or a shift, for a guest and an applicant", async ({
  browser,
}) => {
  const visitor = await browser.newContext();
  const page = await visitor.newPage();
  // The web font's swap is the fonts' own shift; without it, what is measured is the hydration.
  await page.route("**/*.woff2", (route) => route.abort());
  const errors = consoleErrors(page);
  const vacancy = await someVacancy(page);
  const pages = ["/vacancies", `/vacancies/detail/${vacancy.id}`];
  const visit = async (path: string, session: "guest" | "applicant") => {
    const response = await page.goto(path);
    // Rendered with the visitor's state, which the app starts from.
    const html = (await response?.text()) ?? "";
    expect(html, path).toContain('id="rabota-state"');
    expect(html, path).toContain(session === "guest" ? '{"session":null' : '{"session":{"userId"');
    // Live: the frame drops `aria-disabled` once the page has hydrated.
    await expect(page.locator("#root > [aria-disabled]")).toHaveCount(0);
    await page.waitForLoadState("networkidle");
    expect(await layoutShift(page), path).toBe(0);
  };
  for (const path of pages) await visit(path, "guest");
  await page.getByRole("button", { name: "Войти" }).first().click();
  await expect(page.getByRole("dialog")).toBeVisible();
  // An applicant's pages are rendered with the session (its header, its vacancy's buttons). A
  // new applicant: no other test signs this one out.
  const email = await registerViaApi(page.request, "applicant", "rendered");
  await signInViaApi(page, email, PASSWORD);
  for (const path of pages) {
    // Access tokens live seconds in the test server; the page is rendered for a valid one.
    expect((await page.request.post("/v1/auth/refresh")).ok()).toBe(true);
    await visit(path, "applicant");
    await expect(page.getByRole("button", { name: "Войти" })).toHaveCount(0);
  }
  expect(errors).toEqual([]);
  await visitor.close();
});
