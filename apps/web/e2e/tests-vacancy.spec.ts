import { expect, test } from "@playwright/test";
import { answerByKeyboard, questionCount, signedInApplicant } from "./assessments";

test.describe("a vacancy's test", () => {
  test("moves from «Не начат» through «В процессе» to «Пройден», resuming where the applicant was", async ({
    browser,
  }) => {
    const page = await signedInApplicant(browser);
    // A vacancy of the demo data that asks for a test.
    const response = await page.request.get("/v1/vacancy?filter.assessed=true&pageSize=20");
    const { vacancies } = (await response.json()) as { vacancies: { id: string; testName: string }[] };
    const vacancy = vacancies[Math.floor(Math.random() * vacancies.length)];
    expect(vacancy?.testName).toMatch(/^SKILL_/);
    const vacancyUrl = `/vacancies/detail/${vacancy?.id}`;

    await page.goto(vacancyUrl);
    const panel = page.getByTestId("vacancy-assessment");
    const status = panel.getByTestId("vacancy-test-status");
    await expect(status).toHaveText("Не начат");
    await expect(panel).toContainText("Вакансия просит пройти тест «");
    await panel.getByRole("button", { name: "Пройти тест" }).click();

    await expect(page).toHaveURL(/\/tests\/[\w-]+$/);
    const testUrl = page.url();
    const total = await questionCount(page);
    await answerByKeyboard(page, total, 1, 2);
    await expect(page.getByText(`Вопрос 3 из ${total}`, { exact: true })).toBeVisible();

    await page.goto(vacancyUrl);
    await expect(status).toHaveText("В процессе");
    await panel.getByRole("button", { name: "Продолжить тест" }).click();
    await expect(page).toHaveURL(testUrl);
    await expect(page.getByText(`Вопрос 3 из ${total}`, { exact: true })).toBeVisible();
    await answerByKeyboard(page, total, 3, total);
    await expect(page.getByTestId("test-result")).toContainText(`из ${total}`);

    await page.goto(vacancyUrl);
    await expect(status).toHaveText("Пройден");
    await expect(panel.getByRole("button", { name: /тест/ })).toHaveCount(0);
    await page.goto("/profile");
    await expect(page.getByTestId("test-message").filter({ hasText: "Вакансия «" })).toHaveCount(1);
  });
});
