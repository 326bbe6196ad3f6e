import { type Browser, expect, type Page, test } from "@playwright/test";
import { tabTo } from "./a11y";
import { PASSWORD, publishViaApi, registerViaApi, signInViaApi, uniqueWord } from "./support";

// Issue 24: an employer writes its own vacancies. These tests run on the second gateway (the
// "chat-off" project's, see playwright.config.ts): publishing puts a vacancy first in the
// public list, which the main gateway's tests read.

const PAY = {
  required: "Укажите зарплату: сумму «от», «до» или обе",
  order: "Зарплата «до» не может быть меньше, чем «от»",
  ratio: "Разница в зарплате слишком велика: «до» может быть больше «от» не более чем в 2 раза",
};

/** A new employer of a new company, signed in, on its empty vacancy list. */
async function newEmployer(browser: Browser): Promise<Page> {
  const context = await browser.newContext();
  const email = await registerViaApi(context.request, "employer", "vacancy-writer");
  const page = await context.newPage();
  await signInViaApi(page, email, PASSWORD);
  return page;
}

/** Calls of the page that would write a vacancy. */
function vacancyWrites(page: Page): string[] {
  const writes: string[] = [];
  page.on("request", (request) => {
    if (/\/v1\/vacancy(\/[^/]+)?$/.test(new URL(request.url()).pathname) && request.method() !== "GET")
      writes.push(`${request.method()} ${request.url()}`);
  });
  return writes;
}

const editorOf = (page: Page, label: string) => page.getByRole("textbox", { name: label, exact: true });

test("the pay rules show each message under its field and nothing is sent", async ({ browser }) => {
  const page = await newEmployer(browser);
  const writes = vacancyWrites(page);
  await page.goto("/vacancies");
  await page.getByRole("link", { name: "Создать вакансию" }).click();
  await expect(page).toHaveURL(/\/vacancies\/new$/);
  const from = page.getByLabel("Зарплата от");
  const to = page.getByLabel("Зарплата до");

  await page.getByRole("button", { name: "Опубликовать" }).click();
  await expect(page.getByText("Поле обязательно для заполнения")).toBeVisible();
  await expect(page.getByText(PAY.required)).toBeVisible();
  await expect(from).toHaveAttribute("aria-invalid", "true");

  await from.fill("100000");
  await to.fill("90000");
  await to.blur();
  await expect(page.getByText(PAY.order)).toBeVisible();
  await expect(to).toHaveAttribute("aria-invalid", "true");
  await expect(page.getByText(PAY.required)).toBeHidden();

  await to.fill("250000");
  await expect(page.getByText(PAY.ratio)).toBeVisible();
  await page.getByRole("button", { name: "Сохранить черновик" }).click();
  await expect(page.getByText(PAY.ratio)).toBeVisible();

  await to.fill("200000");
  await expect(page.getByText(PAY.ratio)).toBeHidden();
  await expect(to).not.toHaveAttribute("aria-invalid", "true");
  expect(writes).toEqual([]);

  // Leaving with changes the server does not have asks first.
  await page.getByRole("banner").getByRole("link", { name: "Профиль" }).click();
  const leave = page.getByRole("dialog", { name: "Уйти без сохранения?" });
  await expect(leave).toBeVisible();
  await leave.getByRole("button", { name: "Остаться" }).click();
  await expect(page).toHaveURL(/\/vacancies\/new$/);
  await expect(page.getByLabel("Зарплата до")).toHaveValue("200000");
});

test("a draft survives a reload and a dropped connection", async ({ browser }) => {
  const page = await newEmployer(browser);
  const state = page.getByTestId("vacancy-draft-state");
  await page.goto("/vacancies/new");
  await page.getByLabel("Название вакансии").fill("Пекарь утренней смены");
  await page.getByLabel("Зарплата от").fill("70000");
  // The first save creates the draft; the address becomes its editor's.
  await expect(state).toHaveText(/Черновик сохранён/);
  await expect(page).toHaveURL(/\/vacancies\/edit\/[\w-]+$/);

  // The connection drops: the typing waits in the browser and goes when it is back.
  await page.context().setOffline(true);
  await editorOf(page, "Обязанности").click();
  await page.keyboard.type("Печь багеты к открытию");
  await expect(state).toHaveText(/Не удалось сохранить на сервере/);
  await page.context().setOffline(false);
  await expect(state).toHaveText(/Черновик сохранён/);

  // The server cannot take it, and the page is reloaded: the typing comes back from the browser.
  await page.route("**/v1/vacancy/*", (route) =>
    route.request().method() === "PUT" ? route.abort("connectionrefused") : route.fallback(),
  );
  await editorOf(page, "Условия").click();
  await page.keyboard.type("Хлеб сотрудникам бесплатно");
  await expect(state).toHaveText(/Не удалось сохранить на сервере/);
  await page.reload();
  await expect(page.getByText("Восстановлены изменения, которые не успели сохраниться.")).toBeVisible();
  await expect(editorOf(page, "Условия")).toContainText("Хлеб сотрудникам бесплатно");
  await expect(editorOf(page, "Обязанности")).toContainText("Печь багеты к открытию");
  await page.unroute("**/v1/vacancy/*");
  await page.getByRole("button", { name: "Сохранить черновик" }).click();
  await expect(state).toHaveText(/Черновик сохранён/);

  // The server has it all: without the browser's copy the draft opens with every text.
  await page.evaluate(() => {
    for (const key of Object.keys(localStorage))
      if (key.startsWith("rabota:vacancy-draft:")) localStorage.removeItem(key);
  });
  await page.reload();
  await expect(editorOf(page, "Условия")).toContainText("Хлеб сотрудникам бесплатно");
  await expect(editorOf(page, "Обязанности")).toContainText("Печь багеты к открытию");
  await expect(page.getByLabel("Название вакансии")).toHaveValue("Пекарь утренней смены");
});

test("an employer drafts, publishes, edits, archives, republishes and copies a vacancy; guests see it while it is public", async ({
  browser,
}) => {
  const page = await newEmployer(browser);
  const word = uniqueWord();
  const guest = await (await browser.newContext()).newPage();
  await page.goto("/vacancies");
  await expect(page.getByText("У вашей компании пока нет вакансий")).toBeVisible();

  // Created with the keyboard alone (issue 28): Tab moves through the form, arrows pick from a
  // list, Enter saves the draft and, later, publishes; every control passed shows its focus.
  await tabTo(page, page.getByRole("link", { name: "Создать вакансию" }));
  await page.keyboard.press("Enter");
  await expect(page).toHaveURL(/\/vacancies\/new$/);
  await tabTo(page, page.getByLabel("Название вакансии"));
  await page.keyboard.type(`${word} в кофейню`);
  await page.keyboard.press("Tab");
  await expect(page.getByRole("combobox", { name: "Город" })).toBeFocused();
  await page.keyboard.type("Казань");
  const officeType = page.getByLabel("Формат работы");
  await tabTo(page, officeType);
  const firstOffice = await officeType.inputValue();
  await page.keyboard.press("ArrowDown");
  await expect(officeType).not.toHaveValue(firstOffice);
  await tabTo(page, page.getByLabel("Зарплата от"));
  await page.keyboard.type("60000");
  await page.keyboard.press("Tab");
  await page.keyboard.type("90000");
  await tabTo(page, editorOf(page, "Описание вакансии"));
  await page.keyboard.press("Control+B");
  await page.keyboard.type("Свежая обжарка");
  await page.keyboard.press("Control+B");
  await page.keyboard.type(" каждый день");
  await tabTo(page, page.getByLabel("Название вакансии"), { backwards: true });
  await page.keyboard.press("Enter");
  await expect(page.getByText("Черновик сохранён", { exact: true })).toBeVisible();
  await expect(page).toHaveURL(/\/vacancies\/edit\/[\w-]+$/);
  const id = page.url().split("/").at(-1) as string;

  await page.reload();
  await expect(page.getByLabel("Название вакансии")).toHaveValue(`${word} в кофейню`);
  await expect(editorOf(page, "Описание вакансии").locator("strong")).toHaveText("Свежая обжарка");
  // A draft is nobody's business outside the company.
  expect((await guest.request.get(`/vacancies/detail/${id}`)).status()).toBe(404);

  await tabTo(page, page.getByRole("button", { name: "Опубликовать" }), { max: 80 });
  await page.keyboard.press("Enter");
  await expect(page).toHaveURL(new RegExp(`/vacancies/detail/${id}$`));
  await expect(page.getByTestId("vacancy-status")).toHaveText("Опубликована");

  // On the guests' list — found by its id, not as the first card: the other tests of this file
  // publish vacancies at the same time on the same gateway, and the newest is first.
  await guest.goto("/vacancies");
  const listed = guest.locator(`[data-testid="vacancy-card"][data-vacancy-id="${id}"]`);
  await expect(listed).toContainText(`${word} в кофейню`);
  await expect(listed).toContainText("Опубликована сегодня");
  await guest.goto(`/vacancies?filter.search=${encodeURIComponent(word)}`);
  await expect(guest.getByTestId("vacancy-card")).toHaveCount(1);
  const publicPage = await guest.request.get(`/vacancies/detail/${id}`);
  expect(publicPage.status()).toBe(200);
  expect(await publicPage.text()).toContain('"@type":"JobPosting"');
  await guest.goto(`/vacancies/detail/${id}`);
  await expect(guest.getByRole("heading", { level: 1 })).toHaveText(`${word} в кофейню`);
  await expect(guest.getByText("от 60 000 до 90 000 ₽ на руки")).toBeVisible();

  // Edited: the guest sees the new title.
  await page.getByRole("link", { name: "Изменить" }).click();
  await expect(page).toHaveURL(new RegExp(`/vacancies/edit/${id}$`));
  await page.getByLabel("Название вакансии").fill(`${word}-бариста`);
  await page.getByRole("button", { name: "Опубликовать" }).click();
  await expect(page).toHaveURL(new RegExp(`/vacancies/detail/${id}$`));
  await guest.reload();
  await expect(guest.getByRole("heading", { level: 1 })).toHaveText(`${word}-бариста`);

  // Archived: off the list, its public page 404; published again: back.
  await page.getByRole("button", { name: "В архив" }).click();
  await expect(page.getByTestId("vacancy-status")).toHaveText("В архиве");
  await guest.goto(`/vacancies?filter.search=${encodeURIComponent(word)}`);
  await expect(guest.getByText("Вакансий не найдено")).toBeVisible();
  expect((await guest.request.get(`/vacancies/detail/${id}`)).status()).toBe(404);
  await page.getByRole("button", { name: "Опубликовать снова" }).click();
  await expect(page.getByTestId("vacancy-status")).toHaveText("Опубликована");
  // «Продлить»: its lifetime starts again (issue 25).
  await expect(page.getByTestId("vacancy-expires")).toContainText("Снимется с публикации");
  await page.getByRole("button", { name: "Продлить" }).click();
  await expect(page.getByRole("status").filter({ hasText: "Вакансия продлена" })).toBeVisible();
  await guest.reload();
  await expect(guest.getByTestId("vacancy-card")).toHaveCount(1);

  // Copied: a new draft with every field, in the drafts tab.
  await page.getByRole("button", { name: "Копировать" }).click();
  await expect(page).toHaveURL(/\/vacancies\/edit\/[\w-]+$/);
  expect(page.url()).not.toContain(id);
  await expect(page.getByLabel("Название вакансии")).toHaveValue(`${word}-бариста`);
  await expect(page.getByLabel("Зарплата до")).toHaveValue("90000");
  await page.goto("/vacancies?filter.status=VACANCY_STATUS_DRAFT");
  await expect(page.getByTestId("vacancy-card")).toHaveCount(1);
  await expect(page.getByTestId("vacancy-card")).toContainText(`${word}-бариста`);
  // The copy is no public vacancy.
  await guest.reload();
  await expect(guest.getByTestId("vacancy-card")).toHaveCount(1);
  // Leave the public list as it was for the other tests of this gateway.
  await page.goto(`/vacancies/detail/${id}`);
  await page.getByRole("button", { name: "В архив" }).click();
  await expect(page.getByTestId("vacancy-status")).toHaveText("В архиве");
});

test("an HTML description is in the vacancy page's server markup, hydrates as it is, and shows after a move from the list", async ({
  browser,
}) => {
  const word = uniqueWord();
  const id = await publishViaApi(browser, "html-description", {
    title: `${word} в обжарочный цех`,
    description: "<p>Обжариваем <strong>зерно</strong></p><ul><li>Эфиопия</li><li>Кения</li></ul>",
  });
  const shows = async (page: Page) => {
    const details = page.getByTestId("vacancy-details");
    await expect(details.getByText("зерно", { exact: true })).toHaveJSProperty("tagName", "STRONG");
    await expect(details.getByRole("listitem").filter({ hasText: "Кения" })).toBeVisible();
  };

  // The page loads the sanitiser only when a description needs it; the server's markup is on
  // screen before (with scripts off) and after the page hydrates, with nothing reported.
  const reader = await browser.newContext({ javaScriptEnabled: false });
  const before = await reader.newPage();
  await before.goto(`/vacancies/detail/${id}`);
  await shows(before);
  await reader.close();
  const visitor = await browser.newContext();
  const page = await visitor.newPage();
  const errors: string[] = [];
  page.on("console", (message) => {
    if (message.type() === "error") errors.push(message.text());
  });
  page.on("pageerror", (error) => errors.push(error.message));
  await page.goto(`/vacancies/detail/${id}`);
  await expect(page.locator("#root > [aria-disabled]")).toHaveCount(0);
  await shows(page);
  expect(errors).toEqual([]);

  // Reached from the list, the page renders the description in the browser.
  const listed = await visitor.newPage();
  await listed.goto(`/vacancies?filter.search=${encodeURIComponent(word)}`);
  await listed.getByRole("link", { name: `${word} в обжарочный цех` }).click();
  await expect(listed).toHaveURL(new RegExp(`/vacancies/detail/${id}$`));
  await shows(listed);
  await visitor.close();
});
