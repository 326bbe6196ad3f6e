import { expect, test } from "@playwright/test";
import { signedInApplicant } from "./assessments";
import { PASSWORD, signInViaApi } from "./support";

// The gateway on E2E_PORT+4 runs with CHAT_ENABLED=false: the product behaves as the spec's
// frame says — the chat button shows the «unavailable» toast, the chats page is
// /chats-are-unavailable.

test("the chat button shows the unavailable toast, which leaves after 5 s", async ({ page }) => {
  await page.goto("/documents/terms");
  // Timed from before the click, so a slow machine can only make the toast look longer-lived,
  // never shorter: it is shown after the click and must stay its 5 s.
  const clickedAt = Date.now();
  await page.getByRole("button", { name: "Чаты" }).click();
  const toast = page.getByRole("status").filter({ hasText: "Чат пока не работает" });
  await expect(toast).toBeVisible();
  await page.mouse.move(0, 0); // hovering would pause its timer
  await expect(toast).toBeHidden();
  expect(Date.now() - clickedAt).toBeGreaterThanOrEqual(5_000);
});

test("signed in, the chat button shows the toast and /chats leads to /chats-are-unavailable", async ({
  browser,
}) => {
  const applicant = await signedInApplicant(browser);
  await applicant.getByRole("banner").getByRole("button", { name: "Чаты" }).click();
  await expect(applicant.getByRole("status").filter({ hasText: "Чат пока не работает" })).toBeVisible();
  await expect(applicant).toHaveURL(/\/profile$/);
  await applicant.goto("/chats");
  await expect(applicant).toHaveURL(/\/chats-are-unavailable$/);
  await expect(applicant.getByRole("heading", { level: 1, name: "Чаты" })).toBeVisible();
  await expect(applicant.getByText("Чаты пока недоступны")).toBeVisible();
});

test("for an employer the chat button shows the employers' unavailable message", async ({ page }) => {
  await signInViaApi(page, "employer@rabota.demo", PASSWORD);
  await page.getByRole("banner").getByRole("button", { name: "Чаты" }).click();
  await expect(
    page.getByRole("status").filter({ hasText: "Чат для работодателей пока недоступен" }),
  ).toBeVisible();
});
