import AxeBuilder from "@axe-core/playwright";
import {
  type APIRequestContext,
  type APIResponse,
  type Browser,
  expect,
  type Locator,
  type Page,
} from "@playwright/test";
import { PERSONAL_DATA_CONSENT_VERSION } from "@rabota/domain/constants";

/** A fresh address per call, so parallel tests never share an account. */
export function uniqueEmail(prefix: string): string {
  return `${prefix}-${Date.now().toString(36)}-${Math.random().toString(36).slice(2, 8)}@rabota.test`;
}

/** The newest verification code mailed to `email`, read from the gateway's dev outbox. */
export async function latestCode(request: APIRequestContext, email: string, after?: string): Promise<string> {
  let code: string | null = null;
  await expect
    .poll(async () => {
      const response = await request.get(`/v1/dev/outbox?email=${encodeURIComponent(email)}`);
      const { messages } = (await response.json()) as {
        messages: Array<{ code: string | null; sentAt: string }>;
      };
      const newest = messages[0];
      code = newest && (!after || newest.sentAt > after) ? newest.code : null;
      return code;
    })
    .not.toBeNull();
  return code as unknown as string;
}

/** The rules of WCAG 2.1 levels A and AA (ГОСТ Р 52872-2019), as axe tags them. */
const WCAG_21_AA_TAGS = ["wcag2a", "wcag2aa", "wcag21a", "wcag21aa"];

/** Waits until no finite animation runs: a modal mid-fade would fail the contrast rule for no reason. */
async function waitForAnimations(page: Page): Promise<void> {
  await page.waitForFunction(() =>
    document
      .getAnimations()
      .every(
        (animation) =>
          animation.playState !== "running" || animation.effect?.getTiming().iterations === Infinity,
      ),
  );
}

/**
 * Best practices kept although axe rates them moderate: headings in order (no skipped level) and
 * one main, banner and contentinfo landmark per page, each complementary one at the top level.
 */
const STRUCTURE_RULES = [
  "heading-order",
  "landmark-one-main",
  "landmark-no-duplicate-main",
  "landmark-complementary-is-top-level",
  "landmark-unique",
  "landmark-main-is-top-level",
  "landmark-no-duplicate-contentinfo",
  "landmark-no-duplicate-banner",
];

/**
 * The page's accessibility violations as readable lines: every violation of a WCAG 2.1 A or AA
 * rule, whatever its impact, of the structure rules above, and the serious or critical ones of
 * axe's other best practices. `within` limits the check to the elements of a selector.
 */
export async function a11yViolations(page: Page, within?: string): Promise<string[]> {
  await waitForAnimations(page);
  const found = await analyze(page, within);
  if (found.length === 0) return found;
  // Something may have appeared while axe ran (a chat toast fading in: its title failed the
  // contrast rule mid-fade in a CI run). What is still wrong once the page is still again is real.
  await waitForAnimations(page);
  return analyze(page, within);
}

/** One axe run over the page (or the elements of `within`), its violations as readable lines. */
async function analyze(page: Page, within?: string): Promise<string[]> {
  // axe.run in the page itself: the default runs each frame apart and merges the results in a
  // new blank page per call, which cost more than the checks; the app has no frames.
  const axe = new AxeBuilder({ page }).setLegacyMode();
  const results = await (within ? axe.include(within) : axe).analyze();
  return results.violations
    .filter(
      (v) =>
        v.tags.some((tag) => WCAG_21_AA_TAGS.includes(tag)) ||
        STRUCTURE_RULES.includes(v.id) ||
        v.impact === "serious" ||
        v.impact === "critical",
    )
    .map((v) => `${v.id} (${v.impact}): ${v.help} (${v.nodes.map((n) => n.target.join(" ")).join(", ")})`);
}

/** Fails on any WCAG 2.1 A/AA violation (and any serious best-practice one) of the page as it is now. */
export async function expectNoA11yViolations(page: Page): Promise<void> {
  expect(await a11yViolations(page)).toEqual([]);
}

/** The auth modal, once open. */
export function authDialog(page: Page) {
  return page.getByRole("dialog");
}

/** Opens the sign-in modal from the header. */
export async function openSignIn(page: Page): Promise<void> {
  await page.getByRole("banner").getByRole("button", { name: "Войти" }).click();
  await expect(authDialog(page).getByRole("heading", { name: "Вход и регистрация" })).toBeVisible();
}

/** Mail step: types the email, picks the role and goes on. */
export async function submitEmail(
  page: Page,
  email: string,
  role: "Ищу работу" | "Ищу сотрудников" = "Ищу работу",
) {
  const dialog = authDialog(page);
  await dialog.getByRole("radio", { name: role }).click();
  await dialog.getByLabel("Почта").fill(email);
  await dialog.getByRole("button", { name: "Далее" }).click();
}

/**
 * Signs in through the API (the browser context keeps the session cookies) and opens
 * /profile signed in: for tests about what comes after the sign-in. The modal's own flow is
 * tested in auth.spec and auth-intent.spec, with {@link signIn}.
 */
export async function signInViaApi(page: Page, email: string, password: string): Promise<void> {
  const response = await page.request.post("/v1/auth/login", { data: { email, password } });
  expect(response.status()).toBe(200);
  const { auth } = (await response.json()) as {
    auth: { id: string; role: string; consentRequired: boolean };
  };
  // What the app stores at a sign-in (STORAGE_KEYS of @rabota/domain), written on a light
  // page of the origin rather than the app, whose start would find no session yet.
  await page.goto("/healthz");
  await page.evaluate(({ id, role, consentRequired }) => {
    localStorage.setItem("userId", id);
    localStorage.setItem("userRole", role);
    localStorage.setItem("consentRequired", String(consentRequired));
  }, auth);
  await page.goto("/profile");
  // «Выйти» shows once the app's start-up check has restored the session.
  await expect(page.getByRole("banner").getByRole("button", { name: "Выйти" })).toBeVisible();
  await expect(page).toHaveURL(/\/profile$/);
}

/** Signs in an existing account through the modal and waits for /profile. */
export async function signIn(
  page: Page,
  email: string,
  password: string,
  role: "Ищу работу" | "Ищу сотрудников" = "Ищу работу",
) {
  await openSignIn(page);
  await submitEmail(page, email, role);
  const dialog = authDialog(page);
  await expect(dialog.getByRole("heading", { name: "Введите пароль" })).toBeVisible();
  await dialog.getByLabel("Пароль", { exact: true }).fill(password);
  await dialog.getByRole("button", { name: "Войти" }).click();
  await page.waitForURL("**/profile");
}

/** The password of accounts the tests register. */
export const PASSWORD = "Rabota2025!";

/** A fresh address with a verified sign-up code, ready for a sign-up body. */
export async function verifiedEmailViaApi(request: APIRequestContext, prefix: string): Promise<string> {
  const email = uniqueEmail(prefix);
  expect((await request.post("/v1/auth/send-code", { data: { email } })).ok()).toBe(true);
  const code = await latestCode(request, email);
  expect((await request.post("/v1/auth/verify-code", { data: { email, code } })).ok()).toBe(true);
  return email;
}

/** The consent the registration forms send with a sign-up, as the people the tests stand for gave it. */
export const FORM_CONSENT = { version: PERSONAL_DATA_CONSENT_VERSION };

/** Registers an account straight through the API (the auth flow has its own browser tests). */
export async function registerViaApi(
  request: APIRequestContext,
  role: "applicant" | "employer",
  prefix: string,
  surname = role === "applicant" ? "Смирнова" : "Кузнецов",
  name = role === "applicant" ? "Анна" : "Олег",
): Promise<string> {
  const email = await verifiedEmailViaApi(request, prefix);
  const response =
    role === "applicant"
      ? await request.post("/v1/auth/applicant/signup", {
          data: {
            applicant: {
              user: { email, password: PASSWORD, name, surname },
              city: "Казань",
              dateOfBirth: "1995-04-12",
            },
            personalDataConsent: FORM_CONSENT,
          },
        })
      : await request.post("/v1/auth/employer/signup", {
          data: {
            employer: {
              user: { email, password: PASSWORD, name, surname },
              company: { companyName: `Ромашка ${prefix}` },
              position: "Директор",
            },
            personalDataConsent: FORM_CONSENT,
          },
        });
  expect(response.status()).toBe(201);
  return email;
}

/**
 * A call as the signed-in user: access tokens live seconds in the test server, so a 401 is
 * answered by one refresh and the call again (what the app's client does).
 */
export async function authed(
  request: APIRequestContext,
  call: () => Promise<APIResponse>,
): Promise<APIResponse> {
  const first = await call();
  if (first.status() !== 401) return first;
  expect((await request.post("/v1/auth/refresh")).ok()).toBe(true);
  return call();
}

/** A word no other run has, so a search finds this run's vacancy alone. */
export function uniqueWord(): string {
  const letters = "абвгдежзиклмнопрстуфхцчшэюя";
  return `Обжарщик${Array.from({ length: 7 }, () => letters[Math.floor(Math.random() * letters.length)]).join("")}`;
}

/**
 * Publishes a vacancy through the API as a new employer of its own (in a context of its own,
 * closed after): its id. Fields not given are a plain office job in Kazan paying 80–120 thousand.
 */
export async function publishViaApi(...args: Parameters<typeof publishAsNewEmployer>): Promise<string> {
  return (await publishAsNewEmployer(...args)).id;
}

/** {@link publishViaApi}, also saying who published it: the new employer's address (password {@link PASSWORD}). */
export async function publishAsNewEmployer(
  browser: Browser,
  label: string,
  vacancy: {
    title: string;
    description: string;
    skills?: string[];
    // The place (issue 40): an area of the dictionary, or a city name it resolves.
    areaId?: string;
    city?: string;
    address?: { street: string; building: string };
    metroStationIds?: string[];
  },
): Promise<{ id: string; email: string }> {
  const employer = await browser.newContext();
  const email = await registerViaApi(employer.request, "employer", label);
  expect((await employer.request.post("/v1/auth/login", { data: { email, password: PASSWORD } })).ok()).toBe(
    true,
  );
  const published = await authed(employer.request, () =>
    employer.request.post("/v1/vacancy", {
      data: {
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
        ...vacancy,
      },
    }),
  );
  expect(published.status()).toBe(201);
  const id: string = (await published.json()).vacancy.id;
  await employer.close();
  return { id, email };
}

/**
 * Picks a place in a «Город» combobox by keyboard (issue 40): types `typed`, waits until `name`
 * is the first suggestion, then ArrowDown and Enter; the field then shows `name`.
 */
export async function pickPlace(city: Locator, typed: string, name: string): Promise<void> {
  await city.fill(typed);
  await expect(city.page().getByRole("listbox").getByRole("option").first()).toContainText(name);
  await city.press("ArrowDown");
  await city.press("Enter");
  await expect(city).toHaveValue(name);
}
