import { type APIRequestContext, type APIResponse, expect, type Page, test } from "@playwright/test";
import { authed, expectNoA11yViolations, PASSWORD, pickPlace, registerViaApi, signInViaApi } from "./support";

/** A real 1×1 PNG. */
const PNG = Buffer.from(
  "iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==",
  "base64",
);

/** The side menu's greeting title (the burger shows on phones, so the check runs at 375 px). */
async function greeting(page: Page) {
  const viewport = page.viewportSize();
  await page.setViewportSize({ width: 375, height: 800 });
  await page.getByRole("banner").getByRole("button", { name: "Меню" }).click();
  const menu = page.getByRole("dialog");
  const title = await menu.getByRole("heading").first().textContent();
  await page.keyboard.press("Escape");
  await expect(menu).toBeHidden();
  if (viewport) await page.setViewportSize(viewport);
  return title;
}

async function saveAndReturn(page: Page) {
  await page.getByRole("button", { name: "Сохранить" }).click();
  await page.waitForURL("**/profile");
  await expect(page.getByText("Изменения сохранены").first()).toBeVisible();
}

/** A fresh applicant, signed in, on the still empty profile page. */
async function freshApplicantProfile(page: Page, request: APIRequestContext) {
  const email = await registerViaApi(request, "applicant", "profile");
  await signInViaApi(page, email, PASSWORD);
  await expect(page.getByRole("heading", { level: 1, name: "Анна Смирнова" })).toBeVisible();
  await expect(page.getByText("Пока ничего нет").first()).toBeVisible();
}

/** After a reload (so from the server, not the store), the profile page shows every text. */
async function expectSavedProfileShows(page: Page, texts: string[]) {
  await page.reload();
  const main = page.getByRole("main");
  for (const text of texts) await expect(main.getByText(text, { exact: false }).first()).toBeVisible();
  return main;
}

// One test per group of sections, each with its own account: a test that fills all eight
// sections in one go needed a 120 s budget on a busy machine.

test("an applicant edits the personal section with an avatar, reloads and sees it", async ({
  page,
  request,
}) => {
  await freshApplicantProfile(page, request);

  // Personal section with the avatar.
  await page.getByRole("button", { name: "Изменить: Основная информация" }).click();
  await page.waitForURL("**/profile/edit/personal");
  await page.getByLabel("Фото профиля").setInputFiles({ name: "me.png", mimeType: "image/png", buffer: PNG });
  await expect(page.getByRole("button", { name: "Заменить фото" })).toBeEnabled();
  await expect(page.getByRole("button", { name: "Удалить фото" })).toBeVisible();
  await expectNoA11yViolations(page);
  const name = page.getByLabel("Имя", { exact: true });
  await name.fill("мария");
  await name.blur();
  await expect(page.getByText("Введите корректное значение")).toBeVisible();
  await name.fill("Мария");
  await expect(page.getByText("Введите корректное значение")).toBeHidden();
  await pickPlace(page.getByRole("combobox", { name: "Город" }), "нижний", "Нижний Новгород");
  const birth = page.getByLabel("Дата рождения");
  await birth.fill("31022000");
  await birth.blur();
  await expect(page.getByText("Введите корректную дату рождения")).toBeVisible();
  await birth.fill("28021998");
  await expect(birth).toHaveValue("28.02.1998");
  await page.getByLabel("О себе").fill("Люблю понятные интерфейсы.");
  await saveAndReturn(page);
  expect(await greeting(page)).toBe("Привет, Мария!");

  const main = await expectSavedProfileShows(page, [
    "Нижний Новгород · дата рождения 28.02.1998",
    "Люблю понятные интерфейсы.",
  ]);
  await expect(main.getByRole("heading", { level: 1, name: "Мария Смирнова" })).toBeVisible();
  const avatar = main.locator('img[src*="/v1/files/"]').first();
  await expect(avatar).toBeVisible();
  expect(await avatar.evaluate((img: HTMLImageElement) => img.naturalWidth)).toBe(1);
  await expectNoA11yViolations(page);
  expect(await greeting(page)).toBe("Привет, Мария!");
});

test("the applicant's city is a place; a name the places do not know is kept, with a note under the field", async ({
  page,
  request,
}) => {
  await freshApplicantProfile(page, request);
  const note = page.getByText(
    "Этого города нет в справочнике: он сохранится как написан, но поиск по городу его не найдёт",
  );
  const edit = async () => {
    await page.getByRole("button", { name: "Изменить: Основная информация" }).click();
    await page.waitForURL("**/profile/edit/personal");
  };

  await edit();
  const city = page.getByRole("combobox", { name: "Город" });
  await city.fill("Нигдеград");
  await city.blur();
  await expect(note).toBeVisible();
  await saveAndReturn(page);
  await expectSavedProfileShows(page, ["Нигдеград"]);

  // Opened again, the unknown name is said at once; a picked place takes the note away.
  await edit();
  await expect(note).toBeVisible();
  await pickPlace(page.getByRole("combobox", { name: "Город" }), "королев", "Королёв");
  await expect(note).toBeHidden();
  await saveAndReturn(page);
  await expectSavedProfileShows(page, ["Королёв"]);
  await edit();
  await expect(page.getByRole("combobox", { name: "Город" })).toHaveValue("Королёв");
  await expect(note).toBeHidden();
});

test("an applicant fills contacts, education and experience, reloads and sees them", async ({
  page,
  request,
}) => {
  await freshApplicantProfile(page, request);

  // Contacts.
  await page.getByRole("button", { name: "Добавить: Контакты" }).click();
  const phone = page.getByLabel("Телефон");
  await phone.fill("12345");
  await phone.blur();
  await expect(page.getByText("Введите корректный телефон")).toBeVisible();
  await phone.fill("+7 (999) 123-45-67");
  await page.getByLabel("Сайт").fill("https://maria.dev");
  await page.getByLabel("Другой контакт").fill("Telegram: @maria");
  await saveAndReturn(page);

  // Education: add two entries, remove one.
  await page.getByRole("button", { name: "Добавить: Образование" }).click();
  await page.getByRole("button", { name: "Добавить учебное заведение" }).click();
  await page.getByRole("button", { name: "Добавить учебное заведение" }).click();
  await page.getByRole("button", { name: "Удалить учебное заведение 2" }).click();
  await page.getByRole("button", { name: "Сохранить" }).click();
  await expect(page.getByText("Поле обязательно для заполнения")).toBeVisible();
  await page.getByLabel("Учебное заведение", { exact: true }).fill("ННГУ им. Лобачевского");
  await page.getByLabel("Специальность").fill("Прикладная информатика");
  await page.getByLabel("Год начала").fill("2015");
  await page.getByLabel("Год окончания").fill("2019");
  await saveAndReturn(page);

  // Experience, still working there.
  await page.getByRole("button", { name: "Добавить: Опыт работы" }).click();
  await page.getByRole("button", { name: "Добавить место работы" }).click();
  await page.getByLabel("Компания").fill("Ромашка");
  await page.getByLabel("Должность").fill("Frontend-разработчик");
  await page.getByRole("combobox", { name: "Начало работы, месяц" }).selectOption({ label: "март" });
  await page.getByRole("combobox", { name: "Начало работы, год" }).selectOption("2020");
  await page.getByLabel("По настоящее время").check();
  await page.getByLabel("Обязанности и достижения").fill("Интерфейсы личного кабинета");
  await saveAndReturn(page);

  await expectSavedProfileShows(page, [
    "+7 (999) 123-45-67",
    "https://maria.dev",
    "Telegram: @maria",
    "ННГУ им. Лобачевского",
    "Frontend-разработчик, Ромашка",
    "03.2020 — по настоящее время",
    "Интерфейсы личного кабинета",
  ]);
  await expectNoA11yViolations(page);
});

test("an applicant picks skills and qualities, sets goals, reloads and sees them", async ({
  page,
  request,
}) => {
  await freshApplicantProfile(page, request);

  // Skills from the suggestions and as free text.
  await page.getByRole("button", { name: "Добавить: Навыки" }).click();
  const skill = page.getByRole("combobox", { name: "Навык" });
  await skill.fill("pyth");
  await page.getByRole("option", { name: "Python" }).click();
  await skill.fill("Type");
  await expect(page.getByRole("option", { name: "TypeScript" })).toBeVisible();
  await skill.press("ArrowDown");
  await skill.press("Enter");
  await skill.fill("Сборка мебели");
  await page.getByRole("button", { name: "Добавить", exact: true }).click();
  await page.getByRole("button", { name: "Удалить: Сборка мебели" }).click();
  await saveAndReturn(page);

  // Qualities.
  await page.getByRole("button", { name: "Добавить: Личные качества" }).click();
  await page.getByRole("combobox", { name: "Личное качество" }).fill("отв");
  await page.getByRole("option", { name: "Ответственность" }).click();
  await saveAndReturn(page);

  // Goals.
  await page.getByRole("button", { name: "Добавить: Цели" }).click();
  await page.getByLabel("Желаемая должность").fill("Ведущий разработчик");
  const income = page.getByLabel("Желаемый доход, ₽ в месяц");
  await income.fill("много");
  await income.blur();
  await expect(page.getByText("Введите корректное число")).toBeVisible();
  await income.fill("250000");
  await page.getByRole("combobox", { name: "Интересные позиции" }).fill("Тимлид");
  await page.getByRole("button", { name: "Добавить", exact: true }).first().click();
  await saveAndReturn(page);

  const main = await expectSavedProfileShows(page, [
    "Python",
    "TypeScript",
    "Ответственность",
    "Ведущий разработчик",
    "250 000 ₽",
    "Тимлид",
  ]);
  await expect(main.getByText("Сборка мебели")).toHaveCount(0);
});

test("a failed save shows the server's error and keeps the typed input", async ({ page, request }) => {
  const email = await registerViaApi(request, "applicant", "profile-fail");
  await signInViaApi(page, email, PASSWORD);
  await page.getByRole("button", { name: "Добавить: Цели" }).click();
  await page.route("**/v1/profile/*", (route) =>
    route.request().method() === "PUT"
      ? route.fulfill({
          status: 409,
          contentType: "application/json",
          body: JSON.stringify({ message: "Профиль изменён в другой вкладке" }),
        })
      : route.fallback(),
  );
  await page.getByLabel("Желаемая должность").fill("Архитектор");
  await page.getByRole("button", { name: "Сохранить" }).click();
  await expect(page.getByRole("alert").filter({ hasText: "Профиль изменён в другой вкладке" })).toBeVisible();
  await expect(page).toHaveURL(/\/profile\/edit\/goals$/);
  await expect(page.getByLabel("Желаемая должность")).toHaveValue("Архитектор");
});

test.describe("the profile-edit guard", () => {
  test("a guest gets 403, and /profile opens the sign-in modal", async ({ page }) => {
    await page.goto("/profile/edit/personal");
    await expect(page.getByRole("heading", { name: "Доступ запрещён" })).toBeVisible();
    await page.goto("/profile");
    await expect(page.getByRole("dialog").getByRole("heading", { name: "Вход и регистрация" })).toBeVisible();
  });

  test("an unknown role gets 403", async ({ page }) => {
    await page.goto("/");
    await page.evaluate(() => {
      localStorage.setItem("userId", "00000000-0000-4000-8000-000000000000");
      localStorage.setItem("userRole", "admin");
    });
    await page.goto("/profile/edit/personal");
    await expect(page.getByRole("heading", { name: "Доступ запрещён" })).toBeVisible();
  });

  test("an employer gets the 404 page", async ({ page, request }) => {
    const email = await registerViaApi(request, "employer", "guard");
    await signInViaApi(page, email, PASSWORD);
    await page.goto("/profile/edit/personal");
    await expect(page.getByRole("heading", { name: "Страница не найдена" })).toBeVisible();
  });

  test("a large spinner shows until the auth check finishes, then an applicant sees the page", async ({
    page,
    request,
  }) => {
    const email = await registerViaApi(request, "applicant", "guard-spinner");
    await signInViaApi(page, email, PASSWORD);
    let release: () => void = () => {};
    const held = new Promise<void>((resolve) => {
      release = resolve;
    });
    await page.route("**/v1/profile/*", async (route) => {
      await held;
      await route.fallback();
    });
    await page.goto("/profile/edit/contacts");
    await expect(page.getByRole("status").filter({ hasText: "Проверяем вход" })).toBeAttached();
    await expect(page.getByRole("heading", { level: 1, name: "Контакты" })).toHaveCount(0);
    release();
    await expect(page.getByRole("heading", { level: 1, name: "Контакты" })).toBeVisible();
    await expect(page.getByLabel("Телефон")).toBeVisible();
  });
});

test("an employer edits the company and the contact person", async ({ page, request }) => {
  const email = await registerViaApi(request, "employer", "company");
  await signInViaApi(page, email, PASSWORD);
  await expect(page.getByRole("heading", { level: 1, name: "Здравствуйте, Олег!" })).toBeVisible();
  await page.getByRole("button", { name: "Редактировать профиль" }).click();
  await page
    .getByLabel("Логотип компании")
    .setInputFiles({ name: "logo.png", mimeType: "image/png", buffer: PNG });
  await expect(page.getByRole("button", { name: "Удалить логотип" })).toBeVisible();
  await page.getByLabel("Город").fill("Казань");
  await page.getByLabel("Сайт").fill("https://romashka.ru");
  await page.getByLabel("О компании").fill("Делаем сервисы для людей.");
  const phone = page.getByLabel("Телефон");
  await phone.fill("123");
  await phone.blur();
  await expect(page.getByText("Введите корректный телефон")).toBeVisible();
  await phone.fill("8 999 123 45 67");
  await page.getByLabel("Имя").fill("Ольга");
  await page.getByRole("button", { name: "Сохранить" }).click();
  await expect(page.getByText("Изменения сохранены").first()).toBeVisible();
  await expect(page.getByRole("heading", { level: 1, name: "Здравствуйте, Ольга!" })).toBeVisible();
  await expectNoA11yViolations(page);
  expect(await greeting(page)).toBe("Привет, Ольга!");
  await page.reload();
  const main = page.getByRole("main");
  for (const text of ["Казань", "https://romashka.ru", "Делаем сервисы для людей.", "8 999 123 45 67"]) {
    await expect(main.getByText(text)).toBeVisible();
  }
  const logo = main.locator('img[src*="/v1/files/"]').first();
  await expect(logo).toBeVisible();
  expect(await logo.evaluate((img: HTMLImageElement) => img.naturalWidth)).toBe(1);
});

test("one user cannot read or write another's profile or files through the API", async ({
  playwright,
  baseURL,
}) => {
  const anna = await playwright.request.newContext({ baseURL });
  const boris = await playwright.request.newContext({ baseURL });
  const login = async (context: APIRequestContext, email: string) => {
    const response = await context.post("/v1/auth/login", { data: { email, password: PASSWORD } });
    expect(response.ok()).toBe(true);
    return ((await response.json()) as { auth: { id: string } }).auth.id;
  };
  const annaId = await login(anna, await registerViaApi(anna, "applicant", "owner-a"));
  const borisId = await login(boris, await registerViaApi(boris, "applicant", "owner-b"));

  // Access tokens live 4 s here and the registrations above can outlast that on a loaded
  // machine: each call refreshes once on a 401, so what is checked is 403, never an expiry.
  const issued = await authed(anna, () =>
    anna.put(`/v1/profile/files/${annaId}`, {
      data: {
        fileType: "FILE_TYPE_AVATAR",
        parentStructId: annaId,
        fileName: "a.png",
        contentType: "image/png",
      },
    }),
  );
  const { uploadUrl, fileId } = (await issued.json()) as { uploadUrl: string; fileId: string };
  const upload = (context: APIRequestContext) =>
    authed(context, () => context.put(uploadUrl, { data: PNG, headers: { "content-type": "image/png" } }));
  expect((await upload(anna)).status()).toBe(204);

  const asBoris = (call: () => Promise<APIResponse>) => authed(boris, call);
  expect((await asBoris(() => boris.get(`/v1/profile/${annaId}`))).status()).toBe(403);
  expect(
    (
      await asBoris(() =>
        boris.put(`/v1/profile/${annaId}`, { data: { name: "Борис", surname: "Захватов" } }),
      )
    ).status(),
  ).toBe(403);
  expect(
    (
      await asBoris(() =>
        boris.put(`/v1/profile/files/${annaId}`, {
          data: { fileType: "FILE_TYPE_AVATAR", parentStructId: annaId, fileName: "b.png" },
        }),
      )
    ).status(),
  ).toBe(403);
  expect((await asBoris(() => boris.get(`/v1/profile/files/${annaId}/${fileId}`))).status()).toBe(403);
  expect((await asBoris(() => boris.delete(`/v1/profile/files/${annaId}/${fileId}`))).status()).toBe(403);
  expect((await asBoris(() => boris.get(`/v1/profile/files/${borisId}/${fileId}`))).status()).toBe(403);
  expect((await upload(boris)).status()).toBe(403);
  // Anna's data is intact.
  expect((await authed(anna, () => anna.get(`/v1/profile/${annaId}`))).status()).toBe(200);
  expect((await authed(anna, () => anna.get(`/v1/profile/files/${annaId}/${fileId}`))).status()).toBe(200);
  await anna.dispose();
  await boris.dispose();
});
