import { type Browser, expect, type Page, test } from "@playwright/test";
import { COMPLAINT_MESSAGES, UNDER_REVIEW_LABEL } from "@rabota/domain/wire/complaints";
import {
  authDialog,
  authed,
  expectNoA11yViolations,
  openSignIn,
  PASSWORD,
  publishAsNewEmployer,
  registerViaApi,
  signInViaApi,
  submitEmail,
  uniqueWord,
} from "./support";

// Issue 42: complaints about a vacancy, and a moderator's decision. Each test publishes a vacancy
// of a new company of its own, found by a word no other run has.

const DEMO_MODERATOR = "moderator@rabota.demo";
/** The demo moderator's name, as the log says who decided. */
const DEMO_MODERATOR_NAME = "Ирина Модератова";

async function publish(browser: Browser, label: string) {
  const word = uniqueWord();
  const title = `${word} на склад`;
  const { id, email } = await publishAsNewEmployer(browser, label, {
    title,
    description: "Приём и выдача товара. Перед выходом нужно оплатить обучение 5 000 ₽.",
  });
  return { id, title, word, owner: email };
}

/** A new applicant of their own context, signed in, on /profile. */
async function newApplicant(browser: Browser, label: string): Promise<Page> {
  const context = await browser.newContext();
  const email = await registerViaApi(context.request, "applicant", label);
  const page = await context.newPage();
  await signInViaApi(page, email, PASSWORD);
  return page;
}

/** Another applicant files a complaint through the API (in a context of its own, closed after). */
async function complainViaApi(browser: Browser, vacancyId: string, reason: string): Promise<void> {
  const context = await browser.newContext();
  const email = await registerViaApi(context.request, "applicant", "complainer");
  expect((await context.request.post("/v1/auth/login", { data: { email, password: PASSWORD } })).ok()).toBe(
    true,
  );
  const response = await authed(context.request, () =>
    context.request.post("/v1/complaints", { data: { targetType: "vacancy", targetId: vacancyId, reason } }),
  );
  expect(response.status()).toBe(201);
  await context.close();
}

/** «Пожаловаться» on the vacancy page: the reason, a text, «Отправить». */
async function complainInDialog(page: Page, reason: string, text?: string): Promise<void> {
  await page.getByRole("button", { name: "Пожаловаться" }).click();
  const dialog = page.getByRole("dialog", { name: "Пожаловаться на вакансию" });
  await expect(dialog).toBeVisible();
  await dialog.getByRole("radio", { name: reason }).check();
  if (text) await dialog.getByLabel("Подробности").fill(text);
  await dialog.getByRole("button", { name: "Отправить" }).click();
  await expect(dialog).toBeHidden();
}

test("a guest is asked to sign in; an applicant complains through the dialog, and a second time hears «already»", async ({
  browser,
  page: guest,
}) => {
  const vacancy = await publish(browser, "complaint-once");

  await guest.goto(`/vacancies/detail/${vacancy.id}`);
  await expect(guest.getByRole("heading", { level: 1 })).toHaveText(vacancy.title);
  await guest.getByRole("button", { name: "Пожаловаться" }).click();
  await expect(authDialog(guest).getByRole("heading", { name: "Вход и регистрация" })).toBeVisible();

  const page = await newApplicant(browser, "complaint-once");
  await page.goto(`/vacancies/detail/${vacancy.id}`);
  await expect(page.getByRole("heading", { level: 1 })).toHaveText(vacancy.title);
  await page.getByRole("button", { name: "Пожаловаться" }).click();
  const dialog = page.getByRole("dialog", { name: "Пожаловаться на вакансию" });
  // Every reason with its label; «Отправить» without one says what is missing.
  await expect(dialog.getByRole("radio")).toHaveCount(7);
  await dialog.getByRole("button", { name: "Отправить" }).click();
  await expect(dialog.getByText(COMPLAINT_MESSAGES.reasonRequired)).toBeVisible();
  await expectNoA11yViolations(page);
  await dialog.getByRole("button", { name: "Отмена" }).click();
  await expect(dialog).toBeHidden();

  await complainInDialog(page, "Просят заплатить за трудоустройство", "Просят оплатить обучение до выхода");
  await expect(page.getByRole("status").filter({ hasText: COMPLAINT_MESSAGES.sent })).toBeVisible();

  // Another visit: the gateway answers the second complaint with 409.
  await page.reload();
  await expect(page.getByRole("heading", { level: 1 })).toHaveText(vacancy.title);
  await complainInDialog(page, "Мошенничество");
  await expect(
    page.getByRole("status").filter({ hasText: COMPLAINT_MESSAGES.alreadyComplained }),
  ).toBeVisible();
});

test("three people's complaints hide a vacancy until a moderator restores it", async ({
  browser,
  page: guest,
}) => {
  const vacancy = await publish(browser, "complaint-three");
  const search = `/vacancies?filter.search=${encodeURIComponent(vacancy.word)}`;
  await guest.goto(search);
  await expect(guest.getByTestId("vacancy-card")).toHaveCount(1);

  // Two people complain through the API, the third in the browser.
  await complainViaApi(browser, vacancy.id, "fraud");
  await complainViaApi(browser, vacancy.id, "payment_required");
  const applicant = await newApplicant(browser, "complaint-third");
  await applicant.goto(`/vacancies/detail/${vacancy.id}`);
  await expect(applicant.getByRole("heading", { level: 1 })).toHaveText(vacancy.title);
  await complainInDialog(applicant, "Мошенничество", "Деньги вперёд");
  await expect(applicant.getByRole("status").filter({ hasText: COMPLAINT_MESSAGES.sent })).toBeVisible();

  // Gone from the list and its page.
  await guest.goto(search);
  await expect(guest.getByText("Вакансий не найдено")).toBeVisible();
  await guest.goto(`/vacancies/detail/${vacancy.id}`);
  await expect(guest.getByRole("heading", { name: "Страница не найдена" })).toBeVisible();

  // Its company still sees it, «На проверке», on its page and in its list.
  const ownerContext = await browser.newContext();
  const owner = await ownerContext.newPage();
  await signInViaApi(owner, vacancy.owner, PASSWORD);
  await owner.goto(`/vacancies/detail/${vacancy.id}`);
  await expect(owner.getByRole("heading", { level: 1 })).toHaveText(vacancy.title);
  await expect(owner.getByTestId("vacancy-moderation")).toContainText(UNDER_REVIEW_LABEL);
  await expect(owner.getByRole("button", { name: "Пожаловаться" })).toHaveCount(0);
  await owner.goto("/vacancies");
  await expect(
    owner
      .locator(`[data-testid="vacancy-card"][data-vacancy-id="${vacancy.id}"]`)
      .getByTestId("vacancy-moderation"),
  ).toContainText(UNDER_REVIEW_LABEL);

  // The moderator signs in from the modal and lands on the queue.
  const moderatorContext = await browser.newContext();
  const moderator = await moderatorContext.newPage();
  await moderator.goto("/vacancies");
  await openSignIn(moderator);
  await submitEmail(moderator, DEMO_MODERATOR);
  const dialog = authDialog(moderator);
  await expect(dialog.getByRole("heading", { name: "Введите пароль" })).toBeVisible();
  await dialog.getByLabel("Пароль", { exact: true }).fill(PASSWORD);
  await dialog.getByRole("button", { name: "Войти" }).click();
  await expect(moderator).toHaveURL(/\/moderation$/);
  const header = moderator.getByRole("banner");
  await expect(header.getByRole("link", { name: "Модерация" })).toBeVisible();
  await expect(header.getByRole("link", { name: "Профиль" })).toHaveCount(0);
  await expect(header.getByRole("button", { name: /^Чаты/ })).toHaveCount(0);

  const item = moderator.getByTestId("moderation-item").filter({ hasText: vacancy.title });
  await expect(item).toBeVisible();
  await expect(item.getByRole("link", { name: vacancy.title })).toHaveAttribute(
    "href",
    `/vacancies/detail/${vacancy.id}`,
  );
  await expect(item.getByText("3 жалобы")).toBeVisible();
  await expect(item.getByText("Просят заплатить за трудоустройство")).toBeVisible();
  await expect(item.getByText("Деньги вперёд")).toBeVisible();
  await expectNoA11yViolations(moderator);

  // «Почему» is required.
  await item.getByRole("radio", { name: "Вернуть" }).check();
  await item.getByRole("button", { name: "Применить" }).click();
  await expect(item.getByText(COMPLAINT_MESSAGES.noteRequired)).toBeVisible();
  await item.getByLabel("Почему").fill("Обучение оплачивает работодатель, жалобы не подтвердились");
  await item.getByRole("button", { name: "Применить" }).click();
  await expect(
    moderator.getByRole("status").filter({ hasText: "Решение «Вернуть» применено" }),
  ).toBeVisible();
  await expect(item).toHaveCount(0);

  // Back in the list and on its page.
  await guest.goto(search);
  await expect(guest.getByTestId("vacancy-card")).toHaveCount(1);
  await guest.goto(`/vacancies/detail/${vacancy.id}`);
  await expect(guest.getByRole("heading", { level: 1 })).toHaveText(vacancy.title);

  await owner.goto(`/vacancies/detail/${vacancy.id}`);
  await expect(owner.getByRole("heading", { level: 1 })).toHaveText(vacancy.title);
  await expect(owner.getByTestId("vacancy-moderation")).toHaveCount(0);
  await ownerContext.close();

  // «Журнал»: who decided what, when, why.
  await moderator.getByRole("tab", { name: "Журнал" }).click();
  await expect(moderator).toHaveURL(/\/moderation\/log$/);
  const entry = moderator.getByTestId("moderation-log-entry").filter({ hasText: vacancy.title }).first();
  await expect(entry).toContainText("Вернуть");
  await expect(entry).toContainText("Обучение оплачивает работодатель, жалобы не подтвердились");
  await expect(entry).toContainText(DEMO_MODERATOR_NAME);
  await expect(entry).toContainText("3 жалобы");
  await moderatorContext.close();
});

test("/moderation is the moderators' alone: a guest is asked to sign in, an applicant gets 403", async ({
  browser,
  page: guest,
}) => {
  await guest.goto("/moderation");
  await expect(guest.getByRole("heading", { name: "Доступ запрещён" })).toBeVisible();
  await expect(guest.getByRole("button", { name: "Войти" }).last()).toBeVisible();
  const applicant = await newApplicant(browser, "not-moderator");
  await applicant.goto("/moderation");
  await expect(applicant.getByRole("heading", { name: "Доступ запрещён" })).toBeVisible();
  await expect(applicant.getByRole("banner").getByRole("link", { name: "Модерация" })).toHaveCount(0);
});
