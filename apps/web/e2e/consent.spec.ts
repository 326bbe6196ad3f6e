import { type APIRequestContext, expect, type Page, test } from "@playwright/test";
import { expectNoA11yViolations, PASSWORD, signIn, verifiedEmailViaApi } from "./support";

// The personal-data consent (issue 41): an account made through the API with a body that
// carries no consent has none on record, and the app asks for it at sign-in before anything else.

/** An applicant signed up through the API without `personalDataConsent`; its email. */
async function applicantWithoutConsent(request: APIRequestContext, prefix: string): Promise<string> {
  const email = await verifiedEmailViaApi(request, prefix);
  const response = await request.post("/v1/auth/applicant/signup", {
    data: {
      applicant: {
        user: { email, password: PASSWORD, name: "Вера", surname: "Согласова" },
        city: "Казань",
        dateOfBirth: null,
      },
    },
  });
  expect(response.status()).toBe(201);
  return email;
}

/** What a sign-in of `email` says about the consent now. */
async function consentRequiredAtSignIn(request: APIRequestContext, email: string): Promise<boolean> {
  const response = await request.post("/v1/auth/login", { data: { email, password: PASSWORD } });
  expect(response.status()).toBe(200);
  return ((await response.json()) as { auth: { consentRequired: boolean } }).auth.consentRequired;
}

const prompt = (page: Page) =>
  page
    .getByRole("main")
    .getByRole("heading", { level: 1, name: "Согласие на обработку персональных данных" });
const profileHeading = (page: Page) => page.getByRole("heading", { level: 1, name: "Вера Согласова" });

test("an account made without the consent is asked for it first, and reaches the page once it accepts", async ({
  page,
  request,
}) => {
  const email = await applicantWithoutConsent(request, "consent-accept");
  expect(await consentRequiredAtSignIn(request, email)).toBe(true);

  await page.goto("/");
  await signIn(page, email, PASSWORD);
  // The sign-in leads to /profile, but the prompt stands in place of the page.
  await expect(prompt(page)).toBeVisible();
  await expect(profileHeading(page)).toHaveCount(0);
  const main = page.getByRole("main");
  const text = main.getByRole("link", { name: "согласие на обработку персональных данных" });
  await expect(text).toHaveAttribute("href", "/personal-data-policy");
  await expect(text).toHaveAttribute("target", "_blank");
  await expectNoA11yViolations(page);

  // A reload, or another page, does not get past it.
  await page.reload();
  await expect(prompt(page)).toBeVisible();
  await page.getByRole("banner").getByRole("link", { name: "Конкурс" }).click();
  await expect(page).toHaveURL(/\/contest$/);
  await expect(prompt(page)).toBeVisible();
  await page.goto("/profile");
  await expect(prompt(page)).toBeVisible();

  await main.getByRole("button", { name: "Принимаю" }).click();
  await expect(profileHeading(page)).toBeVisible();
  await expect(prompt(page)).toHaveCount(0);
  expect(await consentRequiredAtSignIn(request, email)).toBe(false);
  await page.reload();
  await expect(profileHeading(page)).toBeVisible();
  await expect(prompt(page)).toHaveCount(0);
});

test("«Выйти» on the consent prompt signs out and records no consent", async ({ page, request }) => {
  const email = await applicantWithoutConsent(request, "consent-leave");
  await page.goto("/");
  await signIn(page, email, PASSWORD);
  await expect(prompt(page)).toBeVisible();

  await page.getByRole("main").getByRole("button", { name: "Выйти" }).click();
  await expect(page.getByRole("banner").getByRole("button", { name: "Войти" })).toBeVisible();
  await expect(prompt(page)).toHaveCount(0);
  expect(await page.evaluate(() => localStorage.getItem("userId"))).toBeNull();
  expect(await consentRequiredAtSignIn(request, email)).toBe(true);
});
