import { expect, type Locator, type Page, test } from "@playwright/test";
import { PASSWORD, registerViaApi, signIn } from "./support";

/** The message a field shows under itself: the text of its `aria-describedby` error. */
async function messageUnder(field: Locator): Promise<string | null> {
  return field.evaluate((input) => {
    if (input.getAttribute("aria-invalid") !== "true") return null;
    const ids = input.getAttribute("aria-describedby")?.split(" ") ?? [];
    return ids.map((id) => document.getElementById(id)?.textContent ?? "").join(" ") || null;
  });
}

/** Counts the profile updates the page sends from now on. */
function countProfileUpdates(page: Page): () => number {
  let updates = 0;
  page.on("request", (request) => {
    if (request.method() === "PUT" && new URL(request.url()).pathname.startsWith("/v1/profile/"))
      updates += 1;
  });
  return () => updates;
}

test("an education end year of 0999, 2200 or before the start shows the year message under the field and saves nothing", async ({
  page,
  request,
}) => {
  const email = await registerViaApi(request, "applicant", "end-year");
  await page.goto("/");
  await signIn(page, email, PASSWORD);
  await page.getByRole("button", { name: "Изменить: Образование" }).click();
  await page.waitForURL("**/profile/edit/education");
  await page.getByRole("button", { name: "Добавить учебное заведение" }).click();
  await page.getByLabel("Учебное заведение", { exact: true }).fill("МГУ");
  await page.getByLabel("Год начала").fill("2010");
  const updates = countProfileUpdates(page);

  const end = page.getByLabel("Год окончания");
  for (const year of ["0999", "2200", "2009"]) {
    await end.fill(year);
    await end.blur();
    await expect.poll(() => messageUnder(end)).toBe("Введите корректный год");
    await page.getByRole("button", { name: "Сохранить" }).click();
    await expect.poll(() => messageUnder(end)).toBe("Введите корректный год");
    await expect(page).toHaveURL(/\/profile\/edit\/education$/);
  }
  expect(updates()).toBe(0);
  await expect(page.getByRole("alert").filter({ hasText: "Не удалось" })).toHaveCount(0);

  // A graduation ahead is fine: the entry is saved and shown.
  await end.fill("2030");
  await expect.poll(() => messageUnder(end)).toBeNull();
  await page.getByRole("button", { name: "Сохранить" }).click();
  await page.waitForURL("**/profile");
  await expect(page.getByText("Изменения сохранены").first()).toBeVisible();
  await expect(page.getByRole("main").getByText("МГУ")).toBeVisible();
  expect(updates()).toBe(1);
});

test("an experience that ends before it starts shows the period message under the field and saves nothing", async ({
  page,
  request,
}) => {
  const email = await registerViaApi(request, "applicant", "period");
  await page.goto("/");
  await signIn(page, email, PASSWORD);
  await page.getByRole("button", { name: "Изменить: Опыт работы" }).click();
  await page.waitForURL("**/profile/edit/experience");
  await page.getByRole("button", { name: "Добавить место работы" }).click();
  await page.getByLabel("Компания").fill("Ромашка");
  await page.getByLabel("Должность").fill("Аналитик");
  await page.getByLabel("Начало работы").fill("2015-03");
  const end = page.getByLabel("Окончание работы");
  await end.fill("2014-12");
  const updates = countProfileUpdates(page);
  await page.getByRole("button", { name: "Сохранить" }).click();
  await expect.poll(() => messageUnder(end)).toBe("Введите корректный период");
  await expect(page).toHaveURL(/\/profile\/edit\/experience$/);
  expect(updates()).toBe(0);
});
