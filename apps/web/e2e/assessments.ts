import { type Browser, expect, type Page } from "@playwright/test";
import { PASSWORD, registerViaApi, signInViaApi } from "./support";

/** A surname no other run has (a valid name: a capital, then letters and a hyphen). */
export function uniqueSurname(base: string): string {
  const letters = "абвгдежзиклмнопрстуфхцчшэюя";
  const suffix = Array.from({ length: 6 }, () => letters[Math.floor(Math.random() * letters.length)]);
  return `${base}-${suffix.join("")}`;
}

/** A new applicant signed in through the modal, in a context of its own. */
export async function signedInApplicant(browser: Browser, surname = uniqueSurname("Орлова")): Promise<Page> {
  const page = await (await browser.newContext()).newPage();
  const email = await registerViaApi(page.request, "applicant", "tests", surname);
  await signInViaApi(page, email, PASSWORD);
  return page;
}

/** The test page's submit button: «Далее», or «Завершить тест» on the last question. */
function submitButton(page: Page) {
  return page.getByRole("button", { name: /^(Далее|Завершить тест)$/ });
}

/**
 * Answers questions `from`..`to` (1-based) of a sitting of `total` by keyboard only. On a page
 * just opened the focus is on its heading (or on `main`, after the skip link), one Tab before
 * the first option; after «Далее» the next question's first option has it. Space picks the focused option or ArrowDown the next
 * one, Tab reaches the button, Enter goes on.
 */
export async function answerByKeyboard(page: Page, total: number, from: number, to: number) {
  for (let number = from; number <= to; number += 1) {
    await expect(page.getByText(`Вопрос ${number} из ${total}`, { exact: true })).toBeVisible();
    const group = page.getByRole("group");
    if (number === from) {
      // The route change focuses the page's heading in an effect after paint: the question can
      // show before it (a resumed sitting's Tab once went first, in a CI run). Tab after it did.
      await page.waitForFunction(() => {
        const active = document.activeElement;
        return active?.tagName === "H1" || active?.id === "main";
      });
      await page.keyboard.press("Tab");
    }
    await expect(group.getByRole("radio").first()).toBeFocused();
    await page.keyboard.press(number % 2 === 0 ? "ArrowDown" : "Space");
    await expect(group.getByRole("radio", { checked: true })).toHaveCount(1);
    await page.keyboard.press("Tab");
    await expect(submitButton(page)).toBeFocused();
    await expect(submitButton(page)).toHaveText(number === total ? "Завершить тест" : "Далее");
    await page.keyboard.press("Enter");
  }
}

/** After a reload nothing has the focus: the skip link «К содержимому» leads to the content. */
export async function skipToContent(page: Page) {
  await page.keyboard.press("Tab");
  await expect(page.getByRole("link", { name: "К содержимому" })).toBeFocused();
  await page.keyboard.press("Enter");
}

/** Reads «Вопрос 1 из 15» and gives 15. */
export async function questionCount(page: Page): Promise<number> {
  const progress = page.getByText(/^Вопрос \d+ из \d+$/);
  await expect(progress).toBeVisible();
  return Number(((await progress.textContent()) ?? "").split(" из ")[1]);
}

/** The whole number in a text (a coefficient or a score). */
export function numberIn(text: string): number {
  return Number(text.replace(/[^\d]/g, ""));
}
