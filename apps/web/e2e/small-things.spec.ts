import { expect, test } from "@playwright/test";
import { PASSWORD, registerViaApi, signInViaApi } from "./support";

// Issue 12, item 10: the month picker speaks Russian, the contest dates come from
// configuration, and the demo data tells one story.

test("the experience editor picks months by Russian name, with no native month input", async ({
  page,
  request,
}) => {
  const email = await registerViaApi(request, "applicant", "months");
  await signInViaApi(page, email, PASSWORD);
  await page.goto("/profile/edit/experience");
  await page.getByRole("button", { name: "Добавить место работы" }).click();
  await expect(page.locator('input[type="month"]')).toHaveCount(0);
  const startMonth = page.getByRole("combobox", { name: "Начало работы, месяц" });
  await expect(startMonth.getByRole("option")).toHaveText([
    "Месяц",
    "январь",
    "февраль",
    "март",
    "апрель",
    "май",
    "июнь",
    "июль",
    "август",
    "сентябрь",
    "октябрь",
    "ноябрь",
    "декабрь",
  ]);
  await expect(page.getByRole("group", { name: "Начало работы" })).toBeVisible();

  await page.getByLabel("Компания").fill("Ромашка");
  await page.getByLabel("Должность").fill("Аналитик");
  await startMonth.selectOption({ label: "сентябрь" });
  await page.getByRole("combobox", { name: "Начало работы, год" }).selectOption("2018");
  await page.getByRole("combobox", { name: "Окончание работы, месяц" }).selectOption({ label: "май" });
  await page.getByRole("combobox", { name: "Окончание работы, год" }).selectOption("2021");
  await page.getByRole("button", { name: "Сохранить" }).click();
  await page.waitForURL("**/profile");
  await expect(page.getByRole("main").getByText("09.2018 — 05.2021")).toBeVisible();

  // Back in the editor the saved months are chosen again.
  await page.goto("/profile/edit/experience");
  await expect(page.getByRole("combobox", { name: "Начало работы, месяц" })).toHaveValue("09");
  await expect(page.getByRole("combobox", { name: "Окончание работы, год" })).toHaveValue("2021");
});

test("the contest dates come from configuration, in Russian words", async ({ page }) => {
  await page.goto("/contest");
  const main = page.getByRole("main");
  // The build's defaults (VITE_CONTEST_START / VITE_CONTEST_END).
  await expect(main.getByText("1 ноября 2026 — 28 февраля 2027")).toBeVisible();
  await expect(main).not.toContainText("2025");
  await expect(main).toContainText(/Конкурс для соискателей (начнётся|идёт до|завершился)/);
  await expect(main.getByRole("listitem").filter({ hasText: "Тесты" })).toContainText("с 1 ноября 2026");

  await page.goto("/");
  const cta = page.getByRole("region", { name: /Конкурс для соискателей/ });
  await expect(cta.getByRole("heading", { level: 2 })).toHaveText(
    /^Конкурс для соискателей (начнётся 1 ноября 2026|идёт до 28 февраля 2027|завершился 28 февраля 2027)$/,
  );
  await expect(cta).toContainText("пройдите тесты и получите конкурсный балл");
});

test("the newest demo vacancies are in their company's city", async ({ page }) => {
  await page.goto("/vacancies");
  const cards = page.getByTestId("vacancy-card");
  await expect(cards.first()).toBeVisible();
  // Each card's title links to its vacancy (the company's name to the company's page).
  const hrefs = await cards
    .locator('a[href^="/vacancies/detail/"]')
    .evaluateAll((links) => links.slice(0, 6).map((link) => link.getAttribute("href") ?? ""));
  expect(hrefs.length).toBeGreaterThanOrEqual(6);
  for (const href of hrefs) {
    await page.goto(href);
    const companyCity = page.locator(".rb-company-card__city");
    await expect(companyCity).toBeVisible();
    const vacancyCity = page
      .getByTestId("vacancy-details")
      .locator("dt", { hasText: "Город" })
      .locator("+ dd");
    await expect(vacancyCity, href).toHaveText((await companyCity.textContent()) ?? "");
  }
});
