import { expect, test } from "@playwright/test";
import {
  a11yViolations,
  authed,
  PASSWORD,
  publishViaApi,
  registerViaApi,
  signInViaApi,
  uniqueWord,
} from "./support";

// Issue 44: vacancies that find people. An applicant with skills and a city sees «Подходящие
// вакансии» on the list with why each fits; a vacancy's page shows «Похожие вакансии».

test("an applicant sees vacancies that fit with their reasons, and a vacancy's similar ones", async ({
  browser,
  page,
}) => {
  // A skill of this run alone, so this run's vacancies are the best fits whatever else is published.
  const word = uniqueWord();
  const skill = `Обжарка${word.slice(-7)}`;
  const area = (await (await page.request.get("/v1/areas?search=Кострома")).json()).areas[0];
  expect(area.name).toBe("Кострома");
  const roaster = await publishViaApi(browser, "rec-roaster", {
    title: `Обжарщик кофе ${word}`,
    description: "Обжарка зерна в цехе",
    skills: [skill, "SQL"],
    areaId: area.id,
  });
  await publishViaApi(browser, "rec-senior", {
    title: `Старший обжарщик кофе ${word}`,
    description: "Руководство цехом обжарки",
    skills: [skill],
    areaId: area.id,
  });

  const email = await registerViaApi(page.request, "applicant", "rec-applicant");
  const login = await page.request.post("/v1/auth/login", { data: { email, password: PASSWORD } });
  const applicantId: string = (await login.json()).auth.id;
  const saved = await authed(page.request, () =>
    page.request.put(`/v1/profile/${applicantId}`, {
      data: { name: "Анна", surname: "Смирнова", city: "Кострома", areaId: area.id, skills: [skill, "SQL"] },
    }),
  );
  expect(saved.status()).toBe(200);
  await signInViaApi(page, email, PASSWORD);

  await page.goto("/vacancies");
  const block = page.getByRole("region", { name: "Подходящие вакансии" });
  const best = block
    .getByRole("listitem")
    .filter({ hasText: `Обжарщик кофе ${word}` })
    .first();
  await expect(best).toContainText(`Совпадает: ${skill}, SQL; ваш город`);
  await expect(
    block.getByRole("listitem").filter({ hasText: `Старший обжарщик кофе ${word}` }),
  ).toContainText(`Совпадает: ${skill}; ваш город`);
  expect(await a11yViolations(page, "section[aria-labelledby]")).toEqual([]);

  // A phone shows the block as one row that scrolls sideways, the list still below it.
  await page.setViewportSize({ width: 375, height: 800 });
  await expect(best.getByRole("link").first()).toBeVisible();
  await page.setViewportSize({ width: 1440, height: 900 });

  await best.getByRole("link", { name: `Обжарщик кофе ${word}` }).click();
  await expect(page).toHaveURL(new RegExp(`/vacancies/detail/${roaster}$`));
  const similar = page.getByRole("region", { name: "Похожие вакансии" });
  await expect(similar.getByRole("link", { name: `Старший обжарщик кофе ${word}` })).toBeVisible();
  await expect(similar.getByRole("link", { name: `Обжарщик кофе ${word}`, exact: true })).toHaveCount(0);
  expect(await a11yViolations(page, "section[aria-labelledby]")).toEqual([]);
});
