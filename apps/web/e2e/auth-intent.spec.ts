import { expect, type Page, test } from "@playwright/test";
import {
  authDialog,
  authed,
  latestCode,
  openSignIn,
  PASSWORD,
  pickPlace,
  registerViaApi,
  signIn,
  submitEmail,
  uniqueEmail,
} from "./support";

// Issue 12, flows 1, 2, 8 and 9: the sign-in keeps what the user was doing, a sign-up ends
// signed in, a 403 offers the way in, focus follows the route, and the header never flashes
// «Войти» while a session restores.

const DEMO_EMPLOYER = "employer@rabota.demo";

const banner = (page: Page) => page.getByRole("banner");
const cards = (page: Page) => page.getByTestId("vacancy-card");
const toasts = (page: Page) => page.getByRole("region", { name: /Уведомления/ });

/** The login step of a modal already open on the mail step: email, password, «Войти». */
async function signInInOpenModal(
  page: Page,
  email: string,
  role: "Ищу работу" | "Ищу сотрудников" = "Ищу работу",
) {
  const dialog = authDialog(page);
  await expect(dialog.getByRole("heading", { name: "Вход и регистрация" })).toBeVisible();
  await submitEmail(page, email, role);
  await expect(dialog.getByRole("heading", { name: "Введите пароль" })).toBeVisible();
  await dialog.getByLabel("Пароль", { exact: true }).fill(PASSWORD);
  await dialog.getByRole("button", { name: "Войти" }).click();
  await expect(dialog).toBeHidden();
}

/** Mail -> code -> password -> the applicant form in a modal already open; submits it. */
async function registerApplicantInOpenModal(page: Page, email: string, name: string) {
  const dialog = authDialog(page);
  await submitEmail(page, email, "Ищу работу");
  await expect(dialog.getByRole("heading", { name: "Введите код" })).toBeVisible();
  await dialog.getByLabel("Код из письма").fill(await latestCode(page.request, email));
  await dialog.getByRole("button", { name: "Далее" }).click();
  await expect(dialog.getByRole("heading", { name: "Создайте пароль" })).toBeVisible();
  await dialog.getByLabel("Пароль", { exact: true }).fill(PASSWORD);
  await dialog.getByLabel("Повторите пароль").fill(PASSWORD);
  await dialog.getByRole("button", { name: "Далее" }).click();
  await expect(dialog.getByRole("heading", { name: "Введите информацию о себе" })).toBeVisible();
  await dialog.getByLabel("Имя").fill(name);
  await dialog.getByLabel("Фамилия").fill("Иванов");
  await dialog.getByLabel("Дата рождения").pressSequentially("15051995");
  await pickPlace(dialog.getByRole("combobox", { name: "Город" }), "Москва", "Москва");
  await dialog.getByRole("checkbox").check();
  await dialog.getByRole("button", { name: "Войти" }).click();
}

/** The first vacancy of the list, opened as a guest; returns its address. */
async function openFirstVacancy(page: Page): Promise<string> {
  await page.goto("/vacancies");
  await cards(page).first().getByRole("link").first().click();
  await expect(page).toHaveURL(/\/vacancies\/detail\//);
  // The list stays on screen while the details page loads: wait for the details themselves.
  await expect(page.getByTestId("vacancy-details")).toBeVisible();
  return page.url();
}

const vacancyIdOf = (url: string) => decodeURIComponent(url.split("/").at(-1) ?? "");
const signedInId = (page: Page) => page.evaluate(() => localStorage.getItem("userId"));

test.describe("flow 1: a guest's action resumes after sign-in", () => {
  test("a like on a vacancy page is done after signing in, and the user stays on that vacancy", async ({
    page,
    request,
  }) => {
    const email = await registerViaApi(request, "applicant", "intent-like");
    const url = await openFirstVacancy(page);
    await page.getByRole("button", { name: "В избранное" }).click();
    await signInInOpenModal(page, email);

    await expect(page).toHaveURL(url);
    await expect(page.getByRole("button", { name: "В избранном" })).toHaveAttribute("aria-pressed", "true");
    await expect(toasts(page).getByText("Вакансия добавлена в избранное")).toBeVisible();
    await expect(banner(page).getByRole("button", { name: "Выйти" })).toBeVisible();
    // The like is stored by the gateway, not only drawn.
    const favourites = await authed(page.request, async () =>
      page.request.get(`/v1/vacancy/favourites/${await signedInId(page)}`),
    );
    const liked = (await favourites.json()) as { vacancies: Array<{ id: string }> };
    expect(liked.vacancies.map((vacancy) => vacancy.id)).toContain(vacancyIdOf(url));
  });

  test("«Откликнуться» is sent after registering in the modal, and the new applicant stays on the vacancy", async ({
    page,
  }) => {
    const url = await openFirstVacancy(page);
    await page.getByRole("button", { name: "Откликнуться" }).click();
    await registerApplicantInOpenModal(page, uniqueEmail("intent-apply"), "Мирон");

    await expect(authDialog(page)).toBeHidden();
    await expect(page).toHaveURL(url);
    await expect(page.getByText(/^(Вы откликнулись|Отклик: .+)$/)).toBeVisible();
    await expect(page.getByRole("button", { name: "Откликнуться" })).toHaveCount(0);
    await expect(toasts(page).getByText("Отклик отправлен")).toBeVisible();
    await expect(toasts(page).getByText("Добро пожаловать в Работу, Мирон!")).toBeVisible();
    const responses = await authed(page.request, async () =>
      page.request.get(`/v1/vacancy/response/${await signedInId(page)}`),
    );
    expect(responses.status()).toBe(200);
    const body = (await responses.json()) as { responses: Array<{ vacancyId: string }> };
    expect(body.responses.map((response) => response.vacancyId)).toEqual([vacancyIdOf(url)]);
  });

  test("a heart pressed on the list is filled after signing in, on the same list", async ({
    page,
    request,
  }) => {
    const email = await registerViaApi(request, "applicant", "intent-list");
    await page.goto("/vacancies");
    const card = cards(page).nth(1);
    const title = (await card.getByRole("link").first().textContent()) ?? "";
    await card.getByRole("button", { name: "В избранное" }).click();
    await signInInOpenModal(page, email);

    await expect(page).toHaveURL(/\/vacancies$/);
    const sameCard = cards(page).filter({ has: page.getByRole("link", { name: title, exact: true }) });
    await expect(sameCard.getByRole("button", { name: "Убрать из избранного" })).toHaveAttribute(
      "aria-pressed",
      "true",
    );
  });

  test("an employer who signs in from a heart gets no applicant action, stays and is told why", async ({
    page,
  }) => {
    const url = await openFirstVacancy(page);
    await page.getByRole("button", { name: "В избранное" }).click();
    await signInInOpenModal(page, DEMO_EMPLOYER, "Ищу сотрудников");

    await expect(page).toHaveURL(url);
    await expect(
      toasts(page).getByText("Добавлять в избранное и откликаться могут только соискатели"),
    ).toBeVisible();
    await expect(banner(page).getByRole("button", { name: "Выйти" })).toBeVisible();
  });

  test("the header's «Войти» on a vacancy still leads to /profile (§4)", async ({ page, request }) => {
    const email = await registerViaApi(request, "applicant", "intent-plain");
    await openFirstVacancy(page);
    // A heart started and abandoned does not linger into the next, plain, sign-in.
    await page.getByRole("button", { name: "В избранное" }).click();
    await expect(authDialog(page).getByRole("heading", { name: "Вход и регистрация" })).toBeVisible();
    await page.keyboard.press("Escape");
    await expect(authDialog(page)).toHaveCount(0);
    await signIn(page, email, PASSWORD);
    await expect(page).toHaveURL(/\/profile$/);
    const favourites = await authed(page.request, async () =>
      page.request.get(`/v1/vacancy/favourites/${await signedInId(page)}`),
    );
    expect(((await favourites.json()) as { vacancies: unknown[] }).vacancies).toEqual([]);
  });
});

test.describe("flow 2: registration ends signed in", () => {
  test("a new applicant lands on /profile signed in, welcomed by name", async ({ page }) => {
    const email = uniqueEmail("welcome");
    await page.goto("/");
    await openSignIn(page);
    await registerApplicantInOpenModal(page, email, "Иван");

    await expect(page).toHaveURL(/\/profile$/);
    await expect(authDialog(page)).toBeHidden();
    await expect(toasts(page).getByText("Добро пожаловать в Работу, Иван!")).toBeVisible();
    await expect(banner(page).getByRole("button", { name: "Выйти" })).toBeVisible();
    await expect(page.getByText(email)).toBeVisible();
    // The session is real: it survives a reload.
    await page.reload();
    await expect(banner(page).getByRole("button", { name: "Выйти" })).toBeVisible();
    await expect(page.getByText(email)).toBeVisible();
  });

  test("a new employer founding a company lands on its profile signed in", async ({ page }) => {
    const email = uniqueEmail("welcome-employer");
    await page.goto("/");
    await openSignIn(page);
    const dialog = authDialog(page);
    await submitEmail(page, email, "Ищу сотрудников");
    await dialog.getByLabel("Код из письма").fill(await latestCode(page.request, email));
    await dialog.getByRole("button", { name: "Далее" }).click();
    await dialog.getByLabel("Пароль", { exact: true }).fill(PASSWORD);
    await dialog.getByLabel("Повторите пароль").fill(PASSWORD);
    await dialog.getByRole("button", { name: "Далее" }).click();
    await dialog.getByLabel("Имя").fill("Ольга");
    await dialog.getByLabel("Фамилия").fill("Петрова");
    await dialog.getByRole("combobox", { name: "Компания" }).fill(`Новая Заря ${Date.now().toString(36)}`);
    await dialog.getByLabel("Должность").fill("Директор");
    await dialog.getByRole("checkbox").check();
    await dialog.getByRole("button", { name: "Войти" }).click();

    await expect(page).toHaveURL(/\/profile$/);
    await expect(toasts(page).getByText("Добро пожаловать в Работу, Ольга!")).toBeVisible();
    await expect(banner(page).getByRole("button", { name: "Выйти" })).toBeVisible();
    await expect(banner(page).getByRole("link", { name: "Избранное" })).toHaveCount(0);
  });
});

test.describe("flow 8: a 403 page offers the way in", () => {
  for (const [path, heading] of [
    ["/vacancies/liked", "Избранное"],
    ["/profile/edit/contacts", "Контакты"],
  ] as const) {
    test(`a guest on ${path} signs in from the 403 page and is back there, now allowed`, async ({
      page,
      request,
    }) => {
      const email = await registerViaApi(request, "applicant", "forbidden");
      await page.goto(path);
      const main = page.getByRole("main");
      await expect(main.getByRole("heading", { level: 1, name: "Доступ запрещён" })).toBeVisible();
      await expect(main.getByRole("button", { name: "Войти" })).toBeVisible();
      await main.getByRole("button", { name: "Войти" }).click();
      await signInInOpenModal(page, email);

      await expect(page).toHaveURL(new RegExp(`${path}$`));
      await expect(page.getByRole("heading", { level: 1, name: heading })).toBeVisible();
      await expect(page.getByRole("heading", { name: "Доступ запрещён" })).toHaveCount(0);
    });
  }

  test("a signed-in applicant's 403 (an employer's list) offers no «Войти»", async ({ page, request }) => {
    const email = await registerViaApi(request, "applicant", "forbidden-signed-in");
    await page.goto("/");
    await signIn(page, email, PASSWORD);
    await page.goto("/vacancies/assessed");
    await expect(page.getByRole("heading", { level: 1, name: "Доступ запрещён" })).toBeVisible();
    await expect(page.getByRole("main").getByRole("button", { name: "Войти" })).toHaveCount(0);
  });
});

test.describe("flow 9: focus follows the route, and the header waits for the session", () => {
  test("after a route change focus is on the new page's main heading, not on the first load", async ({
    page,
  }) => {
    await page.goto("/");
    await expect(page.getByRole("heading", { level: 1 }).first()).toBeVisible();
    expect(await page.evaluate(() => document.activeElement?.tagName)).toBe("BODY");

    await banner(page).getByRole("link", { name: "Вакансии" }).click();
    await expect(page.getByRole("heading", { level: 1, name: "Вакансии" })).toBeFocused();

    await cards(page).first().getByRole("link").first().click();
    await expect(page.getByTestId("vacancy-details")).toBeVisible();
    const heading = page.getByTestId("vacancy-details").getByRole("heading", { level: 1 });
    await expect(heading).toBeFocused();
    // The heading is a starting point, not a tab stop.
    await expect(heading).toHaveAttribute("tabindex", "-1");

    await page.goBack();
    await expect(page.getByRole("heading", { level: 1, name: "Вакансии" })).toBeFocused();
  });

  test("a signed-in reload shows a placeholder, never «Войти», until the session is restored", async ({
    page,
    request,
  }) => {
    const email = await registerViaApi(request, "applicant", "no-flash");
    await page.goto("/");
    const signInButton = banner(page).getByRole("button", { name: "Войти" });
    const guestBox = await signInButton.boundingBox();
    await signIn(page, email, PASSWORD);

    // Record every «Войти» the header ever shows from the first paint of the next load on.
    await page.addInitScript(() => {
      const seen: string[] = [];
      (window as unknown as { seenSignIn: string[] }).seenSignIn = seen;
      new MutationObserver(() => {
        for (const button of document.querySelectorAll("header button")) {
          if (button.textContent?.trim() === "Войти") seen.push(String(performance.now()));
        }
      }).observe(document, { childList: true, subtree: true, characterData: true });
    });
    // Hold the restore's profile call, so the wait is long enough to see.
    let release: () => void = () => {};
    const held = new Promise<void>((resolve) => {
      release = resolve;
    });
    await page.route("**/v1/profile/*", async (route) => {
      await held;
      await route.fallback();
    });
    await page.reload();
    const placeholder = banner(page).getByTestId("session-placeholder");
    await expect(placeholder).toBeVisible();
    await expect(signInButton).toHaveCount(0);
    const placeholderBox = await placeholder.boundingBox();
    // The same size as the «Войти» it stands in for, so nothing moves when a guest's check ends.
    expect(Math.abs((placeholderBox?.width ?? 0) - (guestBox?.width ?? 0))).toBeLessThan(4);
    expect(Math.abs((placeholderBox?.height ?? 0) - (guestBox?.height ?? 0))).toBeLessThan(1);
    release();
    await expect(banner(page).getByRole("button", { name: "Выйти" })).toBeVisible();
    await expect(placeholder).toHaveCount(0);
    expect(await page.evaluate(() => (window as unknown as { seenSignIn: string[] }).seenSignIn)).toEqual([]);
  });
});
