import { expect, type Page, test } from "@playwright/test";
import { pickPlace } from "./support";

// The filter bar of /vacancies, as a guest sees it (the same panel serves applicants).

const total = (page: Page) => page.getByTestId("vacancy-total");
const filters = (page: Page) => page.getByRole("form", { name: "Фильтры вакансий" });
const city = (page: Page) => filters(page).getByRole("combobox", { name: "Город" });
const experience = (page: Page) => filters(page).getByRole("combobox", { name: "Опыт работы" });
const income = (page: Page) => filters(page).getByRole("textbox", { name: "Доход от, ₽" });
const reset = (page: Page) => page.getByRole("button", { name: "Сбросить фильтры" });
/** The selected option's text of a native select. */
const shown = (select: ReturnType<typeof experience>) =>
  select.evaluate((node: HTMLSelectElement) => node.selectedOptions[0]?.textContent ?? "");

/** Opens the list and waits for its total. */
async function openList(page: Page, search = ""): Promise<string> {
  await page.goto(`/vacancies${search}`);
  await expect(total(page)).toHaveText(/ваканси/);
  // The list is server-rendered: keys typed before the app has taken it over would be lost
  // (`pressSequentially` waits for nothing), so wait until the frame is live.
  await expect(page.locator("#root > [aria-disabled]")).toHaveCount(0);
  return (await total(page).textContent()) ?? "";
}

test.describe("vacancy filters", () => {
  test("a city is picked by keyboard and cleared with «Любой город», an experience with «Любой опыт»", async ({
    page,
  }) => {
    const all = await openList(page);
    await expect(city(page)).toHaveAttribute("placeholder", "Любой город");
    await expect(city(page)).toHaveValue("");

    // A short name finds the city (issue 40): «питер» is Санкт-Петербург, hh.ru's area 2.
    await pickPlace(city(page), "питер", "Санкт-Петербург");
    await expect(page).toHaveURL(/filter\.areaId=2(&|$)/);
    await expect(total(page)).not.toHaveText(all);
    await filters(page).getByRole("button", { name: "Любой город" }).click();
    await expect(page).not.toHaveURL(/filter\.areaId/);
    await expect(total(page)).toHaveText(all);
    await expect(city(page)).toHaveValue("");

    // A region takes its towns: Тульская область lists what Тула does, and more.
    await pickPlace(city(page), "тула", "Тула");
    await expect(total(page)).not.toHaveText(all);
    const tula = Number.parseInt(((await total(page).textContent()) ?? "").replace(/\D/g, ""), 10);
    await pickPlace(city(page), "тульская", "Тульская область");
    await expect
      .poll(async () => Number.parseInt(((await total(page).textContent()) ?? "").replace(/\D/g, ""), 10))
      .toBeGreaterThanOrEqual(tula);
    // Emptying the field clears the place too.
    await city(page).fill("");
    await expect(page).not.toHaveURL(/filter\.areaId/);
    await expect(total(page)).toHaveText(all);

    await experience(page).selectOption({ label: "Без опыта" });
    await expect(page).toHaveURL(/filter\.workingExperience=EXPERIENCE_WITHOUT/);
    await experience(page).selectOption({ label: "Любой опыт" });
    await expect(page).not.toHaveURL(/filter\.workingExperience/);
    await expect(total(page)).toHaveText(all);
  });

  test("the income applies as the user types, without Enter or leaving the field", async ({ page }) => {
    const all = await openList(page);
    await income(page).pressSequentially("200000");
    await expect(page).toHaveURL(/filter\.salaryFrom=200000/);
    await expect(total(page)).not.toHaveText(all);
    await expect(income(page)).toBeFocused();
    // Emptying the field clears the filter the same way.
    await income(page).fill("");
    await expect(page).not.toHaveURL(/filter\.salaryFrom/);
    await expect(total(page)).toHaveText(all);
  });

  test("«Сбросить фильтры» shows once a filter is set and clears them all", async ({ page }) => {
    const all = await openList(page);
    await expect(reset(page)).toHaveCount(0);
    await pickPlace(city(page), "казань", "Казань");
    await expect(reset(page)).toBeVisible();
    await experience(page).selectOption({ label: "От 1 года до 3 лет" });
    await filters(page).getByRole("button", { name: "Удалённо" }).click();
    await expect(page).toHaveURL(/filter\.officeType=OFFICE_TYPE_REMOTE/);

    await reset(page).click();
    await expect(page).not.toHaveURL(/filter\./);
    await expect(total(page)).toHaveText(all);
    await expect(city(page)).toHaveValue("");
    await expect.poll(() => shown(experience(page))).toBe("Любой опыт");
    await expect(filters(page).getByRole("button", { name: "Удалённо" })).toHaveAttribute(
      "aria-pressed",
      "false",
    );
    await expect(reset(page)).toHaveCount(0);
  });

  test("skills are chosen from the skills dictionary in the filter bar and removed from it", async ({
    page,
  }) => {
    const all = await openList(page);
    const skill = filters(page).getByRole("combobox", { name: "Навыки" });
    await skill.fill("Pyth");
    await page.getByRole("option", { name: "Python" }).click();
    await expect(page).toHaveURL(/filter\.skills=Python/);
    await expect(total(page)).not.toHaveText(all);
    await filters(page).getByRole("button", { name: "Убрать навык Python" }).click();
    await expect(page).not.toHaveURL(/filter\.skills/);
    await expect(total(page)).toHaveText(all);
  });

  test("a shared filtered link opens filtered, and Back/Forward walk through the filters", async ({
    page,
  }) => {
    // Москва is hh.ru's area 1; the field reads its name back from the dictionary.
    const query = `?filter.areaId=1&filter.salaryFrom=100000&filter.search=${encodeURIComponent("менеджер")}`;
    const filtered = await openList(page, query);
    await expect(city(page)).toHaveValue("Москва");
    await expect(income(page)).toHaveValue("100000");
    await expect(page.getByRole("searchbox", { name: "Поиск" })).toHaveValue("менеджер");
    await expect(reset(page)).toBeVisible();

    await filters(page).getByRole("button", { name: "Любой город" }).click();
    await expect(page).not.toHaveURL(/filter\.areaId/);
    await page.goBack();
    await expect(city(page)).toHaveValue("Москва");
    await expect(total(page)).toHaveText(filtered);
    await page.goForward();
    await expect(city(page)).toHaveValue("");
  });

  test("invalid values in the address are ignored, not an error", async ({ page }) => {
    const all = await openList(page);
    await openList(
      page,
      "?filter.salaryFrom=abc&filter.officeType=MOON&filter.workingExperience=&filter.workingSchedule=X&pageSize=-1",
    );
    await expect(total(page)).toHaveText(all);
    await expect(page.getByTestId("vacancy-card").first()).toBeVisible();
    await expect(income(page)).toHaveValue("");
    await expect(reset(page)).toHaveCount(0);
  });
});
