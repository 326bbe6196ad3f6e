import { expect, type Page, test } from "@playwright/test";

// Issue 25: a company's response rate where the applicant decides. The demo data holds
// companies on both sides of the five-response line; other tests add responses to the demo
// employer's company while this one runs, so the figures are matched by their form.

interface ListedVacancy {
  id: string;
  company: { id: string; responseRate?: { rate: number | null } | null };
}

/** The first page of the public list as the API gives it. */
async function listed(page: Page): Promise<ListedVacancy[]> {
  const response = await page.request.get("/v1/vacancy");
  expect(response.ok()).toBe(true);
  return (await response.json()).vacancies;
}

const JUDGED = /^Отвечает на \d{1,3} % откликов, обычно в течение (часа|\d+ час(а|ов)|дня|\d+ дн(я|ей))$/;

test("the vacancy page and card say how the company answers, or that there are too few responses to judge", async ({
  page,
}) => {
  const vacancies = await listed(page);
  const judged = vacancies.find((vacancy) => typeof vacancy.company.responseRate?.rate === "number");
  const unjudged = vacancies.find((vacancy) => vacancy.company.responseRate?.rate === null);
  if (!judged || !unjudged) throw new Error("the demo data has companies on both sides of the line");

  await page.goto(`/vacancies/detail/${judged.id}`);
  await expect(page.getByTestId("vacancy-details").getByTestId("response-rate")).toHaveText(JUDGED);
  const rate = await (await page.request.get(`/v1/company/${judged.company.id}/response-rate`)).json();
  expect(rate.responses).toBeGreaterThanOrEqual(5);

  await page.goto(`/vacancies/detail/${unjudged.id}`);
  await expect(page.getByTestId("vacancy-details").getByTestId("response-rate")).toHaveText(
    "Пока мало откликов, чтобы судить о скорости ответа",
  );

  // The list's card carries the judged line only: a card keeps to what is known.
  await page.goto("/vacancies");
  const card = (id: string) => page.locator(`[data-testid="vacancy-card"][data-vacancy-id="${id}"]`);
  await expect(card(judged.id).getByTestId("response-rate")).toHaveText(JUDGED);
  await expect(card(unjudged.id)).toBeVisible();
  await expect(card(unjudged.id).getByTestId("response-rate")).toHaveCount(0);
});
