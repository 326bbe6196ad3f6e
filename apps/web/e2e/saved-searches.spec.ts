import { expect, test } from "@playwright/test";
import {
  authed,
  expectNoA11yViolations,
  PASSWORD,
  publishViaApi,
  registerViaApi,
  signInViaApi,
} from "./support";

// Issue 26: saved searches. These tests publish vacancies, so they run on the second gateway
// (the "chat-off" project's, see playwright.config.ts): the main gateway's tests read the
// public list's first card.

/** A word no other run has, so the saved search finds this run's vacancy alone. */
function uniqueWord(): string {
  const letters = "абвгдежзиклмнопрстуфхцчшэюя";
  return `Сыровар${Array.from({ length: 7 }, () => letters[Math.floor(Math.random() * letters.length)]).join("")}`;
}

test("an applicant saves a search, sees «1 новых» once an employer publishes a match, opens it and switches its alert off", async ({
  browser,
}) => {
  const word = uniqueWord();
  const applicant = await browser.newContext();
  const page = await applicant.newPage();
  await signInViaApi(page, await registerViaApi(applicant.request, "applicant", "searcher"), PASSWORD);

  // «Сохранить поиск» on the list: the name is offered from the search words, the alert chosen.
  await page.goto(`/vacancies?filter.search=${encodeURIComponent(word)}`);
  await page.getByRole("button", { name: "Сохранить поиск" }).click();
  const dialog = page.getByRole("dialog", { name: "Сохранить поиск" });
  await expect(dialog.getByLabel("Название поиска")).toHaveValue(word);
  await dialog.getByLabel("Название поиска").fill(`Сыр ${word}`);
  await dialog.getByRole("radio", { name: "Сразу" }).click();
  await dialog.getByRole("button", { name: "Сохранить" }).click();
  await expect(dialog).toBeHidden();
  await expect(page.getByText("Поиск сохранён")).toBeVisible();

  // An employer publishes a matching vacancy (through the API).
  await publishViaApi(browser, "cheese-maker", {
    title: `${word} на сыроварню`,
    description: "<p>Варим сыр</p>",
    skills: ["Сыроварение"],
  });

  // «Сохранённые поиски» from the side menu: the search with its filters in words and «1 новых».
  await page.setViewportSize({ width: 375, height: 800 });
  await page.getByRole("banner").getByRole("button", { name: "Меню" }).click();
  await page.getByRole("dialog").getByRole("link", { name: "Сохранённые поиски" }).click();
  await expect(page).toHaveURL(/\/searches$/);
  await page.setViewportSize({ width: 1440, height: 900 });
  await expect(page.getByRole("heading", { level: 1, name: "Сохранённые поиски" })).toBeVisible();
  const search = page.getByTestId("saved-search").filter({ hasText: `Сыр ${word}` });
  await expect(search.getByText("1 новых")).toBeVisible();
  await expect(search.getByText(word, { exact: true })).toBeVisible();
  await expectNoA11yViolations(page);

  // Opening it opens the list with its filters, and what it found is no longer new.
  await search.getByRole("link", { name: `Сыр ${word}` }).click();
  await expect(page).toHaveURL(new RegExp(`/vacancies\\?filter\\.search=${encodeURIComponent(word)}`));
  await expect(page.getByRole("link", { name: `${word} на сыроварню` })).toBeVisible();
  await page.goto("/searches");
  await expect(search.getByText("0 новых")).toBeVisible();

  // Its alert, switched off from the list, stays off.
  await search.getByLabel("Уведомления").selectOption({ label: "Не присылать" });
  await expect(page.getByText("Уведомления изменены")).toBeVisible();
  await page.reload();
  await expect(search.getByLabel("Уведомления")).toHaveValue("OFF");
  const stored = await authed(page.request, () => page.request.get("/v1/searches"));
  expect((await stored.json()).searches).toEqual([
    expect.objectContaining({ name: `Сыр ${word}`, alert: "OFF" }),
  ]);
  await applicant.close();
});
