import { expect, type Page, test } from "@playwright/test";
import { PASSWORD, registerViaApi, signInViaApi } from "./support";

/**
 * Counts the profile saves the server stored (`PUT /v1/profile/…` answered 2xx) from now on;
 * a send repeated after a token refresh counts once.
 */
function watchSaves(page: Page) {
  let count = 0;
  page.on("response", (response) => {
    const request = response.request();
    if (
      request.method() === "PUT" &&
      new URL(response.url()).pathname.startsWith("/v1/profile/") &&
      response.ok()
    )
      count += 1;
  });
  return () => count;
}

test("Enter in a tag field adds the tag and does not save the form; Enter elsewhere still saves", async ({
  page,
  request,
}) => {
  const email = await registerViaApi(request, "applicant", "tag-enter");
  await signInViaApi(page, email, PASSWORD);
  const saves = watchSaves(page);

  await page.goto("/profile/edit/skills");
  const skill = page.getByRole("combobox", { name: "Навык" });
  await skill.fill("Кузнечное дело");
  await skill.press("Enter");
  await expect(page.getByRole("list", { name: "Навык" }).getByText("Кузнечное дело")).toBeVisible();
  await expect(skill).toHaveValue("");
  await expect(skill).toBeFocused();
  await skill.fill("Гончарное дело");
  await skill.press("Enter");
  await expect(page.getByRole("list", { name: "Навык" }).getByRole("listitem")).toHaveCount(2);
  await expect(page).toHaveURL(/\/profile\/edit\/skills$/);
  expect(saves()).toBe(0);
  // An empty tag field: Enter adds nothing and still does not save.
  await skill.press("Enter");
  await expect(page).toHaveURL(/\/profile\/edit\/skills$/);
  expect(saves()).toBe(0);
  await page.getByRole("button", { name: "Сохранить" }).click();
  await expect(page).toHaveURL(/\/profile$/);
  await expect(page.getByText("Гончарное дело")).toBeVisible();
  await expect.poll(saves).toBe(1);

  // The goals form: Enter in a list adds to it; Enter in a plain field submits as usual.
  await page.goto("/profile/edit/goals");
  const fields = page.getByRole("combobox", { name: "Сферы бизнеса" });
  await fields.fill("Ремёсла");
  await fields.press("Enter");
  await expect(page.getByRole("list", { name: "Сферы бизнеса" }).getByText("Ремёсла")).toBeVisible();
  await expect(page).toHaveURL(/\/profile\/edit\/goals$/);
  expect(saves()).toBe(1);
  await page.getByLabel("Желаемая должность").fill("Мастер");
  await page.getByLabel("Желаемая должность").press("Enter");
  await expect(page).toHaveURL(/\/profile$/);
  await expect(page.getByText("Ремёсла")).toBeVisible();
  await expect.poll(saves).toBe(2);
});
