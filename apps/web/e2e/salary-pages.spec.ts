import { type APIRequestContext, expect, type Page, test } from "@playwright/test";
import { A11Y_WIDTHS, A11ySweep } from "./a11y";
import { authed, PASSWORD, registerViaApi, uniqueWord } from "./support";

/** hh.ru's «Программист, разработчик» in Тула: a salary page with figures once five vacancies count. */
const PROFESSION = "96";
const TULA = "92";
const PAGE = `/salaries/${PROFESSION}/${TULA}`;
const HEADING = "Зарплаты: Программист, разработчик — Тула";

/** How many vacancies Тула's developer figures count now. */
async function counted(request: APIRequestContext): Promise<number> {
  const response = await request.get(`/v1/salaries?professionId=${PROFESSION}&areaId=${TULA}`);
  expect(response.ok()).toBe(true);
  return (await response.json()).count;
}

/** Console errors and failures of the page's scripts (React reports a failed hydration there). */
function consoleErrors(page: Page): string[] {
  const errors: string[] = [];
  page.on("console", (message) => {
    if (message.type() !== "error" || message.location().url.endsWith(".woff2")) return;
    errors.push(message.text());
  });
  page.on("pageerror", (error) => errors.push(error.message));
  return errors;
}

let titles: string[] = [];

// One worker: the vacancies are made once, before every test.
test.describe.configure({ mode: "serial" });

// Five vacancies of the profession in Тула, published by one employer; the gateway counts them in
// its statistics by a job each write queues, so the test waits until the figures have them.
test.beforeAll(async ({ browser }) => {
  const employer = await browser.newContext();
  const { request } = employer;
  const before = await counted(request);
  const email = await registerViaApi(request, "employer", "salaries");
  expect((await request.post("/v1/auth/login", { data: { email, password: PASSWORD } })).ok()).toBe(true);
  const word = uniqueWord();
  titles = [90, 110, 130, 160, 210].map((thousands) => `Разработчик ${word} на ${thousands} тысяч`);
  for (const [index, title] of titles.entries()) {
    const published = await authed(request, () =>
      request.post("/v1/vacancy", {
        data: {
          title,
          professionId: PROFESSION,
          areaId: TULA,
          workingExperience: "EXPERIENCE_1_TO_3_YEARS",
          salaryFrom: ([90, 110, 130, 160, 210][index] as number) * 1000,
          salaryCurrency: "RUB",
          salaryGross: true,
          status: "VACANCY_STATUS_ACTIVE",
        },
      }),
    );
    expect(published.status(), await published.text()).toBe(201);
  }
  await expect.poll(() => counted(request), { timeout: 60_000 }).toBeGreaterThanOrEqual(before + 5);
  await employer.close();
});

test("without JavaScript the salary page shows its figures, the distribution chart and its table", async ({
  browser,
}) => {
  const reader = await browser.newContext({ javaScriptEnabled: false });
  const page = await reader.newPage();
  const response = await page.goto(PAGE);
  expect(response?.status()).toBe(200);
  await expect(page.getByRole("heading", { level: 1, name: HEADING })).toBeVisible();
  await expect(page.getByText(/в месяц до вычета НДФЛ, по \d+ вакансиям за 12 месяцев/)).toBeVisible();
  await expect(page.getByRole("img", { name: /^Распределение зарплат/ })).toBeVisible();
  const figures = page.getByRole("table", { name: /Зарплаты по перцентилям/ });
  await expect(figures).toBeVisible();
  await expect(figures.getByRole("row", { name: /Медиана/ })).toContainText("₽");
  await expect(page.getByRole("img", { name: /Медиана зарплат по месяцам/ })).toBeVisible();
  await expect(page.getByRole("table", { name: /по месяцам публикации/ })).toBeAttached();
  await expect(page.getByRole("table", { name: "Зарплаты по требуемому опыту работы" })).toBeVisible();
  // The vacancies behind the figures link to their pages.
  const vacancy = page.getByRole("link", { name: titles.at(-1) as string });
  await expect(vacancy).toHaveAttribute("href", /^\/vacancies\/detail\//);
  await expect(page.getByRole("link", { name: "Вся Россия" })).toHaveAttribute(
    "href",
    `/salaries/${PROFESSION}`,
  );
  await reader.close();
});

test("the salary page hydrates without errors, works as a client route and axe finds nothing", async ({
  page,
}) => {
  const errors = consoleErrors(page);
  const asked: string[] = [];
  page.on("request", (request) => {
    if (new URL(request.url()).pathname.startsWith("/v1/salaries")) asked.push(request.url());
  });
  await page.goto(PAGE);
  await expect(page.getByRole("heading", { level: 1, name: HEADING })).toBeVisible();
  await expect(page).toHaveTitle(`${HEADING} — Работа`);
  await page.waitForLoadState("networkidle");
  // The page started from its HTML's data: nothing asked again.
  expect(asked).toEqual([]);
  expect(errors).toEqual([]);

  const sweep = new A11ySweep(page, A11Y_WIDTHS);
  await sweep.check(PAGE);
  sweep.expectClean();

  // «Вся Россия» is a client route: the page loads its figures through the API.
  await page.getByRole("link", { name: "Вся Россия" }).click();
  await expect(
    page.getByRole("heading", { level: 1, name: "Зарплаты: Программист, разработчик — Россия" }),
  ).toBeVisible();
  await expect(page.getByRole("img", { name: /^Распределение зарплат/ })).toBeVisible();
  expect(asked.length).toBeGreaterThan(0);
  expect(errors).toEqual([]);
});

test("an unknown profession or area is the 404 page", async ({ page }) => {
  for (const path of ["/salaries/99999", `/salaries/${PROFESSION}/999999999`, "/salaries/developer"]) {
    const response = await page.goto(path);
    expect(response?.status(), path).toBe(404);
    await expect(page.getByText("Страница не найдена").first()).toBeVisible();
  }
});
