import AxeBuilder from "@axe-core/playwright";
import { expect, type Page, test } from "@playwright/test";
import { PASSWORD, registerViaApi, signInViaApi } from "./support";

// Headings in order (no skipped level) and one main / complementary landmark per page: axe's
// rules for them are "moderate", so the serious-only check of the other specs lets them pass.
const RULES = [
  "heading-order",
  "landmark-one-main",
  "landmark-no-duplicate-main",
  "landmark-complementary-is-top-level",
  "landmark-unique",
  "landmark-main-is-top-level",
  "landmark-no-duplicate-contentinfo",
  "landmark-no-duplicate-banner",
];

async function expectLandmarksAndHeadingsInOrder(page: Page): Promise<void> {
  await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
  const results = await new AxeBuilder({ page }).withRules(RULES).analyze();
  expect(
    results.violations.map(
      (v) => `${v.id}: ${v.help} (${v.nodes.map((n) => n.target.join(" ")).join(", ")})`,
    ),
  ).toEqual([]);
}

test("a guest's intro, vacancy list and vacancy page keep heading order and single landmarks", async ({
  page,
}) => {
  await page.goto("/");
  await expectLandmarksAndHeadingsInOrder(page);
  await page.goto("/vacancies");
  await expect(page.getByTestId("vacancy-card").first()).toBeVisible();
  await expectLandmarksAndHeadingsInOrder(page);
  await page.getByTestId("vacancy-card").first().getByRole("link").click();
  await expect(page.getByTestId("vacancy-details")).toBeVisible();
  await expectLandmarksAndHeadingsInOrder(page);
});

test("an applicant's profile and lists keep heading order and single landmarks", async ({
  page,
  request,
}) => {
  const email = await registerViaApi(request, "applicant", "landmarks");
  await signInViaApi(page, email, PASSWORD);
  await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
  await expectLandmarksAndHeadingsInOrder(page);
  await page.goto("/vacancies");
  await expect(page.getByTestId("vacancy-card").first()).toBeVisible();
  await expectLandmarksAndHeadingsInOrder(page);
});

test("an employer's profile, own vacancies and vacancy page keep heading order and single landmarks", async ({
  page,
  request,
}) => {
  const email = await registerViaApi(request, "employer", "landmarks");
  await signInViaApi(page, email, PASSWORD);
  await expectLandmarksAndHeadingsInOrder(page);

  // The demo company has vacancies (and responses) to show.
  await page.context().clearCookies();
  await page.goto("/");
  await page.evaluate(() => window.localStorage.clear());
  await page.reload();
  await signInViaApi(page, "employer@rabota.demo", PASSWORD);
  await expectLandmarksAndHeadingsInOrder(page);
  await page.goto("/vacancies");
  await expect(page.getByTestId("vacancy-card").first()).toBeVisible();
  await expectLandmarksAndHeadingsInOrder(page);
  await page.getByTestId("vacancy-card").first().getByRole("link").click();
  await expect(page.getByTestId("vacancy-details")).toBeVisible();
  await expectLandmarksAndHeadingsInOrder(page);
});
