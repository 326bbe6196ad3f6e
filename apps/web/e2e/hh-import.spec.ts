import { type Browser, expect, type Page, test } from "@playwright/test";
import { E2E_HH_COUNTS, E2E_HH_URL } from "../playwright.config";
import { A11Y_WIDTHS, A11ySweep, tabTo } from "./a11y";
import { authed, PASSWORD, registerViaApi, signInViaApi } from "./support";

// Issue 14: the employer's hh.ru import, end to end against the offline hh.ru (apps/hh-sandbox)
// that playwright.config.ts starts beside the gateway. The sandbox is one hh.ru for the whole
// run and its fault switches act on every request, so these tests take turns.
test.describe.configure({ mode: "serial" });

/** Where the steps' screenshots go (for looking at them), when asked for. */
const SHOTS = process.env.E2E_SHOTS_DIR;

// Screenshots at two widths are slow on a loaded machine: a run that takes them gets the time.
test.beforeEach(() => test.slow(Boolean(SHOTS), "screenshots of every step"));

test.afterEach(async ({ request }) => {
  await request.delete(`${E2E_HH_URL}/admin/faults`);
});

/** A new employer (its own new company) signed in, on its vacancies page. */
async function employerOnVacancies(browser: Browser) {
  const context = await browser.newContext();
  const email = await registerViaApi(context.request, "employer", "hh-import");
  const page = await context.newPage();
  await signInViaApi(page, email, PASSWORD);
  await page.goto("/vacancies");
  await expect(page.getByRole("heading", { name: "Вакансии вашей компании" })).toBeVisible();
  return page;
}

/** Screenshots of the page as it is, at a phone's and a desktop's width; the page is left at 1280. */
async function shoot(page: Page, name: string) {
  if (!SHOTS) return;
  for (const width of [390, 1280]) {
    await page.setViewportSize({ width, height: 860 });
    await page.screenshot({ path: `${SHOTS}/import-${name}-${width}.png` });
  }
}

/** The modal from the page's button to hh.ru's consent page: the site, then «Привязать профиль». */
async function goToConsent(page: Page) {
  await page.getByRole("button", { name: "Импортировать вакансии" }).click();
  const dialog = page.getByRole("dialog", { name: "Импортируйте вакансию" });
  await expect(dialog.getByRole("button", { name: "Выбрать" })).toBeDisabled();
  await shoot(page, "1-select-site");
  await dialog.getByLabel("Сайт").selectOption({ label: "hh.ru" });
  await dialog.getByRole("button", { name: "Выбрать" }).click();
  const link = page.getByRole("dialog", { name: "Привяжите профиль hh.ru" });
  // Back returns to the site, and the choice is still there.
  await link.getByRole("button", { name: "Назад" }).click();
  await page
    .getByRole("dialog", { name: "Импортируйте вакансию" })
    .getByRole("button", { name: "Выбрать" })
    .click();
  await shoot(page, "2-link-profile");
  await link.getByRole("button", { name: "Привязать профиль" }).click();
  await page.waitForURL(`${E2E_HH_URL}/**`);
  await expect(page.getByRole("button", { name: "Разрешить" })).toBeVisible();
}

/** Consent on hh.ru, then the counts back in the modal on the employer's page. */
async function allowAndSeeCounts(page: Page) {
  await page.getByRole("button", { name: "Разрешить" }).click();
  await page.waitForURL("**/vacancies");
  const dialog = page.getByRole("dialog", { name: "Какие вакансии импортировать?" });
  await expect(dialog.getByRole("tab", { name: `Активные ${E2E_HH_COUNTS.active}` })).toHaveAttribute(
    "aria-selected",
    "true",
  );
  await expect(dialog.getByRole("tab", { name: `Архивные ${E2E_HH_COUNTS.archived}` })).toBeVisible();
  return dialog;
}

/** «Импортировать» (a click, or `press`), the success step and its Close; then the run's result on the page. */
async function importAndWait(
  page: Page,
  folderWord: string,
  press = () => page.getByRole("dialog").getByRole("button", { name: "Импортировать" }).click(),
) {
  await press();
  const success = page.getByRole("dialog", { name: "Процесс импорта" });
  await expect(success).toContainText("Импорт запущен! Ваши вакансии скоро появятся в общем списке.");
  return {
    success,
    finished: async () => {
      await expect(page.getByTestId("import-run").getByRole("status")).toHaveText(
        `Импорт ${folderWord} вакансий с hh.ru завершён`,
      );
    },
  };
}

/** The employer's company id, as its profile says. */
async function companyIdOf(page: Page): Promise<string> {
  const userId = await page.evaluate(() => localStorage.getItem("userId"));
  const response = await authed(page.request, () => page.request.get(`/v1/profile/employer/${userId}`));
  const { profile } = (await response.json()) as { profile: { company: { id: string } } };
  return profile.company.id;
}

test("the employer imports its active hh.ru vacancies with the keyboard alone and watches the import progress", async ({
  browser,
  request,
}) => {
  const page = await employerOnVacancies(browser);
  const sweep = new A11ySweep(page, A11Y_WIDTHS);
  await sweep.check("an employer's /vacancies, none yet");
  // No click (issue 28): Tab moves, Enter acts, arrows pick the site and the tab.
  await tabTo(page, page.getByRole("button", { name: "Импортировать вакансии" }));
  await page.keyboard.press("Enter");
  const site = page.getByRole("dialog", { name: "Импортируйте вакансию" }).getByLabel("Сайт");
  await tabTo(page, site);
  await page.keyboard.press("ArrowDown");
  await expect(site).toHaveValue("hh");
  await tabTo(page, page.getByRole("button", { name: "Выбрать" }));
  await page.keyboard.press("Enter");
  await tabTo(
    page,
    page
      .getByRole("dialog", { name: "Привяжите профиль hh.ru" })
      .getByRole("button", { name: "Привязать профиль" }),
  );
  await page.keyboard.press("Enter");
  await page.waitForURL(`${E2E_HH_URL}/**`);
  await tabTo(page, page.getByRole("button", { name: "Разрешить" }));
  await page.keyboard.press("Enter");
  await page.waitForURL("**/vacancies");
  const dialog = page.getByRole("dialog", { name: "Какие вакансии импортировать?" });
  const active = dialog.getByRole("tab", { name: `Активные ${E2E_HH_COUNTS.active}` });
  await tabTo(page, active);
  await page.keyboard.press("ArrowRight");
  await expect(dialog.getByRole("tab", { name: `Архивные ${E2E_HH_COUNTS.archived}` })).toHaveAttribute(
    "aria-selected",
    "true",
  );
  await page.keyboard.press("ArrowLeft");
  await expect(active).toHaveAttribute("aria-selected", "true");
  await sweep.check("import: showCount");
  await shoot(page, "3-show-count");

  // hh.ru answers slowly until the progress has been seen.
  await request.post(`${E2E_HH_URL}/admin/faults`, { data: { delayMs: 1_000 } });
  await tabTo(page, dialog.getByRole("button", { name: "Импортировать" }));
  const run = await importAndWait(page, "активных", () => page.keyboard.press("Enter"));
  await shoot(page, "4-success");
  await tabTo(page, run.success.locator("[data-slot=modal-body]").getByRole("button", { name: "Закрыть" }));
  await page.keyboard.press("Enter");
  await expect(run.success).toHaveCount(0);
  await expect(page.getByRole("progressbar", { name: /^Импортировано \d+ из 12$/ })).toBeVisible();
  await shoot(page, "5-progress");
  await request.delete(`${E2E_HH_URL}/admin/faults`);
  await run.finished();
  await expect(page.getByTestId("import-run")).toContainText(`Новых:${E2E_HH_COUNTS.active}`);
  await expect(page.getByTestId("vacancy-total")).toHaveText(`${E2E_HH_COUNTS.active} вакансий`);
  await sweep.check("import: the run's result on /vacancies");
  await shoot(page, "6-result");
  sweep.expectClean();
});

test("imported vacancies are public, their descriptions clean, and they delete like any other", async ({
  browser,
}) => {
  const page = await employerOnVacancies(browser);
  await goToConsent(page);
  await allowAndSeeCounts(page);
  const run = await importAndWait(page, "активных");
  // The success step's check is here, where the import may end while it runs.
  const sweep = new A11ySweep(page, A11Y_WIDTHS);
  await sweep.check("import: success");
  sweep.expectClean();
  await run.success.locator("[data-slot=modal-body]").getByRole("button", { name: "Закрыть" }).click();
  await run.finished();
  await expect(page.getByTestId("vacancy-total")).toHaveText(`${E2E_HH_COUNTS.active} вакансий`);

  // Everyone sees them: the public list and the vacancy page, whose imported description
  // keeps its markup but not the sandbox's script and onclick.
  const companyId = await companyIdOf(page);
  // Read as a guest: public data, and no access token to expire (they live seconds here).
  const guestContext = await browser.newContext();
  const list = await guestContext.request.get(`/v1/vacancy?pageSize=50&filter.companyId=${companyId}`);
  expect(list.status()).toBe(200);
  const { vacancies } = (await list.json()) as { vacancies: Array<{ id: string }> };
  // List items are cards without descriptions: the full vacancies tell which one it is.
  const fullVacancies = await Promise.all(
    vacancies.map(async ({ id }) => {
      const answer = await guestContext.request.get(`/v1/vacancy/${id}`);
      expect(answer.status(), id).toBe(200);
      return ((await answer.json()) as { vacancy: { id: string; description: string | null } }).vacancy;
    }),
  );
  const unsafe = fullVacancies.find((vacancy) =>
    vacancy.description?.includes("Нажмите, чтобы узнать больше"),
  );
  expect(unsafe, "the sandbox's vacancy with a script was imported").toBeDefined();
  const guest = await guestContext.newPage();
  await guest.goto(`/vacancies?filter.companyId=${companyId}`);
  await expect(guest.getByTestId("vacancy-total")).toHaveText(`${E2E_HH_COUNTS.active} вакансий`);
  await guest.goto(`/vacancies/detail/${unsafe?.id}`);
  const details = guest.getByTestId("vacancy-details");
  await expect(details.getByText("Нажмите, чтобы узнать больше")).toBeVisible();
  await expect(details.locator("li").first()).toBeVisible();
  expect(await details.locator("script").count()).toBe(0);
  const handlers = await details.evaluate((root) =>
    [root, ...root.querySelectorAll("*")].flatMap((element) =>
      element.getAttributeNames().filter((name) => name.toLowerCase().startsWith("on")),
    ),
  );
  expect(handlers).toEqual([]);

  // Wave 1's deletion works on an imported vacancy.
  await page.getByTestId("vacancy-card").first().getByRole("checkbox").check();
  await page.getByRole("button", { name: "Удалить выбранные (1)" }).click();
  await page
    .getByRole("dialog", { name: "Удалить вакансии?" })
    .getByRole("button", { name: "Удалить" })
    .click();
  await expect(page.getByTestId("vacancy-total")).toHaveText(`${E2E_HH_COUNTS.active - 1} вакансий`);
});

test("the archived tab imports the archived vacancies, which the «Архивные» filter shows", async ({
  browser,
}) => {
  const page = await employerOnVacancies(browser);
  await goToConsent(page);
  const dialog = await allowAndSeeCounts(page);
  await dialog.getByRole("tab", { name: `Архивные ${E2E_HH_COUNTS.archived}` }).click();
  const run = await importAndWait(page, "архивных");
  await run.success.locator("[data-slot=modal-body]").getByRole("button", { name: "Закрыть" }).click();
  await run.finished();
  // The active list has none of them; the archived filter, kept in the address, has them all.
  await expect(page.getByTestId("vacancy-total")).toHaveText("0 вакансий");
  await page
    .getByRole("navigation", { name: "Статус вакансий" })
    .getByRole("link", { name: "Архивные" })
    .click();
  await expect(page).toHaveURL(/filter\.status=VACANCY_STATUS_ARCHIVED/);
  await expect(page.getByTestId("vacancy-total")).toHaveText(`${E2E_HH_COUNTS.archived} вакансий`);
  await page.reload();
  await expect(page.getByTestId("vacancy-total")).toHaveText(`${E2E_HH_COUNTS.archived} вакансий`);
});

test("«Отказаться» on hh.ru's consent page brings the employer back to an explained error", async ({
  browser,
}) => {
  const page = await employerOnVacancies(browser);
  await goToConsent(page);
  await page.getByRole("button", { name: "Отказаться" }).click();
  const dialog = page.getByRole("dialog", { name: "Не получилось импортировать" });
  await expect(dialog.getByRole("alert")).toContainText("Вы не разрешили доступ к профилю на hh.ru");
  const sweep = new A11ySweep(page, A11Y_WIDTHS);
  await sweep.check("import: error");
  sweep.expectClean();
  await shoot(page, "7-refused");
  // «Попробовать снова» starts over at the site.
  await dialog.getByRole("button", { name: "Попробовать снова" }).click();
  await expect(page.getByRole("dialog", { name: "Импортируйте вакансию" })).toBeVisible();
});

test("hh.ru answering 503 shows that the vacancy counts could not be read", async ({ browser, request }) => {
  const page = await employerOnVacancies(browser);
  await goToConsent(page);
  await request.post(`${E2E_HH_URL}/admin/faults`, { data: { unavailable: { times: 100 } } });
  await page.getByRole("button", { name: "Разрешить" }).click();
  await page.waitForURL("**/vacancies");
  const dialog = page.getByRole("dialog", { name: "Не получилось импортировать" });
  await expect(dialog.getByRole("alert")).toHaveText(
    "Не удалось получить информацию о вакансиях. Попробуйте снова.",
  );
  await shoot(page, "8-count-failed");
});
