import { type Browser, expect, type Page, test } from "@playwright/test";
import { authed, expectNoA11yViolations, PASSWORD, pickPlace, registerViaApi, signInViaApi } from "./support";

// Issue 44: employers find people who let them. The invitation publishes a vacancy, so the
// spec runs on the second gateway (the "chat-off" project's, see playwright.config.ts): the
// main gateway's tests read the public list's first card.

/** Letters no other run has, so a skill or a name of this run is found alone. */
function uniqueLetters(): string {
  const letters = "абвгдежзиклмнопрстуфхцчшэюя";
  return Array.from({ length: 7 }, () => letters[Math.floor(Math.random() * letters.length)]).join("");
}

/** hh.ru's id of Kazan, the city of the people and the filter here. */
const KAZAN = "88";
const PHONE = "+7 917 555-44-33";

/**
 * A new applicant, signed in on their own page, whose profile has a skill of this run, a place
 * (Kazan), a phone number and a job at a company whose name they do not show.
 */
async function applicantWithProfile(browser: Browser, surname: string, skill: string, employerName: string) {
  const context = await browser.newContext();
  const page = await context.newPage();
  await signInViaApi(page, await registerViaApi(context.request, "applicant", "findable", surname), PASSWORD);
  const applicantId = (await page.evaluate(() => localStorage.getItem("userId"))) as string;
  const saved = await authed(context.request, () =>
    context.request.put(`/v1/profile/${applicantId}`, {
      data: {
        name: "Анна",
        surname,
        city: "Казань",
        areaId: KAZAN,
        dateOfBirth: "1995-04-12",
        preferredPosition: "Обжарщик кофе",
        contacts: { phoneNumber: PHONE },
        skills: [skill, "Эспрессо"],
        experiences: [
          {
            company: employerName,
            position: "Обжарщик",
            startDate: "2021-03",
            endDate: null,
            description: "Обжаривал зерно для трёх кофеен",
          },
        ],
      },
    }),
  );
  expect(saved.status()).toBe(200);
  return { page, applicantId, close: () => context.close() };
}

/** A new employer of a company of its own (its active member), signed in. */
async function employer(browser: Browser, label: string) {
  const context = await browser.newContext();
  const page = await context.newPage();
  await signInViaApi(page, await registerViaApi(context.request, "employer", label), PASSWORD);
  return { page, company: `Ромашка ${label}`, close: () => context.close() };
}

/** The employer's search by a skill and a city: the one found card. */
async function findBySkillAndCity(page: Page, skill: string) {
  await page.getByRole("banner").getByRole("link", { name: "Поиск резюме" }).click();
  await expect(page.getByRole("heading", { level: 1, name: "Поиск резюме" })).toBeVisible();
  const skills = page.getByRole("combobox", { name: "Навыки" });
  await skills.fill(skill);
  await skills.press("Enter");
  await expect(page).toHaveURL(/filter\.skills=/);
  await pickPlace(page.getByRole("combobox", { name: "Город" }), "Казань", "Казань");
  await expect(page).toHaveURL(new RegExp(`filter\\.areaId=${KAZAN}`));
  await expect(page.getByTestId("candidate-total")).toHaveText("Найдено 1 резюме");
  return page.getByTestId("candidate-card");
}

test("an applicant lets employers find them with chosen fields; a company finds them, asks for the contacts and gets the phone once they accept", async ({
  browser,
}) => {
  const run = uniqueLetters();
  const surname = `Кофейникова${run}`;
  const skill = `Обжарка${run}`;
  const hiddenEmployer = `Кофейня Тайная ${run}`;
  const applicant = await applicantWithProfile(browser, surname, skill, hiddenEmployer);

  // «Видимость резюме»: searchable, the surname and the contacts shown, the photo and the
  // companies of the experience not.
  const visibility = applicant.page.getByRole("region", { name: "Видимость резюме" });
  await visibility.getByRole("switch", { name: "Показывать резюме работодателям в поиске" }).check();
  await visibility.getByRole("checkbox", { name: "Фамилия" }).check();
  await visibility.getByRole("checkbox", { name: "Контакты — компаниям, чей запрос вы приняли" }).check();
  await expect(visibility.getByRole("checkbox", { name: "Фотография" })).not.toBeChecked();
  await expect(
    visibility.getByRole("checkbox", { name: "Названия компаний в опыте работы" }),
  ).not.toBeChecked();
  await visibility.getByRole("button", { name: "Сохранить" }).click();
  await expect(visibility.getByText("Настройки видимости сохранены")).toBeVisible();
  await expect(visibility.getByTestId("visibility-consent")).toContainText(
    "Согласие на распространение персональных данных дано",
  );
  await expectNoA11yViolations(applicant.page);

  // The company finds them by the skill and the city, and opens the profile.
  const company = await employer(browser, `finder-${run}`);
  const card = await findBySkillAndCity(company.page, skill);
  await expect(card).toContainText(`Анна ${surname}`);
  await expect(card).not.toContainText(hiddenEmployer);
  await expectNoA11yViolations(company.page);
  await card.getByRole("link", { name: "Обжарщик кофе" }).click();
  await company.page.waitForURL(`**/candidates/${applicant.applicantId}`);
  await expect(company.page.getByRole("heading", { level: 1, name: `Анна ${surname}` })).toBeVisible();
  const experience = company.page.getByRole("region", { name: "Опыт работы" });
  await expect(experience).toContainText("Обжарщик");
  await expect(experience).toContainText("Обжаривал зерно для трёх кофеен");
  // Not allowed: the company of the experience and the photo.
  await expect(company.page.getByRole("main")).not.toContainText(hiddenEmployer);
  await expect(company.page.getByRole("main").locator("img")).toHaveCount(0);
  await expect(company.page.getByRole("main")).not.toContainText(PHONE);

  // «Запросить контакты».
  const contacts = company.page.getByRole("region", { name: "Контакты" });
  await contacts.getByRole("textbox", { name: "Сообщение соискателю" }).fill("Ищем обжарщика в нашу кофейню");
  await contacts.getByRole("button", { name: "Запросить контакты" }).click();
  await expect(contacts.getByTestId("contact-request")).toContainText("Ждёт ответа");
  await expectNoA11yViolations(company.page);

  // The applicant sees who opened the profile and accepts the request.
  await applicant.page.reload();
  await expect(applicant.page.getByRole("region", { name: "Кто смотрел моё резюме" })).toContainText(
    company.company,
  );
  const requests = applicant.page.getByRole("region", { name: "Запросы контактов" });
  const request = requests.getByRole("listitem").filter({ hasText: company.company });
  await expect(request).toContainText("Ищем обжарщика в нашу кофейню");
  await request.getByRole("button", { name: `Открыть контакты компании ${company.company}` }).click();
  await expect(request).toContainText("Контакты открыты");
  await expect(request.getByRole("button")).toHaveCount(0);

  // The company now sees the phone number.
  await company.page.reload();
  await expect(contacts.getByTestId("contact-request")).toContainText("Контакты открыты");
  await expect(contacts).toContainText(PHONE);
  await expect(contacts.getByRole("button", { name: "Запросить контакты" })).toHaveCount(0);

  await company.close();
  await applicant.close();
});

test("a company invites a found person to its vacancy: «Работодатель пригласил вас» among their responses", async ({
  browser,
}) => {
  const run = uniqueLetters();
  const surname = `Баристова${run}`;
  const skill = `Латте-арт${run}`;
  const applicant = await applicantWithProfile(browser, surname, skill, `Кофейня ${run}`);
  const visible = await authed(applicant.page.request, () =>
    applicant.page.request.put(`/v1/profile/${applicant.applicantId}/visibility`, {
      data: { searchable: true, fields: { surname: true } },
    }),
  );
  expect(visible.status()).toBe(200);

  const company = await employer(browser, `inviter-${run}`);
  const title = `Бариста ${run}`;
  const published = await authed(company.page.request, () =>
    company.page.request.post("/v1/vacancy", {
      data: {
        title,
        description: "<p>Варим кофе</p>",
        workingExperience: "EXPERIENCE_WITHOUT",
        workingSchedule: "WORKING_SCHEDULE_FULL_TIME",
        officeType: "OFFICE_TYPE_OFFICE",
        city: "Казань",
        skills: [],
        qualities: [],
        positions: [],
        salaryFrom: 60_000,
        salaryTo: 90_000,
        salaryCurrency: "RUB",
        salaryGross: false,
        testName: null,
        status: "VACANCY_STATUS_ACTIVE",
      },
    }),
  );
  expect(published.status()).toBe(201);

  const card = await findBySkillAndCity(company.page, skill);
  await card.getByRole("link").first().click();
  const invite = company.page.getByRole("region", { name: "Пригласить на вакансию" });
  await invite.getByRole("combobox", { name: "Вакансия" }).selectOption({ label: title });
  await invite.getByRole("textbox", { name: "Сообщение к приглашению" }).fill("Приходите на пробную смену");
  await invite.getByRole("button", { name: "Пригласить" }).click();
  await expect(invite.getByText(`Приглашение на вакансию «${title}» отправлено`)).toBeVisible();

  await applicant.page.goto("/vacancies/applied");
  const response = applicant.page.getByTestId("vacancy-card").filter({ hasText: title });
  await expect(response.getByTestId("invited-by-employer")).toHaveText("Работодатель пригласил вас");
  await expect(response).toContainText("Приглашение");

  await company.close();
  await applicant.close();
});
