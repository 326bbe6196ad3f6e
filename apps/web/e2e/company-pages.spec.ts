import { type Browser, expect, type Page, test } from "@playwright/test";
import { authed, PASSWORD, publishViaApi, registerViaApi, signInViaApi, uniqueWord } from "./support";

const REVIEW = "Ответили на отклик за день, на собеседовании честно рассказали о задачах и зарплате.";

/**
 * Console errors and failures of the page's scripts (React reports a failed hydration there);
 * not the 401 of a call made as the test server's seconds-long access token expires (the client
 * refreshes and asks again).
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

/** A vacancy of a new company of its own, and that company's id. */
async function companyVacancy(browser: Browser, label: string) {
  const title = `Флорист ${uniqueWord()}`;
  const vacancyId = await publishViaApi(browser, label, {
    title,
    description: "Собирать букеты и принимать заказы в цветочном магазине.",
  });
  const context = await browser.newContext();
  const vacancy = await (await context.request.get(`/v1/vacancy/${vacancyId}`)).json();
  await context.close();
  return { vacancyId, title, companyId: vacancy.vacancy.company.id as string };
}

test.describe("company pages (issue 42)", () => {
  test("an applicant who responded writes a review, and the vacancy page's company card shows the new rating", async ({
    browser,
    page,
  }) => {
    const { vacancyId, companyId } = await companyVacancy(browser, "company-review");
    const errors = consoleErrors(page);
    const email = await registerViaApi(page.request, "applicant", "company-review");
    await signInViaApi(page, email, PASSWORD);

    await page.goto(`/vacancies/detail/${vacancyId}`);
    const card = page.getByTestId("company-card-rating");
    await expect(card).toHaveText("Нет отзывов");
    await page.getByRole("button", { name: "Откликнуться" }).click();
    await expect(page.getByText(/^(Вы откликнулись|Отклик: .+)$/)).toBeVisible();

    // The company's name on the card leads to its page.
    await page.locator(".rb-company-card").getByRole("link").first().click();
    await expect(page).toHaveURL(new RegExp(`/companies/${companyId}$`));
    await expect(page.getByRole("heading", { level: 1 })).toContainText("Ромашка");
    await expect(page.getByTestId("company-rating")).toHaveText("Нет отзывов");

    const form = page.getByTestId("review-form");
    await form.getByRole("button", { name: "Опубликовать" }).click();
    await expect(form.getByText("Поставьте оценку от 1 до 5")).toBeVisible();
    await form.getByRole("radio", { name: "4 из 5" }).check();
    await form.getByRole("textbox", { name: "Отзыв" }).fill(REVIEW);
    await expect(form.getByText(`${REVIEW.length} / 3 000`)).toBeVisible();
    await form.getByRole("button", { name: "Опубликовать" }).click();

    const review = page.getByTestId("review").first();
    await expect(review.getByText("Откликался в 2026")).toBeVisible();
    await expect(review.getByRole("img", { name: "Оценка 4 из 5" })).toBeVisible();
    await expect(review.getByText("Аноним")).toBeVisible();
    await expect(page.getByTestId("company-rating")).toHaveText("4,01 отзыв");
    await expect(page.getByTestId("my-review")).toBeVisible();

    await page.goto(`/vacancies/detail/${vacancyId}`);
    await expect(page.getByTestId("company-card-rating")).toHaveText("4,01 отзыв");
    expect(errors).toEqual([]);
  });

  test("the company page without JavaScript shows its vacancies and reviews", async ({ browser }) => {
    const { vacancyId, companyId, title } = await companyVacancy(browser, "company-nojs");
    // A review through the API by an applicant who responded.
    const applicant = await browser.newContext();
    const email = await registerViaApi(applicant.request, "applicant", "company-nojs");
    const login = await applicant.request.post("/v1/auth/login", { data: { email, password: PASSWORD } });
    const applicantId: string = (await login.json()).auth.id;
    const responded = await authed(applicant.request, () =>
      applicant.request.post(`/v1/vacancy/${vacancyId}/response/${applicantId}`),
    );
    expect(responded.ok()).toBe(true);
    const written = await authed(applicant.request, () =>
      applicant.request.post(`/v1/company/${companyId}/reviews`, {
        data: { rating: 5, text: REVIEW, pros: "Быстро отвечают" },
      }),
    );
    expect(written.status(), await written.text()).toBe(201);
    await applicant.close();

    const context = await browser.newContext({ javaScriptEnabled: false });
    const page = await context.newPage();
    const response = await page.goto(`/companies/${companyId}`);
    expect(response?.status()).toBe(200);
    await expect(page).toHaveTitle(/ — отзывы и вакансии — Работа$/);
    await expect(page.getByRole("heading", { level: 1 })).toContainText("Ромашка");
    await expect(page.getByTestId("company-vacancies").getByRole("link", { name: title })).toBeVisible();
    const review = page.getByTestId("review");
    await expect(review).toHaveCount(1);
    await expect(review.getByText(REVIEW)).toBeVisible();
    await expect(review.getByText("Быстро отвечают")).toBeVisible();
    await expect(review.getByRole("img", { name: "Оценка 5 из 5" })).toBeVisible();
    await expect(page.getByTestId("company-rating")).toHaveText("5,01 отзыв");
    await expect(page.getByText("Войдите, чтобы оставить отзыв")).toBeVisible();

    for (const width of [375, 1440]) {
      await page.setViewportSize({ width, height: 900 });
      await page.screenshot({ path: `test-results/company-page-${width}.png`, fullPage: true });
    }
    await context.close();
  });
});
