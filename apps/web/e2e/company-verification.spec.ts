import { expect, test } from "@playwright/test";
import { authed, PASSWORD, registerViaApi, signInViaApi, uniqueWord } from "./support";

// Verified companies (issue 42): an employer verifies its company by ИНН on its profile against
// the registry sandbox (apps/registry-sandbox, started by playwright.config.ts); a wrong ИНН is
// refused on the spot, a liquidated one by the registry, and an active one puts «Проверенная
// компания» on the company's vacancy cards.

const BADGE = "Проверенная компания";

test("an employer verifies its company by ИНН, and its vacancy cards carry the badge", async ({
  page,
  browser,
}) => {
  const email = await registerViaApi(page.request, "employer", "verify");
  await signInViaApi(page, email, PASSWORD);
  const word = uniqueWord();
  const published = await authed(page.request, () =>
    page.request.post("/v1/vacancy", {
      data: {
        title: `${word}: бухгалтер`,
        description: "Первичная документация, сверки с контрагентами, отчётность.",
        workingExperience: "EXPERIENCE_WITHOUT",
        workingSchedule: "WORKING_SCHEDULE_FULL_TIME",
        officeType: "OFFICE_TYPE_OFFICE",
        city: "Казань",
        skills: [],
        qualities: [],
        positions: [],
        salaryFrom: 80_000,
        salaryTo: 120_000,
        salaryCurrency: "RUB",
        salaryGross: false,
        testName: null,
        status: "VACANCY_STATUS_ACTIVE",
      },
    }),
  );
  expect(published.status()).toBe(201);
  const vacancyId: string = (await published.json()).vacancy.id;

  // Before: the guest's card has no badge.
  const guest = await browser.newPage();
  await guest.goto(`/vacancies?filter.search=${encodeURIComponent(word)}`);
  const card = guest.locator(`[data-testid="vacancy-card"][data-vacancy-id="${vacancyId}"]`);
  await expect(card).toContainText(word);
  await expect(card.getByText(BADGE)).toHaveCount(0);

  const section = page.getByRole("region", { name: "Проверка компании" });
  const inn = section.getByLabel("ИНН");
  const check = section.getByRole("button", { name: "Проверить" });

  // Wrong check digits: refused by the form itself, nothing sent.
  await inn.fill("7707083894");
  await check.click();
  await expect(section.getByText("Некорректный ИНН")).toBeVisible();
  await expect(inn).toHaveAttribute("aria-invalid", "true");

  // A liquidated entity: the registry's refusal, in Russian.
  await inn.fill("7718556125");
  await check.click();
  await expect(section.getByRole("alert")).toHaveText("Организация с таким ИНН ликвидирована");
  await expect(section.getByText(BADGE)).toHaveCount(0);

  // An active one (ПАО Сбербанк in the sandbox): the company is verified.
  await inn.fill("7707 083 893");
  await check.click();
  const facts = section.getByTestId("company-verification");
  await expect(facts).toContainText(BADGE);
  await expect(facts).toContainText('ПУБЛИЧНОЕ АКЦИОНЕРНОЕ ОБЩЕСТВО "СБЕРБАНК РОССИИ"');
  await expect(facts).toContainText("ИНН 7707083893, ОГРН 1027700132195, зарегистрирована 20 июня 1991");
  await expect(section.getByRole("alert")).toBeEmpty();

  // The guest's card and the vacancy page now carry the badge.
  await guest.reload();
  await expect(card.getByText(BADGE)).toBeVisible();
  await guest.goto(`/vacancies/detail/${vacancyId}`);
  await expect(guest.getByRole("heading", { level: 1 })).toContainText(word);
  // The company card (similar vacancies below may be other verified companies').
  await expect(guest.locator(".rb-company-card").getByText(BADGE)).toBeVisible();
  await guest.close();
});
