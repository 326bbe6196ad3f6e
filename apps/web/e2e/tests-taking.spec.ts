import { expect, type Page, test } from "@playwright/test";
import { answerByKeyboard, numberIn, questionCount, signedInApplicant, skipToContent } from "./assessments";
import { expectNoA11yViolations } from "./support";

/** The profile's «Тесты» section. */
function testsSection(page: Page) {
  return page.getByRole("region", { name: "Тесты" });
}

/** A catalogue card of the section by the test's title. */
function testCard(page: Page, title: string) {
  return page
    .getByTestId("test-card")
    .filter({ has: page.getByRole("heading", { name: title, exact: true }) });
}

/** Opens the newest vacancy's page and gives its address. */
async function openFirstVacancy(page: Page): Promise<string> {
  await page.goto("/vacancies");
  const link = page.getByTestId("vacancy-card").first().getByRole("link").first();
  await link.click();
  await expect(page).toHaveURL(/\/vacancies\/detail\//);
  return page.url();
}

/** The vacancy page's factor of `name`, after opening «Почему такой коэффициент?». */
async function factor(page: Page, name: string) {
  const why = page
    .getByTestId("vacancy-assessment")
    .getByRole("button", { name: "Почему такой коэффициент?" });
  if ((await why.getAttribute("aria-expanded")) !== "true") await why.click();
  const item = page.getByTestId("factor").filter({ has: page.getByRole("heading", { name, exact: true }) });
  await expect(item).toBeVisible();
  return item;
}

test.describe("taking tests", () => {
  test("an applicant takes the characteristics test by keyboard only, resumes after a reload, and the coefficient rises with its explanation", async ({
    browser,
  }) => {
    const page = await signedInApplicant(browser);
    const vacancyUrl = await openFirstVacancy(page);
    const coefficient = page.getByTestId("vacancy-coefficient");
    await expect(coefficient).toHaveText(/^\d+$/);
    const before = numberIn((await coefficient.textContent()) ?? "");
    await expect(await factor(page, "Тест характеристик")).toContainText("Нет данных");

    await page.goto("/profile");
    await expect(testsSection(page).getByRole("heading", { name: "Тесты", exact: true })).toBeVisible();
    const card = testCard(page, "Тест характеристик");
    await expect(card).toContainText("Не начат");
    await expect(card).toContainText("20 вопросов · без ограничения времени");
    await card.getByRole("button", { name: "Пройти тест «Тест характеристик»" }).click();

    await expect(page).toHaveURL(/\/tests\/[\w-]+$/);
    const total = await questionCount(page);
    expect(total).toBe(20);
    // The route change puts the focus on the page's heading, one Tab before the options.
    await expect(page.getByRole("heading", { level: 1, name: "Тест характеристик" })).toBeFocused();
    await expect(page.getByRole("group")).toBeVisible();
    await answerByKeyboard(page, total, 1, 3);
    // Every answer is saved as given (the page says when the last save is done): a reload
    // resumes at the first unanswered question.
    await expect(page.getByText("Вопрос 4 из 20", { exact: true })).toBeVisible();
    await expect(page.getByText("Сохраняем ответ…")).toHaveCount(0);
    await page.reload();
    await expect(page.getByText("Вопрос 4 из 20", { exact: true })).toBeVisible();
    await expectNoA11yViolations(page);
    await skipToContent(page);
    await answerByKeyboard(page, total, 4, total);

    await expect(page.getByRole("status").filter({ hasText: "Тест завершён" })).toBeVisible();
    const traits = page.getByTestId("test-result").getByRole("listitem");
    await expect(traits).toHaveCount(5);
    for (const title of ["Общительность", "Доброжелательность", "Организованность", "Воображение"]) {
      await expect(page.getByRole("heading", { name: title, exact: true })).toBeVisible();
    }
    await page.getByRole("link", { name: "Вернуться к тестам в профиле" }).click();

    await expect(testCard(page, "Тест характеристик")).toContainText("Пройден");
    const messages = page.getByTestId("test-message");
    await expect(messages.filter({ hasText: "Вы начали тест «Тест характеристик»." })).toBeVisible();
    await expect(messages.filter({ hasText: "Тест «Тест характеристик» пройден" })).toBeVisible();

    // Off by default; the choice is stored.
    const sharing = page.getByRole("checkbox", {
      name: "Показывать работодателям результаты теста характеристик",
    });
    await expect(sharing).not.toBeChecked();
    await sharing.check();
    await expect(sharing).toBeEnabled();
    await page.reload();
    await expect(sharing).toBeChecked();

    // The personality factor (10 %) is now met: the coefficient rises by 10 points.
    await page.goto(vacancyUrl);
    await expect(coefficient).toHaveText(String(before + 10));
    const personality = await factor(page, "Тест характеристик");
    await expect(personality).toContainText("Подтверждено тестом");
    await expect(personality).toContainText("+10");
  });

  test("an applicant takes the logic test by keyboard only, sees the score and the messages, and a retake is refused with its date", async ({
    browser,
  }) => {
    const page = await signedInApplicant(browser);
    await page.goto("/profile");
    const card = testCard(page, "Логика");
    await card.getByRole("button", { name: "Пройти тест «Логика»" }).click();
    await expect(page).toHaveURL(/\/tests\/[\w-]+$/);
    const total = await questionCount(page);
    expect(total).toBeGreaterThanOrEqual(12);
    await expect(page.getByRole("timer")).toHaveText(/^Осталось \d+:\d\d$/);
    await answerByKeyboard(page, total, 1, total);

    const result = page.getByTestId("test-result");
    await expect(result).toContainText(new RegExp(`Верных ответов: \\d+ из ${total}`));
    const score = numberIn((await result.locator(".rb-test-result__value").textContent()) ?? "");
    await page.getByRole("link", { name: "Вернуться к тестам в профиле" }).click();

    await expect(card).toContainText("Пройден");
    await expect(card).toContainText(`Результат: ${score} %`);
    await expect(
      page.getByTestId("test-message").filter({ hasText: `Тест «Логика» пройден: ${score} из 100` }),
    ).toBeVisible();

    await card.getByRole("button", { name: "Пройти тест «Логика»" }).click();
    await expect(card.getByRole("alert")).toHaveText(
      /^Пройти тест «Логика» снова можно с \d{2}\.\d{2}\.\d{4}$/,
    );
    await expect(page).toHaveURL(/\/profile(#tests)?$/);
  });

  test("another applicant opening a test's address gets «Доступ запрещён»", async ({ browser }) => {
    const [owner, stranger] = await Promise.all([signedInApplicant(browser), signedInApplicant(browser)]);
    await owner.goto("/profile");
    await testCard(owner, "Excel").getByRole("button", { name: "Пройти тест «Excel»" }).click();
    await expect(owner).toHaveURL(/\/tests\/[\w-]+$/);
    const testUrl = new URL(owner.url()).pathname;

    await stranger.goto(testUrl);
    await expect(stranger.getByRole("heading", { name: "Доступ запрещён" })).toBeVisible();
    await expect(stranger.getByRole("group")).toHaveCount(0);
  });
});
