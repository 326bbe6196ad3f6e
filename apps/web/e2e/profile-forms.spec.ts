import { expect, type Locator, type Page, test } from "@playwright/test";
import { PASSWORD, registerViaApi, signInViaApi } from "./support";

/** The message a field shows under itself: the text of its `aria-describedby` error. */
async function messageUnder(field: Locator): Promise<string | null> {
  return field.evaluate((input) => {
    if (input.getAttribute("aria-invalid") !== "true") return null;
    const ids = input.getAttribute("aria-describedby")?.split(" ") ?? [];
    return ids.map((id) => document.getElementById(id)?.textContent ?? "").join(" ") || null;
  });
}

const isProfileUpdate = (method: string, url: string) =>
  method === "PUT" && new URL(url).pathname.startsWith("/v1/profile/");

/**
 * Watches the profile updates from now on: how many were sent, and how many the server
 * stored (a send may be repeated once after a token refresh).
 */
function watchProfileUpdates(page: Page) {
  let sent = 0;
  let stored = 0;
  page.on("request", (request) => {
    if (isProfileUpdate(request.method(), request.url())) sent += 1;
  });
  page.on("response", (response) => {
    if (isProfileUpdate(response.request().method(), response.url()) && response.ok()) stored += 1;
  });
  return { sent: () => sent, stored: () => stored };
}

test("an education end year of 0999, 2200 or before the start shows the year message under the field and saves nothing", async ({
  page,
  request,
}) => {
  const email = await registerViaApi(request, "applicant", "end-year");
  await signInViaApi(page, email, PASSWORD);
  await page.getByRole("button", { name: "Добавить: Образование" }).click();
  await page.waitForURL("**/profile/edit/education");
  await page.getByRole("button", { name: "Добавить учебное заведение" }).click();
  await page.getByLabel("Учебное заведение", { exact: true }).fill("МГУ");
  await page.getByLabel("Год начала").fill("2010");
  const updates = watchProfileUpdates(page);

  const end = page.getByLabel("Год окончания");
  for (const year of ["0999", "2200", "2009"]) {
    await end.fill(year);
    await end.blur();
    await expect.poll(() => messageUnder(end)).toBe("Введите корректный год");
    await page.getByRole("button", { name: "Сохранить" }).click();
    await expect.poll(() => messageUnder(end)).toBe("Введите корректный год");
    await expect(page).toHaveURL(/\/profile\/edit\/education$/);
  }
  expect(updates.sent()).toBe(0);

  // A graduation ahead is fine: the entry is saved and shown.
  await end.fill("2030");
  await expect.poll(() => messageUnder(end)).toBeNull();
  await page.getByRole("button", { name: "Сохранить" }).click();
  await page.waitForURL("**/profile");
  await expect(page.getByText("Изменения сохранены").first()).toBeVisible();
  await expect(page.getByRole("main").getByText("МГУ")).toBeVisible();
  expect(updates.stored()).toBe(1);
});

test("an experience that ends before it starts shows the period message under the field and saves nothing", async ({
  page,
  request,
}) => {
  const email = await registerViaApi(request, "applicant", "period");
  await signInViaApi(page, email, PASSWORD);
  await page.getByRole("button", { name: "Добавить: Опыт работы" }).click();
  await page.waitForURL("**/profile/edit/experience");
  await page.getByRole("button", { name: "Добавить место работы" }).click();
  await page.getByLabel("Компания").fill("Ромашка");
  await page.getByLabel("Должность").fill("Аналитик");
  await page.getByRole("combobox", { name: "Начало работы, месяц" }).selectOption({ label: "март" });
  await page.getByRole("combobox", { name: "Начало работы, год" }).selectOption("2015");
  const end = page.getByRole("combobox", { name: "Окончание работы, месяц" });
  await end.selectOption({ label: "декабрь" });
  await page.getByRole("combobox", { name: "Окончание работы, год" }).selectOption("2014");
  const updates = watchProfileUpdates(page);
  await page.getByRole("button", { name: "Сохранить" }).click();
  await expect.poll(() => messageUnder(end)).toBe("Введите корректный период");
  await expect(page).toHaveURL(/\/profile\/edit\/experience$/);
  expect(updates.sent()).toBe(0);
});

test("every profile editor fits a 375 px phone screen without sideways scrolling", async ({
  page,
  request,
}) => {
  const email = await registerViaApi(request, "applicant", "phone-width");
  await signInViaApi(page, email, PASSWORD);
  await page.setViewportSize({ width: 375, height: 800 });
  for (const section of ["personal", "contacts", "education", "experience", "skills", "qualities", "goals"]) {
    await page.goto(`/profile/edit/${section}`);
    await expect(page.getByRole("button", { name: "Сохранить" })).toBeVisible();
    const pageWidth = await page.evaluate(() => document.documentElement.scrollWidth);
    expect(pageWidth, `/profile/edit/${section} is ${pageWidth} px wide`).toBeLessThanOrEqual(375);
  }
});
