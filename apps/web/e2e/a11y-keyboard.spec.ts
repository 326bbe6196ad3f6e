import { expect, type Page, test } from "@playwright/test";
import { tabTo } from "./a11y";
import { answerByKeyboard, questionCount } from "./assessments";
import { PASSWORD, registerViaApi } from "./support";

// Issue 28: the applicant's main flows with the keyboard alone — no click anywhere: Tab and
// Shift+Tab move, Enter and Space act, arrows pick, Escape closes; every control passed shows its
// focus. The employer's flows by keyboard are in employer-vacancies.spec.ts (creating a vacancy)
// and hh-import.spec.ts (the import); a whole test sitting by keyboard is in tests-taking.spec.ts.

/** After a route change the focus is on the new page's heading, where reading starts. */
async function atPageStart(page: Page, url: RegExp) {
  await expect(page).toHaveURL(url);
  await expect(page.getByRole("heading", { level: 1 })).toBeFocused();
}

test("an applicant signs in, responds to a vacancy, writes to the employer and starts a test with the keyboard alone", async ({
  page,
}) => {
  const email = await registerViaApi(page.request, "applicant", "keyboard");
  await page.goto("/vacancies");
  // A vacancy of another company than the demo employer's («Рабочие решения»): chat.spec.ts
  // expects that employer to have no unread message once it has read its own test's chat.
  const firstVacancy = page
    .getByTestId("vacancy-card")
    .filter({ hasNotText: "Рабочие решения" })
    .first()
    .getByRole("link")
    .first();
  await expect(firstVacancy).toBeVisible();

  // Sign-in: the header's «Войти», then the modal's mail and password steps; Escape first
  // closes the modal once and gives the focus back.
  const signIn = page.getByRole("banner").getByRole("button", { name: "Войти" });
  await tabTo(page, signIn);
  await page.keyboard.press("Enter");
  const dialog = page.getByRole("dialog", { name: "Вход и регистрация" });
  await expect(dialog).toBeVisible();
  await page.keyboard.press("Escape");
  await expect(dialog).toHaveCount(0);
  await expect(signIn).toBeFocused();
  await page.keyboard.press("Enter");
  const mail = dialog.getByLabel("Почта");
  await tabTo(page, mail);
  await page.keyboard.type(email);
  await page.keyboard.press("Enter");
  const password = page.getByRole("dialog", { name: "Введите пароль" }).getByLabel("Пароль", { exact: true });
  await expect(password).toBeVisible();
  await tabTo(page, password);
  await page.keyboard.type(PASSWORD);
  await page.keyboard.press("Enter");
  await atPageStart(page, /\/profile$/);
  await expect(page.getByRole("banner").getByRole("button", { name: "Выйти" })).toBeVisible();

  // Responding: from the list to the newest vacancy, «Откликнуться», then «Написать работодателю».
  const vacancies = page.getByRole("banner").getByRole("link", { name: "Вакансии" });
  await tabTo(page, vacancies, { backwards: true });
  await page.keyboard.press("Enter");
  await atPageStart(page, /\/vacancies$/);
  await tabTo(page, firstVacancy, { max: 60 });
  await page.keyboard.press("Enter");
  await atPageStart(page, /\/vacancies\/detail\//);
  const respond = page.getByRole("button", { name: "Откликнуться" });
  await tabTo(page, respond);
  await page.keyboard.press("Enter");
  const write = page.getByRole("button", { name: "Написать работодателю" });
  await expect(write).toBeVisible();
  await tabTo(page, write);
  await page.keyboard.press("Enter");

  // The chat: the composer, Enter sends.
  await atPageStart(page, /\/chats\/[^/]+$/);
  const composer = page.getByRole("textbox", { name: "Сообщение" });
  await tabTo(page, composer, { max: 60 });
  await page.keyboard.type("Здравствуйте! Когда можно прийти на собеседование?");
  await page.keyboard.press("Enter");
  await expect(
    page.getByRole("log").getByTestId("chat-message").filter({ hasText: "Когда можно прийти" }),
  ).toHaveAttribute("data-delivery", /sent|read/);

  // A test sitting: from the profile's «Тесты», the first two questions (the whole sitting by
  // keyboard is tests-taking.spec.ts's).
  const profile = page.getByRole("banner").getByRole("link", { name: "Профиль" });
  await tabTo(page, profile, { backwards: true, max: 60 });
  await page.keyboard.press("Enter");
  await atPageStart(page, /\/profile$/);
  const start = page.getByRole("button", { name: "Пройти тест «Тест характеристик»" });
  await tabTo(page, start, { max: 80 });
  await page.keyboard.press("Enter");
  await expect(page).toHaveURL(/\/tests\/[\w-]+$/);
  await answerByKeyboard(page, await questionCount(page), 1, 2);
  await expect(page.getByText(/^Вопрос 3 из \d+$/)).toBeVisible();
});
