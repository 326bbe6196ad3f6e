import { type APIRequestContext, expect, test } from "@playwright/test";
import { signedInApplicant, uniqueSurname } from "./assessments";
import { authed, expectNoA11yViolations, PASSWORD, signInViaApi } from "./support";

const DEMO_EMPLOYER = "employer@rabota.demo";

/** Takes the characteristics test through the gateway's calls (its page has its own tests). */
async function completeCharacteristics(request: APIRequestContext, applicantId: string) {
  const started = await authed(request, () =>
    request.post("/v1/profile/test/characteristics/session", {
      data: { applicantId, testName: "QUALITY_CHARACTERISTICS" },
    }),
  );
  expect(started.ok()).toBe(true);
  const { sessionId } = (await started.json()) as { sessionId: string };
  const { session } = (await (
    await authed(request, () => request.get(`/v1/tests/sessions/${sessionId}`))
  ).json()) as {
    session: { questions: { itemId: string }[] };
  };
  for (const question of session.questions) {
    const saved = await authed(request, () =>
      request.put(`/v1/tests/sessions/${sessionId}/answers/${question.itemId}`, { data: { option: 2 } }),
    );
    expect(saved.ok()).toBe(true);
  }
  expect((await authed(request, () => request.post(`/v1/tests/sessions/${sessionId}/finish`))).ok()).toBe(
    true,
  );
}

/** The signed-in user's id (a refresh answers with it). */
async function myId(request: APIRequestContext): Promise<string> {
  const response = await request.post("/v1/auth/refresh");
  return ((await response.json()) as { auth: { id: string } }).auth.id;
}

test.describe("the employer's assessed vacancies", () => {
  test("an employer sees the vacancies with a test and the candidates ranked by coefficient with their factors", async ({
    browser,
  }) => {
    const employer = await (await browser.newContext()).newPage();
    await signInViaApi(employer, DEMO_EMPLOYER, PASSWORD);
    await employer.goto("/vacancies/assessed");
    await expect(employer.getByRole("heading", { name: "Вакансии с тестом" })).toBeVisible();
    const card = employer.getByTestId("vacancy-card").first();
    await expect(card.getByTestId("test-completed-count")).toHaveText(/^Прошли тест: \d+$/);
    const vacancyId = (await card.getAttribute("data-vacancy-id")) as string;

    // Two new candidates answer; only the first has taken the characteristics test (+10 points).
    const [strongName, weakName] = [uniqueSurname("Орлова"), uniqueSurname("Лебедева")];
    const [strong, weak] = await Promise.all([
      signedInApplicant(browser, strongName),
      signedInApplicant(browser, weakName),
    ]);
    await completeCharacteristics(strong.request, await myId(strong.request));
    for (const applicant of [weak, strong]) {
      const id = await myId(applicant.request);
      const applied = await authed(applicant.request, () =>
        applicant.request.post(`/v1/vacancy/${vacancyId}/response/${id}`),
      );
      expect(applied.status()).toBeLessThan(300);
    }

    await card.getByRole("link").first().click();
    await expect(employer).toHaveURL(new RegExp(`/vacancies/detail/${vacancyId}$`));
    await expect(employer.getByLabel("Тест вакансии")).not.toHaveValue("");
    await employer.getByRole("button", { name: "По коэффициенту" }).click();
    await expect(employer.getByRole("button", { name: "По коэффициенту" })).toHaveAttribute(
      "aria-pressed",
      "true",
    );

    const ours = employer
      .getByTestId("application")
      .filter({ hasText: new RegExp(`${strongName}|${weakName}`) });
    await expect(ours).toHaveCount(2);
    await expect(ours.first()).toContainText(strongName);
    const coefficients = await ours.getByTestId("application-coefficient").allInnerTexts();
    const [high, low] = coefficients.map((text) => Number(text.replace(/\D/g, "")));
    expect(high).toBe((low ?? 0) + 10);

    // The whole list is ranked, best first.
    const all = (await employer.getByTestId("application-coefficient").allInnerTexts()).map((text) =>
      Number(text.replace(/\D/g, "")),
    );
    expect(all).toEqual([...all].sort((a, b) => b - a));

    const first = ours.first();
    await first.getByRole("button", { name: "Почему такой коэффициент?" }).click();
    const personality = first.getByTestId("factor").filter({ hasText: "Тест характеристик" });
    await expect(personality).toContainText("Подтверждено тестом");
    await expect(first.getByTestId("factor")).toHaveCount(5);
    await expectNoA11yViolations(employer);
  });
});
