import { expect, test } from "@playwright/test";
import { formatNumberRu } from "@rabota/domain/format";
import {
  monthlyGrossPay,
  type SalaryResponse,
  salaryAgainstMedian,
  salaryShareBelow,
} from "@rabota/domain/wire/salaries";
import { authed, PASSWORD, pickPlace, registerViaApi, signInViaApi } from "./support";

// Issue 45: the salary statistics where people see them. An employer publishes agronomists'
// vacancies in Калуга with known pay; the editor's pay hint and a vacancy page's position line
// then say what `GET /v1/salaries` says.

/** Pay before tax, roubles a month: the statistics' basis, so the figures are these amounts. */
const PAYS = [60_000, 70_000, 80_000, 90_000, 100_000, 110_000];

test("the editor's pay hint and the vacancy page's position follow the profession's figures", async ({
  browser,
}) => {
  const context = await browser.newContext();
  const request = context.request;
  const email = await registerViaApi(request, "employer", "salaries-ui");
  expect((await request.post("/v1/auth/login", { data: { email, password: PASSWORD } })).ok()).toBe(true);

  const profession = (await (await request.get("/v1/professions?search=агроном")).json()).professions[0];
  expect(profession.name).toBe("Агроном");
  const area = (await (await request.get("/v1/areas?search=Калуга")).json()).areas[0];
  expect(area.name).toBe("Калуга");

  const ids: string[] = [];
  for (const pay of PAYS) {
    const created = await authed(request, () =>
      request.post("/v1/vacancy", {
        data: {
          title: `Агроном ${pay}`,
          description: "Агроном в хозяйство под Калугой",
          professionId: profession.id,
          areaId: area.id,
          workingExperience: "EXPERIENCE_1_TO_3_YEARS",
          workingSchedule: "WORKING_SCHEDULE_FULL_TIME",
          officeType: "OFFICE_TYPE_OFFICE",
          skills: [],
          qualities: [],
          positions: [],
          salaryFrom: pay,
          salaryTo: null,
          salaryCurrency: "RUB",
          salaryGross: true,
          testName: null,
          status: "VACANCY_STATUS_ACTIVE",
        },
      }),
    );
    expect(created.status()).toBe(201);
    ids.push((await created.json()).vacancy.id);
  }

  const salariesUrl = `/v1/salaries?professionId=${profession.id}&areaId=${area.id}`;
  const figures = async (): Promise<SalaryResponse> => (await request.get(salariesUrl)).json();
  // The statistics are refreshed by a job the writes queue: wait until it has counted them.
  await expect.poll(async () => (await figures()).count).toBeGreaterThanOrEqual(PAYS.length);

  const page = await context.newPage();
  await signInViaApi(page, email, PASSWORD);
  await page.goto("/vacancies/new");
  await page.getByLabel("Название вакансии").fill("Главный агроном");

  // «Профессия» by keyboard.
  const field = page.getByRole("combobox", { name: "Профессия" });
  await field.click();
  await page.keyboard.type("агрон");
  await expect(page.getByRole("option", { name: /Агроном/ }).first()).toContainText("Сельское хозяйство");
  await page.keyboard.press("ArrowDown");
  await page.keyboard.press("Enter");
  await expect(field).toHaveValue("Агроном");

  await pickPlace(page.getByRole("combobox", { name: "Город" }), "Калуга", "Калуга");
  await page.getByLabel("Зарплата от").fill("75000");

  // 75 000 ₽ на руки, brought to the basis before tax.
  const stats = await figures();
  expect(stats.median).not.toBeNull();
  const median = stats.median as number;
  const typed = monthlyGrossPay({ salaryFrom: 75_000, salaryTo: null, salaryGross: false }) as number;
  const below = salaryShareBelow(stats.shares ?? [], typed);
  const position = typed > median ? `выше ${below} % вакансий` : `ниже ${100 - below} % вакансий`;
  await expect(page.getByTestId("salary-hint")).toHaveText(
    `Медиана по профессии в Калуге — ${formatNumberRu(median)} ₽; ваша вилка ${position}`,
  );

  // The cheapest vacancy's page: its pay against the median.
  await page.goto(`/vacancies/detail/${ids[0]}`);
  const difference = salaryAgainstMedian(PAYS[0] as number, median) as number;
  const text =
    Math.abs(difference) < 1
      ? "на уровне медианы"
      : difference > 0
        ? `выше медианы на ${difference} %`
        : `ниже медианы на ${-difference} %`;
  const link = page.getByRole("link", { name: text });
  await expect(link).toBeVisible();
  await expect(link).toHaveAttribute("href", `/salaries/${profession.id}/${area.id}`);
  await context.close();
});
