import { expect, test } from "@playwright/test";

const pages = [
  { path: "/", heading: /Работа, которая подходит вам/ },
  { path: "/contest", heading: "Старт карьеры" },
  { path: "/documents/terms", heading: "Пользовательское соглашение" },
  { path: "/privacy-policy", heading: "Политика конфиденциальности" },
  { path: "/personal-data-policy", heading: "Согласие на обработку персональных данных" },
  { path: "/accessibility", heading: "Доступность" },
  { path: "/chats-are-unavailable", heading: "Чаты" },
  { path: "/error/403", heading: "Доступ запрещён" },
  { path: "/some/unknown/path", heading: "Страница не найдена" },
];

// Their accessibility is a11y-sweep.spec.ts's, at both widths.
test("each static page shows its heading in the frame, with the footer's version line", async ({ page }) => {
  for (const { path, heading } of pages) {
    await page.goto(path);
    await expect(page.getByRole("heading", { level: 1, name: heading })).toBeVisible();
    await expect(page.getByRole("banner")).toBeVisible();
    await expect(page.getByRole("contentinfo")).toContainText("Версия 0.6.22 от 28.10.2025");
    // The accessibility statement is a link away on every page (issue 28).
    await expect(page.getByRole("contentinfo").getByRole("link", { name: "Доступность" })).toHaveAttribute(
      "href",
      "/accessibility",
    );
  }
});

test("an unknown path shows the 404 page", async ({ page }) => {
  await page.goto("/vacancies-nope");
  await expect(page.getByText("404", { exact: true })).toBeVisible();
});

test("/error/{code} shows the code, and 500 when it is not a number", async ({ page }) => {
  await page.goto("/error/abc");
  await expect(page.getByText("500", { exact: true })).toBeVisible();
  await expect(page.getByRole("heading", { name: "Что-то пошло не так" })).toBeVisible();
  await page.goto("/error/403");
  await expect(page.getByText("403", { exact: true })).toBeVisible();
  await page.goto("/error/99999");
  await expect(page.getByText("99999", { exact: true })).toBeVisible();
});

test("/terms replaces itself in history with the terms page", async ({ page }) => {
  await page.goto("/");
  await page.getByRole("contentinfo").getByRole("link", { name: "Пользовательское соглашение" }).click();
  await expect(page).toHaveURL(/\/documents\/terms$/);
  await page.goBack();
  await expect(page).toHaveURL(/\/$/);
  await page.goto("/terms");
  await expect(page).toHaveURL(/\/documents\/terms$/);
});

test("the contest and policy pages get the narrow frame", async ({ page }) => {
  await page.goto("/privacy-policy");
  const narrow = await page.getByRole("banner").locator("> div").boundingBox();
  await page.goto("/documents/terms");
  const wide = await page.getByRole("banner").locator("> div").boundingBox();
  expect(narrow?.width).toBeLessThan(wide?.width ?? 0);
});

test("a route change scrolls to the top", async ({ page }) => {
  await page.goto("/");
  await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
  await page.evaluate(() => window.scrollTo(0, 2000));
  await expect.poll(() => page.evaluate(() => window.scrollY)).toBeGreaterThan(1000);
  await page.getByRole("contentinfo").getByRole("link", { name: "Конкурс" }).click();
  await expect(page.getByRole("heading", { level: 1, name: "Старт карьеры" })).toBeVisible();
  expect(await page.evaluate(() => window.scrollY)).toBe(0);
});

test("the header turns light-on-dark over dark sections only", async ({ page }) => {
  await page.goto("/");
  const header = page.getByRole("banner");
  await expect(header).toHaveAttribute("data-theme", "dark");
  await page.evaluate(() => {
    const section = document.getElementById("for-applicants");
    if (section) window.scrollTo(0, section.getBoundingClientRect().top + window.scrollY - 8);
  });
  await expect(header).not.toHaveAttribute("data-theme", "dark");
  await page.evaluate(() => window.scrollTo(0, 0));
  await expect(header).toHaveAttribute("data-theme", "dark");
});

// The chat button: chat-off.spec.ts (CHAT_ENABLED=false, the spec's toast) and chat.spec.ts.

test("a guest following «Профиль» gets the sign-in modal", async ({ page }) => {
  await page.goto("/");
  await page
    .getByRole("navigation", { name: "Основная навигация" })
    .getByRole("button", { name: "Профиль" })
    .click();
  await expect(page.getByRole("dialog", { name: "Вход и регистрация" })).toBeVisible();
});

test.describe("modal host", () => {
  test("Escape closes the modal, locks nothing afterwards and returns focus", async ({ page }) => {
    await page.goto("/documents/terms");
    const opener = page.getByRole("banner").getByRole("button", { name: "Войти" });
    await opener.click();
    const dialog = page.getByRole("dialog", { name: "Вход и регистрация" });
    await expect(dialog).toBeVisible();
    expect(await page.evaluate(() => getComputedStyle(document.body).overflow)).toBe("hidden");
    await page.keyboard.press("Escape");
    await expect(dialog).toBeHidden();
    expect(await page.evaluate(() => getComputedStyle(document.body).overflow)).not.toBe("hidden");
    await expect(opener).toBeFocused();
  });

  test("an overlay click counts only when press and release both hit the overlay", async ({ page }) => {
    await page.goto("/documents/terms");
    await page.getByRole("banner").getByRole("button", { name: "Войти" }).click();
    const dialog = page.getByRole("dialog", { name: "Вход и регистрация" });
    await expect(dialog).toBeVisible();
    const box = await dialog.boundingBox();
    if (!box) throw new Error("dialog has no box");

    // Press inside the dialog, release on the overlay (a text selection drag): stays open.
    await page.mouse.move(box.x + 20, box.y + 20);
    await page.mouse.down();
    await page.mouse.move(5, 5);
    await page.mouse.up();
    await expect(dialog).toBeVisible();

    // Press on the overlay, release inside the dialog: stays open.
    await page.mouse.move(5, 5);
    await page.mouse.down();
    await page.mouse.move(box.x + 20, box.y + 20);
    await page.mouse.up();
    await expect(dialog).toBeVisible();

    // Press and release on the overlay: closes.
    await page.mouse.click(5, 5);
    await expect(dialog).toBeHidden();
  });

  test("focus stays inside the open modal", async ({ page }) => {
    await page.goto("/documents/terms");
    await page.getByRole("banner").getByRole("button", { name: "Войти" }).click();
    const dialog = page.getByRole("dialog", { name: "Вход и регистрация" });
    await expect(dialog).toBeVisible();
    // Focus moves in once the focus trap has loaded, on the first open of the visit.
    await expect.poll(() => dialog.evaluate((node) => node.contains(document.activeElement))).toBe(true);
    for (let i = 0; i < 8; i += 1) {
      await page.keyboard.press("Tab");
      expect(await dialog.evaluate((node) => node.contains(document.activeElement))).toBe(true);
    }
  });
});

test.describe("on a phone", () => {
  test.use({ viewport: { width: 375, height: 812 } });

  test("the burger side menu greets the guest, navigates and closes", async ({ page }) => {
    await page.goto("/documents/terms");
    await page.getByRole("button", { name: "Меню" }).click();
    const menu = page.getByRole("dialog", { name: "Привет, Гость!" });
    await expect(menu).toBeVisible();
    await expect(menu.getByRole("button", { name: "Войти в профиль" })).toBeVisible();
    await page.keyboard.press("Escape");
    await expect(menu).toBeHidden();

    await page.getByRole("button", { name: "Меню" }).click();
    await menu.getByRole("link", { name: "Конкурс" }).click();
    await expect(page).toHaveURL(/\/contest$/);
    await expect(menu).toBeHidden();
  });

  test("the intro page is usable without horizontal scrolling", async ({ page }) => {
    await page.goto("/");
    await expect(page.getByRole("link", { name: "Смотреть вакансии" })).toBeVisible();
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(375);
  });
});

test.describe("fatal statuses", () => {
  // Fault injection: the browser sees the gateway fail (5xx) or vanish (no response).
  test("a 5xx answer sends the browser to /error/{status}", async ({ page }) => {
    await page.route("**/v1/auth/check-email", (route) =>
      route.fulfill({ status: 503, contentType: "application/json", body: '{"message":"maintenance"}' }),
    );
    await page.goto("/documents/terms");
    await page.getByRole("banner").getByRole("button", { name: "Войти" }).click();
    const dialog = page.getByRole("dialog", { name: "Вход и регистрация" });
    await dialog.getByLabel("Почта").fill("someone@rabota.test");
    await dialog.getByRole("button", { name: "Далее" }).click();
    await expect(page).toHaveURL(/\/error\/503$/);
    await expect(page.getByText("503", { exact: true })).toBeVisible();
    await expect(dialog).toBeHidden();
  });

  test("no response at all sends the browser to /error/0", async ({ page }) => {
    await page.route("**/v1/auth/check-email", (route) => route.abort("connectionrefused"));
    await page.goto("/documents/terms");
    await page.getByRole("banner").getByRole("button", { name: "Войти" }).click();
    const dialog = page.getByRole("dialog", { name: "Вход и регистрация" });
    await dialog.getByLabel("Почта").fill("someone@rabota.test");
    await dialog.getByRole("button", { name: "Далее" }).click();
    await expect(page).toHaveURL(/\/error\/0$/);
    await expect(page.getByRole("heading", { name: "Нет связи с сервером" })).toBeVisible();
  });
});
