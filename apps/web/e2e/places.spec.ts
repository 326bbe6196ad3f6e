import { expect, test } from "@playwright/test";
import { pickPlace, publishViaApi, uniqueWord } from "./support";

// Issue 40: real places. A vacancy's place, address and metro stations as the list and the
// vacancy page show them. These tests publish, so they run on the second gateway (the
// "chat-off" project, see playwright.config.ts).

test("the list and the vacancy page show the place, the address and the station with its line", async ({
  browser,
  page,
}) => {
  const word = uniqueWord();
  const id = await publishViaApi(browser, "places", {
    title: `Бариста ${word}`,
    description: "Кофейня у метро",
    areaId: "1",
    address: { street: "Бауманская улица", building: "7" },
    // Бауманская of the Арбатско-Покровская line (hh.ru's metro ids: line.station).
    metroStationIds: ["3.17"],
  });

  await page.goto(`/vacancies?filter.search=${word}`);
  const card = page.locator(`[data-vacancy-id="${id}"]`);
  await expect(card).toContainText("Москва");
  const cardStations = card.getByRole("list", { name: "Метро" });
  await expect(cardStations).toHaveText("Бауманская, Арбатско-Покровская");

  await card.getByRole("link", { name: `Бариста ${word}` }).click();
  await expect(page.getByRole("heading", { level: 1, name: `Бариста ${word}` })).toBeVisible();
  const fact = (term: string) =>
    page.locator(".rb-vacancy-details__facts div", { hasText: term }).locator("dd");
  await expect(fact("Город")).toHaveText("Москва");
  await expect(fact("Адрес")).toHaveText("Бауманская улица, 7");
  const stations = page.getByRole("list", { name: "Метро" });
  await expect(stations).toHaveText("Бауманская, Арбатско-Покровская");
  // The dot wears the line's colour (#0072BA on hh.ru's map).
  await expect(stations.locator(".rb-line-dot")).toHaveCSS("background-color", "rgb(0, 114, 186)");
});

test("the list is filtered by metro stations of the chosen city, picked by keyboard", async ({
  browser,
  page,
}) => {
  const word = uniqueWord();
  const nearBaumanskaya = await publishViaApi(browser, "places-metro", {
    title: `Курьер ${word}`,
    description: "Доставка у метро",
    areaId: "1",
    metroStationIds: ["3.17"],
  });
  const nearSmolenskaya = await publishViaApi(browser, "places-metro", {
    title: `Кассир ${word}`,
    description: "Магазин у метро",
    areaId: "1",
    metroStationIds: ["3.131"],
  });
  const card = (id: string) => page.locator(`[data-vacancy-id="${id}"]`);

  await page.goto(`/vacancies?filter.search=${word}`);
  await expect(page.locator("#root > [aria-disabled]")).toHaveCount(0);
  const filters = page.getByRole("form", { name: "Фильтры вакансий" });
  await expect(filters.getByRole("combobox", { name: "Метро" })).toHaveCount(0);
  await pickPlace(filters.getByRole("combobox", { name: "Город" }), "моск", "Москва");
  await expect(card(nearBaumanskaya)).toBeVisible();
  await expect(card(nearSmolenskaya)).toBeVisible();

  const metro = filters.getByRole("combobox", { name: "Метро" });
  await metro.fill("бауман");
  await expect(page.getByRole("listbox").getByRole("option").first()).toContainText("Бауманская");
  await metro.press("ArrowDown");
  await metro.press("Enter");
  await expect(page).toHaveURL(/filter\.metroStationId=3\.17(&|$)/);
  await expect(card(nearSmolenskaya)).toHaveCount(0);
  await expect(card(nearBaumanskaya)).toBeVisible();

  // The station's chip takes it away again; another city drops the stations.
  await filters.getByRole("button", { name: "Удалить станцию Бауманская" }).click();
  await expect(page).not.toHaveURL(/filter\.metroStationId/);
  await expect(card(nearSmolenskaya)).toBeVisible();
});
