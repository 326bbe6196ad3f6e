import { type Browser, expect, type Page, test } from "@playwright/test";
import { PASSWORD, pickPlace, registerViaApi, signInViaApi } from "./support";

// Issue 40: the vacancy editor's place — «Город» picked from hh.ru's places, «Метро» from the
// city's stations. Drafts only: nothing here reaches the public list.

/** A new employer of a new company, signed in, on a new vacancy's editor with its title and pay. */
async function newVacancy(browser: Browser, title: string): Promise<Page> {
  const context = await browser.newContext();
  const email = await registerViaApi(context.request, "employer", "vacancy-place");
  const page = await context.newPage();
  await signInViaApi(page, email, PASSWORD);
  await page.goto("/vacancies/new");
  await page.getByLabel("Название вакансии").fill(title);
  await page.getByLabel("Зарплата от").fill("70000");
  return page;
}

/** «Сохранить черновик», then the saved draft's editor opened afresh. */
async function saveAndReopen(page: Page): Promise<void> {
  await page.getByRole("button", { name: "Сохранить черновик" }).click();
  await expect(page.getByText("Черновик сохранён", { exact: true })).toBeVisible();
  await expect(page).toHaveURL(/\/vacancies\/edit\/[\w-]+$/);
  await page.reload();
  await expect(page.getByLabel("Название вакансии")).not.toHaveValue("");
}

test("an employer picks «Тула» by keyboard and the edit page shows it", async ({ browser }) => {
  const page = await newVacancy(browser, "Пекарь в Туле");
  const city = page.getByRole("combobox", { name: "Город" });
  await pickPlace(city, "тул", "Тула");
  await page.getByLabel("Улица", { exact: true }).fill("Советская улица");
  await page.getByLabel("Дом", { exact: true }).fill("10");

  await saveAndReopen(page);
  await expect(page.getByRole("combobox", { name: "Город" })).toHaveValue("Тула");
  await expect(page.getByLabel("Улица", { exact: true })).toHaveValue("Советская улица");
  await expect(page.getByLabel("Дом", { exact: true })).toHaveValue("10");
  // Тула has no metro.
  await expect(page.getByRole("combobox", { name: "Метро" })).toHaveCount(0);
});

test("an employer picks Москва and the station «Бауманская»", async ({ browser }) => {
  const page = await newVacancy(browser, "Бариста у Бауманской");
  const city = page.getByRole("combobox", { name: "Город" });
  await pickPlace(city, "Москва", "Москва");

  const metro = page.getByRole("combobox", { name: "Метро" });
  await metro.click();
  await page.keyboard.type("Бауман");
  await expect(page.getByRole("option", { name: /Бауманская/ })).toBeVisible();
  await page.keyboard.press("ArrowDown");
  await page.keyboard.press("Enter");
  const chosen = page.getByRole("list", { name: "Выбранные станции метро" });
  await expect(chosen).toContainText("Бауманская");

  await saveAndReopen(page);
  await expect(page.getByRole("combobox", { name: "Город" })).toHaveValue("Москва");
  await expect(page.getByRole("list", { name: "Выбранные станции метро" })).toContainText("Бауманская");
});
