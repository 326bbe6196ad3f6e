import { expect, test } from "@playwright/test";
import { signedInApplicant } from "./assessments";
import { expectNoA11yViolations } from "./support";

test.describe("the contest page", () => {
  test("a guest sees the rules and «Войти», and the formula page states the formula", async ({ page }) => {
    await page.goto("/contest");
    await expect(page.getByRole("heading", { level: 2, name: "Этапы" })).toBeVisible();
    await expect(page.getByTestId("contest-summary")).toHaveCount(0);
    await page.getByRole("main").getByRole("button", { name: "Войти" }).click();
    await expect(page.getByRole("dialog").getByRole("heading", { name: "Вход и регистрация" })).toBeVisible();
    await page.keyboard.press("Escape");

    await page.getByRole("link", { name: "Как считается коэффициент" }).click();
    await expect(page).toHaveURL(/\/contest\/formula$/);
    await expect(page.getByRole("heading", { level: 1, name: "Как считается коэффициент" })).toBeVisible();
    const rows = page.getByRole("table").getByRole("row");
    await expect(rows).toHaveCount(6);
    await expect(page.getByTestId("formula-sum")).toHaveText(
      "Коэффициент = 100 × (45 % × навыки + 20 % × опыт работы + 15 % × заполненность профиля + 10 % × логика + 10 % × тест характеристик)",
    );
    await expectNoA11yViolations(page);
  });

  test("an applicant sees the scores, next steps and the coefficients of the vacancies they opened, each explained", async ({
    browser,
  }) => {
    const page = await signedInApplicant(browser);
    await page.goto("/vacancies");
    const first = page.getByTestId("vacancy-card").first().getByRole("link").first();
    const title = (await first.textContent()) ?? "";
    await first.click();
    await expect(page.getByTestId("vacancy-coefficient")).toHaveText(/^\d+$/);
    const coefficient = (await page.getByTestId("vacancy-coefficient").textContent()) ?? "";

    await page.goto("/contest");
    const summary = page.getByTestId("contest-summary");
    await expect(summary.getByText("Конкурсный балл")).toBeVisible();
    await expect(summary.getByText("Балл логики")).toBeVisible();
    await expect(summary.getByRole("listitem").filter({ hasText: "Пройдите тест на логику" })).toBeVisible();
    const item = page.getByTestId("contest-coefficient").filter({ hasText: title });
    await expect(item).toContainText(coefficient);
    await item.getByRole("button", { name: "Почему такой коэффициент?" }).click();
    await expect(item.getByTestId("factor")).toHaveCount(5);
    await expectNoA11yViolations(page);
  });
});
