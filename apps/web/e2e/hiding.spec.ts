import { type Browser, expect, type Page, test } from "@playwright/test";
import { expectNoA11yViolations, PASSWORD, registerViaApi, signInViaApi } from "./support";

// Issue 26: an applicant hides what they never want to see again. Each test is a new applicant,
// so what it hides changes no one else's list.

async function newApplicant(browser: Browser): Promise<Page> {
  const context = await browser.newContext();
  const email = await registerViaApi(context.request, "applicant", "hiding");
  const page = await context.newPage();
  await signInViaApi(page, email, PASSWORD);
  return page;
}

const cards = (page: Page) => page.getByTestId("vacancy-card");
const card = (page: Page, id: string) =>
  page.locator(`[data-testid="vacancy-card"][data-vacancy-id="${id}"]`);
const totalNumber = async (page: Page) =>
  Number(
    (
      await page
        .getByText(/^\d[\d\s]* ваканси/)
        .first()
        .textContent()
    )?.replace(/\D/g, ""),
  );

test("an applicant hides a vacancy and takes it back, then hides a whole company", async ({ browser }) => {
  const page = await newApplicant(browser);
  await page.goto("/vacancies");
  await expect(cards(page)).toHaveCount(10);
  const total = await totalNumber(page);

  const first = cards(page).first();
  const firstId = (await first.getAttribute("data-vacancy-id")) as string;
  await first.getByRole("button", { name: "Скрыть вакансию" }).click();
  await expect(card(page, firstId)).toHaveCount(0);
  const hiddenToast = page.getByRole("status").filter({ hasText: "Вакансия скрыта" });
  await expect(hiddenToast).toBeVisible();
  // Hovering keeps the toast while the page is checked (its timer pauses): on a loaded
  // machine the check outlasted the toast's 5 s and «Отменить» was gone.
  await hiddenToast.hover();
  await expect(
    page.getByText(new RegExp(`^${(total - 1).toLocaleString("ru-RU").replace(/\s/g, "\\s")} ваканси`)),
  ).toBeVisible();
  await expectNoA11yViolations(page);
  await hiddenToast.getByRole("button", { name: "Отменить" }).click();
  await expect(card(page, firstId)).toBeVisible();

  // A reload keeps the list as the server has it: the vacancy shown again.
  await page.reload();
  await expect(card(page, firstId)).toBeVisible();

  // The company line starts with the company's name (the city follows in its own element).
  const companyName = (
    await cards(page)
      .nth(1)
      .locator(".rb-vacancy-card__company")
      .evaluate((element) => element.firstChild?.textContent ?? "")
  ).trim();
  expect(companyName).toBeTruthy();
  await cards(page).nth(1).getByRole("button", { name: "Скрыть все вакансии компании" }).click();
  await expect(page.getByText(`Вакансии компании «${companyName}» скрыты`)).toBeVisible();
  await page.reload();
  await expect(cards(page).first()).toBeVisible();
  await expect(cards(page).filter({ hasText: companyName as string })).toHaveCount(0);
});

test("an applicant excludes a word: no listed title contains it, and it stays after a reload", async ({
  browser,
}) => {
  const page = await newApplicant(browser);
  await page.goto("/vacancies");
  await expect(cards(page)).toHaveCount(10);
  // A word of the first title (its first word, which other titles share).
  const title = (await cards(page).first().getByRole("heading").textContent()) ?? "";
  const word = (title.trim().split(/\s+/)[0] as string).toLowerCase();

  const field = page.getByRole("textbox", { name: "Исключить слова" });
  await field.fill(word);
  await page.getByRole("button", { name: "Применить" }).click();
  await expect(cards(page).first()).toBeVisible();
  await expect(async () => {
    const titles = await cards(page).getByRole("heading").allInnerTexts();
    expect(titles.length).toBeGreaterThan(0);
    expect(titles.filter((text) => text.toLowerCase().includes(word))).toEqual([]);
  }).toPass();

  await page.reload();
  await expect(page.getByRole("textbox", { name: "Исключить слова" })).toHaveValue(word);
  const titles = await cards(page).getByRole("heading").allInnerTexts();
  expect(titles.filter((text) => text.toLowerCase().includes(word))).toEqual([]);

  // More than twenty words is refused in Russian, the list unchanged.
  await field.fill(Array.from({ length: 21 }, (_, index) => `слово${index}`).join(", "));
  await page.getByRole("button", { name: "Применить" }).click();
  await expect(page.getByText("Можно исключить не больше 20 слов")).toBeVisible();
});
