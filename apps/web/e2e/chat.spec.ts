import { type Browser, expect, type Page, test } from "@playwright/test";
import { signedInApplicant, uniqueSurname } from "./assessments";
import { expectNoA11yViolations, PASSWORD, signInViaApi } from "./support";

// Issue 15: the live chat between an applicant and an employer, in two browser contexts
// against the real gateway (Socket.IO, PGlite). The demo company is the only employer with
// vacancies; each test's applicant has a surname no other run has.

const DEMO_EMPLOYER = "employer@rabota.demo";
const SHOTS = "/work/wt/shots";

async function demoEmployer(browser: Browser): Promise<Page> {
  const page = await (await browser.newContext()).newPage();
  await signInViaApi(page, DEMO_EMPLOYER, PASSWORD);
  return page;
}

const chatButton = (page: Page) => page.getByRole("banner").getByRole("button", { name: /^Чаты/ });
const composer = (page: Page) => page.getByRole("textbox", { name: "Сообщение" });
const messages = (page: Page, text: string) =>
  page.getByRole("log").getByTestId("chat-message").filter({ hasText: text });

async function send(page: Page, text: string) {
  await composer(page).fill(text);
  await composer(page).press("Enter");
}

test.describe("the live chat", () => {
  test("an applicant and an employer write live: unread badges, ✓✓ on both sides, kept on reload, closed to a third user", async ({
    browser,
  }) => {
    const surname = uniqueSurname("Чатова");
    const [employer, applicant] = await Promise.all([
      demoEmployer(browser),
      signedInApplicant(browser, surname),
    ]);

    // The applicant responds to the demo company's newest vacancy and opens its chat.
    await employer.goto("/vacancies");
    const href =
      (await employer.getByTestId("vacancy-card").first().getByRole("link").first().getAttribute("href")) ??
      "";
    expect(href).toMatch(/\/vacancies\/detail\//);
    await applicant.goto(href);
    await applicant.getByRole("button", { name: "Откликнуться" }).click();
    await applicant.getByRole("button", { name: "Написать работодателю" }).click();
    await expect(applicant).toHaveURL(/\/chats\/[^/]+$/);
    const chatPath = new URL(applicant.url()).pathname;
    await expect(applicant.getByRole("log")).toContainText("Сообщений пока нет");

    await send(applicant, "Здравствуйте! Расскажите о графике, пожалуйста.");
    const question = messages(applicant, "Расскажите о графике");
    await expect(question).toHaveAttribute("data-delivery", "sent");

    // The employer, elsewhere in the app, gets a toast and the unread badge live.
    await expect(employer.getByRole("status").filter({ hasText: "Новое сообщение" })).toBeVisible();
    await expect(chatButton(employer)).toHaveAccessibleName(/Чаты, \d+ непрочитанн/);
    await chatButton(employer).click();
    await expect(employer).toHaveURL(/\/chats$/);
    const item = employer.getByTestId("chat-list-item").filter({ hasText: surname });
    await expect(item).toContainText("Расскажите о графике");
    await expect(item).toContainText("1 непрочитанное");
    await item.getByRole("link").first().click();
    await expect(employer).toHaveURL(new RegExp(`${chatPath}$`));
    await expect(messages(employer, "Расскажите о графике")).toBeVisible();
    await expect(item).not.toContainText("непрочитанн");

    // Opening it reads it: the applicant's message turns ✓✓.
    await expect(question).toHaveAttribute("data-delivery", "read");
    await expect(question).toContainText("✓✓");

    // Shift+Enter makes a new line, Enter sends; a web address becomes a safe link.
    await composer(employer).fill("Добрый день!");
    await composer(employer).press("Shift+Enter");
    await composer(employer).pressSequentially("График 5/2, подробности: https://rabota.example/grafik");
    await composer(employer).press("Enter");
    const answer = messages(applicant, "Добрый день!");
    await expect(answer).toContainText("График 5/2");
    const link = answer.getByRole("link", { name: "https://rabota.example/grafik" });
    await expect(link).toHaveAttribute("rel", "noopener noreferrer nofollow");
    await expect(link).toHaveAttribute("target", "_blank");
    // The applicant has the chat open: the answer is read at once, and the employer sees ✓✓.
    await expect(messages(employer, "Добрый день!")).toHaveAttribute("data-delivery", "read");
    expect(await answer.locator(".rb-message__text").textContent()).toContain("Добрый день!\nГрафик 5/2");

    await expectNoA11yViolations(employer);
    for (const [page, who] of [
      [employer, "employer"],
      [applicant, "applicant"],
    ] as const) {
      for (const width of [390, 1280]) {
        await page.setViewportSize({ width, height: 844 });
        await page.screenshot({ path: `${SHOTS}/chat-${who}-${width}.png` });
      }
      await page.setViewportSize({ width: 1440, height: 900 });
    }
    // On a phone the list is a screen of its own.
    await employer.setViewportSize({ width: 390, height: 844 });
    await employer.getByRole("button", { name: "Назад" }).click();
    await expect(employer).toHaveURL(/\/chats$/);
    await expect(employer.getByRole("log")).toBeHidden();
    await employer.screenshot({ path: `${SHOTS}/chat-list-390.png` });
    await employer.goBack();
    await employer.setViewportSize({ width: 1440, height: 900 });

    // A reload keeps everything, with the receipts.
    await Promise.all([applicant.reload(), employer.reload()]);
    await expect(messages(applicant, "Расскажите о графике")).toHaveAttribute("data-delivery", "read");
    await expect(messages(applicant, "Добрый день!")).toBeVisible();
    await expect(messages(employer, "Добрый день!")).toHaveAttribute("data-delivery", "read");
    await expect(chatButton(employer)).toHaveAccessibleName("Чаты");

    // Someone else sees neither the chat in their list nor the chat itself.
    const stranger = await signedInApplicant(browser);
    await stranger.goto("/chats");
    await expect(stranger.getByTestId("chat-list-item").first()).toContainText("Техническая поддержка");
    await expect(stranger.getByTestId("chat-list-item").filter({ hasText: surname })).toHaveCount(0);
    await stranger.goto(chatPath);
    await expect(stranger.getByRole("heading", { name: "Доступ запрещён" })).toBeVisible();
    await expect(stranger.getByRole("log")).toHaveCount(0);
  });

  test("offline: a message typed without a network goes on reconnect; one that timed out says «Не отправлено» until «Повторить»", async ({
    browser,
  }) => {
    const applicant = await signedInApplicant(browser);
    const context = applicant.context();
    await applicant.goto("/chats");
    const support = applicant.getByTestId("chat-list-item").first();
    await expect(support).toContainText("Техническая поддержка");
    await support.getByRole("link").first().click();
    await expect(applicant.getByRole("log")).toBeVisible();
    await expect(composer(applicant)).toBeEnabled();

    await context.setOffline(true);
    await expect(applicant.getByRole("status").filter({ hasText: "Нет соединения" })).toBeVisible();
    await send(applicant, "Написано без сети");
    const queued = messages(applicant, "Написано без сети");
    await expect(queued).toHaveAttribute("data-delivery", "sending");
    await context.setOffline(false);
    await expect(queued).toHaveAttribute("data-delivery", "sent");

    // Offline longer than the ack timeout: the message gives up and offers a retry.
    await context.setOffline(true);
    await send(applicant, "Отправлю позже");
    const failed = messages(applicant, "Отправлю позже");
    await expect(failed).toContainText("Не отправлено");
    await expect(failed).toHaveAttribute("data-delivery", "failed");
    await context.setOffline(false);
    await expect(applicant.getByRole("status").filter({ hasText: "Нет соединения" })).toBeHidden();
    await failed.getByRole("button", { name: "Повторить" }).click();
    await expect(failed).toHaveAttribute("data-delivery", "sent");
    await expect(failed).not.toContainText("Не отправлено");

    // Stored once each, in order.
    await applicant.reload();
    await expect(applicant.getByRole("log").getByTestId("chat-message")).toHaveText([
      /Написано без сети/,
      /Отправлю позже/,
    ]);
  });

  test("a guest's chat button opens the sign-in modal; /chats is for signed-in users", async ({ page }) => {
    await page.goto("/vacancies");
    await chatButton(page).click();
    await expect(page.getByRole("dialog", { name: "Вход и регистрация" })).toBeVisible();
    await page.goto("/chats");
    await expect(page.getByRole("heading", { name: "Доступ запрещён" })).toBeVisible();
  });
});
