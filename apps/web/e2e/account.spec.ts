import { readFile } from "node:fs/promises";
import { expect, test } from "@playwright/test";
import { expectNoA11yViolations, PASSWORD, registerViaApi, signInViaApi } from "./support";

// A person's rights over their data (issue 29), in one sign-in: the export downloads as a file,
// a wrong password refuses the deletion, the right one signs out and the account is gone.
test("an applicant downloads their data, then deletes the account with the password", async ({
  page,
  request,
}) => {
  const email = await registerViaApi(request, "applicant", "rights");
  await signInViaApi(page, email, PASSWORD);
  const main = page.getByRole("main");

  const [download] = await Promise.all([
    page.waitForEvent("download"),
    main.getByRole("button", { name: "Скачать мои данные" }).click(),
  ]);
  expect(download.suggestedFilename()).toMatch(/^rabota-data-\d{4}-\d{2}-\d{2}\.json$/);
  const exported = JSON.parse(await readFile((await download.path()) as string, "utf8"));
  expect(exported).toMatchObject({
    format: "rabota-account-export",
    account: { email, role: "applicant", name: "Анна" },
    consents: [{ kind: "personal-data" }],
    applicant: { profile: { surname: "Смирнова" } },
  });

  await main.getByRole("button", { name: "Удалить аккаунт" }).click();
  const dialog = page.getByRole("dialog", { name: "Удалить аккаунт?" });
  await expect(dialog.getByText("Все сеансы входа завершатся сразу")).toBeVisible();
  await expectNoA11yViolations(page);
  await dialog.getByLabel("Пароль", { exact: true }).fill("WrongPassword1");
  await dialog.getByRole("button", { name: "Удалить навсегда" }).click();
  await expect(dialog.getByRole("alert")).toHaveText("Неверный пароль. Аккаунт не удалён.");

  await dialog.getByLabel("Пароль", { exact: true }).fill(PASSWORD);
  await dialog.getByRole("button", { name: "Удалить навсегда" }).click();
  await expect(page).toHaveURL(/\/$/);
  await expect(page.getByRole("banner").getByRole("button", { name: "Войти" })).toBeVisible();
  const login = await request.post("/v1/auth/login", { data: { email, password: PASSWORD } });
  expect(login.status()).toBe(404);
});
