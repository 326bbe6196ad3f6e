import { eq, sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { applicants } from "../../db/tables/profile";
import { testDatabases } from "../../testing/databases";
import {
  applicantPayload,
  login,
  registerApplicant,
  registerEmployer,
  verifyEmail,
} from "../../testing/flows";
import { createTestGateway, type TestClient, type TestGateway } from "../../testing/gateway";
import { PlacesService, resolveStoredCities } from "../places";
import { insertVacancies } from "../vacancy";
import { createRandom, generateVacancy } from "../vacancy/demo-data";
import { storedApplicantCities } from "./places-backfill";

const PROFILE_TABLES = [
  "users",
  "applicants",
  "applicant_profiles",
  "applicant_educations",
  "applicant_experiences",
  "applicant_skills",
  "applicant_qualities",
  "applicant_goal_entries",
  "employers",
  "employer_contacts",
  "companies",
  "company_profiles",
];

async function snapshot(gateway: TestGateway) {
  const result: Record<string, unknown[]> = {};
  for (const table of PROFILE_TABLES) {
    const rows = await gateway.database.db.execute(sql.raw(`select * from ${table} order by 1, 2`));
    result[table] = (rows as unknown as { rows: unknown[] }).rows;
  }
  return result;
}

function put(client: TestClient, url: string, body: unknown) {
  return client.request({ method: "PUT", url, payload: body as Record<string, unknown> });
}

/** A profile with every field of the applicant profile filled (§3). */
function fullProfile(email: string) {
  return {
    email,
    name: "Мария",
    surname: "Петрова-Водкина",
    city: "Нижний Новгород",
    dateOfBirth: "1998-02-28",
    aboutMyself: "Люблю порядок в коде.\nИ в жизни.",
    contacts: {
      phoneNumber: "+7 (999) 123-45-67",
      website: "https://maria.dev",
      additionalContact: "@maria",
    },
    educations: [
      {
        institution: "ННГУ",
        faculty: "ВМК",
        specialty: "Прикладная математика",
        startYear: 2015,
        endYear: 2019,
      },
      { institution: "Яндекс Практикум", startYear: 2020, endYear: null },
    ],
    experiences: [
      {
        company: "Ромашка",
        position: "Frontend-разработчик",
        startDate: "2019-09",
        endDate: "2022-01",
        description: "Интерфейсы",
      },
      { company: "Василёк", position: "Ведущий разработчик", startDate: "2022-02", endDate: null },
    ],
    skills: ["TypeScript", "React", "typescript", "SQL"],
    personalQualities: ["Ответственность", "Коммуникабельность"],
    preferredPosition: "Senior frontend",
    goals: {
      goalPositions: [{ name: "Тимлид" }, { name: "Удалить меня", deleted: true }],
      preferredIncome: 250000,
      preferredBusinessFields: [{ name: "Финтех" }],
      additionalGoals: [{ name: "Удалёнка" }],
    },
    testDone: false,
  };
}

describe.each(testDatabases())("profiles on $name", (kind) => {
  let gateway: TestGateway;
  let anna: TestClient;
  let annaId: string;
  let boris: TestClient;
  let borisId: string;
  let employer: TestClient;
  let employerId: string;
  let otherEmployerId: string;

  beforeAll(async () => {
    gateway = await createTestGateway(kind);
    anna = gateway.client();
    annaId = await registerApplicant(anna, "anna@mail.ru");
    expect((await login(anna, "anna@mail.ru")).statusCode).toBe(200);
    boris = gateway.client();
    gateway.clock.advance(60_000);
    borisId = await registerApplicant(boris, "boris@mail.ru");
    expect((await login(boris, "boris@mail.ru")).statusCode).toBe(200);
    employer = gateway.client();
    gateway.clock.advance(60_000);
    employerId = await registerEmployer(employer, "boss@firma.ru", "Ромашка");
    expect((await login(employer, "boss@firma.ru")).statusCode).toBe(200);
    const other = gateway.client();
    gateway.clock.advance(60_000);
    otherEmployerId = await registerEmployer(other, "other@firma.ru", "Лютик");
  });
  afterAll(() => gateway.close());

  describe("applicant profile", () => {
    it("reads the sign-up fields with empty sections", async () => {
      const response = await boris.get(`/v1/profile/${borisId}`);
      expect(response.statusCode).toBe(200);
      expect(response.json().profile).toMatchObject({
        id: borisId,
        email: "boris@mail.ru",
        name: "Анна",
        surname: "Смирнова",
        city: "Казань",
        dateOfBirth: "1995-04-12",
        avatarUrl: null,
        contacts: null,
        educations: [],
        experiences: [],
        skills: [],
        personalQualities: [],
        testDone: false,
      });
    });

    it("saves every field and reads them back; deleted goal entries and duplicate skills are dropped", async () => {
      const saved = await put(anna, `/v1/profile/${annaId}`, fullProfile("anna@mail.ru"));
      expect(saved.statusCode).toBe(200);
      const profile = saved.json().updatedProfile;
      expect(profile).toMatchObject({
        email: "anna@mail.ru",
        name: "Мария",
        surname: "Петрова-Водкина",
        city: "Нижний Новгород",
        dateOfBirth: "1998-02-28",
        aboutMyself: "Люблю порядок в коде.\nИ в жизни.",
        contacts: {
          phoneNumber: "+7 (999) 123-45-67",
          website: "https://maria.dev",
          additionalContact: "@maria",
        },
        educations: [
          {
            institution: "ННГУ",
            faculty: "ВМК",
            specialty: "Прикладная математика",
            startYear: 2015,
            endYear: 2019,
          },
          { institution: "Яндекс Практикум", startYear: 2020, endYear: null },
        ],
        experiences: [
          { company: "Ромашка", position: "Frontend-разработчик", startDate: "2019-09", endDate: "2022-01" },
          { company: "Василёк", position: "Ведущий разработчик", startDate: "2022-02", endDate: null },
        ],
        skills: ["TypeScript", "React", "SQL"],
        personalQualities: ["Ответственность", "Коммуникабельность"],
        preferredPosition: "Senior frontend",
        goals: {
          goalPositions: [{ name: "Тимлид" }],
          preferredIncome: 250000,
          preferredBusinessFields: [{ name: "Финтех" }],
          additionalGoals: [{ name: "Удалёнка" }],
        },
        testDone: false,
      });
      const read = await anna.get(`/v1/profile/${annaId}`);
      expect(read.json().profile).toEqual(profile);
    });

    it("keeps entry ids across saves and replaces the lists", async () => {
      const before = (await anna.get(`/v1/profile/${annaId}`)).json().profile;
      const firstEducation = before.educations[0];
      const body = {
        ...fullProfile("anna@mail.ru"),
        educations: [firstEducation],
        experiences: [],
        skills: ["Go"],
      };
      const after = (await put(anna, `/v1/profile/${annaId}`, body)).json().updatedProfile;
      expect(after.educations).toEqual([firstEducation]);
      expect(after.experiences).toEqual([]);
      expect(after.skills).toEqual(["Go"]);
    });

    it("omits empty contacts and goals lists", async () => {
      const { contacts: _contacts, goals: _goals, ...rest } = fullProfile("anna@mail.ru");
      const after = (await put(anna, `/v1/profile/${annaId}`, rest)).json().updatedProfile;
      expect(after.contacts).toBeNull();
      expect(after.goals).toEqual({
        goalPositions: [],
        preferredIncome: null,
        preferredBusinessFields: [],
        additionalGoals: [],
      });
      expect((await put(anna, `/v1/profile/${annaId}`, fullProfile("anna@mail.ru"))).statusCode).toBe(200);
    });

    const base = fullProfile("anna@mail.ru");
    const badInputs: [string, Record<string, unknown>][] = [
      ["a lowercase name", { name: "мария" }],
      ["an empty name", { name: "   " }],
      ["a surname with digits", { surname: "Петрова2" }],
      ["a missing name", { name: undefined }],
      ["a lowercase city", { city: "москва" }],
      ["a birth date in 1899", { dateOfBirth: "1899-12-31" }],
      ["a birth date that does not exist", { dateOfBirth: "2001-02-29" }],
      ["a birth date in DD.MM.YYYY", { dateOfBirth: "28.02.1998" }],
      ["a malformed phone", { contacts: { phoneNumber: "+7 999 12" } }],
      ["a malformed site", { contacts: { website: "не сайт" } }],
      ["an unknown contact field", { contacts: { telegram: "@x" } }],
      ["an education without institution", { educations: [{ institution: "", startYear: 2010 }] }],
      ["an education starting in 1899", { educations: [{ institution: "МГУ", startYear: 1899 }] }],
      [
        "an education ending before it starts",
        { educations: [{ institution: "МГУ", startYear: 2015, endYear: 2010 }] },
      ],
      ["a year as text", { educations: [{ institution: "МГУ", startYear: "2015" }] }],
      [
        "an experience without company",
        { experiences: [{ company: "", position: "Dev", startDate: "2020-01", endDate: null }] },
      ],
      [
        "an experience month 13",
        { experiences: [{ company: "A", position: "Dev", startDate: "2020-13", endDate: null }] },
      ],
      [
        "an experience ending before it starts",
        { experiences: [{ company: "A", position: "Dev", startDate: "2020-05", endDate: "2020-01" }] },
      ],
      [
        "an experience starting in the future",
        { experiences: [{ company: "A", position: "Dev", startDate: "2999-01", endDate: null }] },
      ],
      ["an empty skill", { skills: [""] }],
      ["too many skills", { skills: Array.from({ length: 101 }, (_, index) => `Навык ${index}`) }],
      ["a quality that is not text", { personalQualities: [42] }],
      ["a negative income", { goals: { preferredIncome: -1 } }],
      ["a goal entry without name", { goals: { goalPositions: [{ name: " " }] } }],
      ["about-myself over 5000 characters", { aboutMyself: "я".repeat(5001) }],
      ["a javascript: avatar", { avatarUrl: "javascript:alert(1)" }],
      ["an avatar that is no uploaded file", { avatarUrl: "/v1/files/00000000-0000-4000-8000-000000000000" }],
      ["an unknown field", { role: "employer" }],
      ["testDone as text", { testDone: "yes" }],
    ];
    it.each(badInputs)("refuses %s with 400 and changes nothing", async (_label, patch) => {
      const before = await snapshot(gateway);
      const response = await put(anna, `/v1/profile/${annaId}`, { ...base, ...patch });
      expect(response.statusCode).toBe(400);
      expect(response.json().code).toBe("VALIDATION");
      expect(await snapshot(gateway)).toEqual(before);
    });

    it("answers with the validation message of the failing rule (§5)", async () => {
      const response = await put(anna, `/v1/profile/${annaId}`, { ...base, name: "мария" });
      expect(response.json().message).toBe("Введите корректное значение");
    });

    it("lets nobody but the owner read or write (403), and nobody signed out (401)", async () => {
      expect((await boris.get(`/v1/profile/${annaId}`)).statusCode).toBe(403);
      expect((await employer.get(`/v1/profile/${annaId}`)).statusCode).toBe(403);
      const before = await snapshot(gateway);
      expect((await put(boris, `/v1/profile/${annaId}`, fullProfile("anna@mail.ru"))).statusCode).toBe(403);
      expect((await put(employer, `/v1/profile/${annaId}`, fullProfile("anna@mail.ru"))).statusCode).toBe(
        403,
      );
      expect(
        (await put(gateway.client(), `/v1/profile/${annaId}`, fullProfile("anna@mail.ru"))).statusCode,
      ).toBe(401);
      expect(await snapshot(gateway)).toEqual(before);
      expect((await gateway.client().get(`/v1/profile/${annaId}`)).statusCode).toBe(401);
    });
  });

  describe("the applicant's place (issue 40)", () => {
    async function signUp(email: string, overrides: Record<string, unknown>) {
      const client = gateway.client();
      await verifyEmail(client, email);
      const response = await client.post("/v1/auth/applicant/signup", applicantPayload(email, overrides));
      return { client, response };
    }

    async function profileOf(client: TestClient, id: string) {
      return (await client.get(`/v1/profile/${id}`)).json().profile;
    }

    it("resolves the typed city at sign-up, short names too; a picked place tells same-named towns apart", async () => {
      const spb = await signUp("spb@mail.ru", { city: "Спб" });
      expect(spb.response.statusCode).toBe(201);
      const spbId = spb.response.json().auth.id;
      expect(await profileOf(spb.client, spbId)).toMatchObject({ city: "Санкт-Петербург", areaId: "2" });

      // Two Кировs have people: by name alone neither; the picked one is stored under its bare name.
      const kirov = await signUp("kirov@mail.ru", { city: "Киров", areaId: "49" });
      expect(kirov.response.statusCode).toBe(201);
      expect(await profileOf(kirov.client, kirov.response.json().auth.id)).toMatchObject({
        city: "Киров",
        areaId: "49",
      });
      const [row] = await gateway.database.db
        .select({ areaPath: applicants.areaPath })
        .from(applicants)
        .where(eq(applicants.id, kirov.response.json().auth.id));
      expect(row?.areaPath).toEqual(["49", "1661", "113"]);
    });

    it("keeps a city the dictionary does not know as typed, with no place", async () => {
      const { client, response } = await signUp("nowhere@mail.ru", { city: "Нигдеград" });
      expect(response.statusCode).toBe(201);
      expect(await profileOf(client, response.json().auth.id)).toMatchObject({
        city: "Нигдеград",
        areaId: null,
      });
    });

    it("refuses an unknown place id at sign-up under the field, creating no account", async () => {
      const before = await snapshot(gateway);
      const { response } = await signUp("ghost@mail.ru", { city: "Тула", areaId: "99999999" });
      expect(response.statusCode).toBe(400);
      expect(response.json()).toMatchObject({
        code: "VALIDATION",
        issues: [{ path: ["applicant", "areaId"], message: "Города с таким кодом нет в справочнике мест" }],
      });
      expect(await snapshot(gateway)).toEqual(before);
    });

    it("saves a picked place in the profile, and refuses an unknown one changing nothing", async () => {
      const body = fullProfile("boris@mail.ru");
      const saved = await put(boris, `/v1/profile/${borisId}`, { ...body, city: "Королёв", areaId: "2090" });
      expect(saved.statusCode).toBe(200);
      expect(saved.json().updatedProfile).toMatchObject({ city: "Королёв", areaId: "2090" });

      const before = await snapshot(gateway);
      const refused = await put(boris, `/v1/profile/${borisId}`, {
        ...body,
        city: "Тула",
        areaId: "99999999",
      });
      expect(refused.statusCode).toBe(400);
      expect(refused.json()).toMatchObject({
        code: "VALIDATION",
        issues: [{ path: ["areaId"], message: "Города с таким кодом нет в справочнике мест" }],
      });
      expect(await snapshot(gateway)).toEqual(before);

      // Typed without a pick: resolved by name, or kept as typed.
      const typed = await put(boris, `/v1/profile/${borisId}`, { ...body, city: "Спб" });
      expect(typed.json().updatedProfile).toMatchObject({ city: "Санкт-Петербург", areaId: "2" });
      const unknown = await put(boris, `/v1/profile/${borisId}`, { ...body, city: "Нигдеград" });
      expect(unknown.json().updatedProfile).toMatchObject({ city: "Нигдеград", areaId: null });
    });

    it("names the profession of each wanted position, picked or its name's, and refuses an unknown one", async () => {
      const body = fullProfile("boris@mail.ru");
      const goals = (goalPositions: unknown[]) => ({ ...body, goals: { ...body.goals, goalPositions } });
      const saved = await put(
        boris,
        `/v1/profile/${borisId}`,
        goals([
          { name: "Frontend-разработчик" },
          { name: "Руководитель", professionId: "104" },
          { name: "Мечтатель" },
        ]),
      );
      expect(saved.statusCode, saved.body).toBe(200);
      expect(saved.json().updatedProfile.goals.goalPositions).toEqual([
        { id: expect.any(String), name: "Frontend-разработчик", professionId: "96" },
        { id: expect.any(String), name: "Руководитель", professionId: "104" },
        { id: expect.any(String), name: "Мечтатель", professionId: null },
      ]);
      // The other goal lists name none.
      expect(saved.json().updatedProfile.goals.preferredBusinessFields).toEqual([
        { id: expect.any(String), name: "Финтех" },
      ]);

      const before = await snapshot(gateway);
      const refused = await put(
        boris,
        `/v1/profile/${borisId}`,
        goals([{ name: "Тимлид", professionId: "99999" }]),
      );
      expect(refused.statusCode).toBe(400);
      expect(refused.json().issues).toEqual([
        {
          path: ["goals", "goalPositions", 0, "professionId"],
          message: "Профессии с таким кодом нет в справочнике",
        },
      ]);
      expect(await snapshot(gateway)).toEqual(before);
    });

    it("gives the applicants from before the places the area their city names, at start", async () => {
      await gateway.database.db
        .update(applicants)
        .set({ city: "г. Казань", areaId: null, areaPath: [] })
        .where(eq(applicants.id, annaId));
      const places = new PlacesService(gateway.database.db);
      const first = await resolveStoredCities(places, storedApplicantCities(gateway.database.db));
      expect(first.resolved).toBe(1);
      expect(await profileOf(anna, annaId)).toMatchObject({ city: "Казань", areaId: "88" });
      const again = await resolveStoredCities(places, storedApplicantCities(gateway.database.db));
      expect(again).toEqual({ resolved: 0, unresolved: first.unresolved });
    });
  });

  describe("suggestions", () => {
    const skills = async (search: string) =>
      (await anna.get(`/v1/profile/skills?search=${encodeURIComponent(search)}`)).json().skills as string[];
    const qualities = async (search: string) =>
      (await anna.get(`/v1/profile/qualities?search=${encodeURIComponent(search)}`)).json()
        .qualities as string[];

    it("ranks entries starting with the text first, then by popularity", async () => {
      expect((await skills("java")).slice(0, 2)).toEqual(["JavaScript", "Java"]);
      const sales = await skills("продаж");
      expect(sales[0]).toBe("Продажи");
      expect(sales.indexOf("Продажи")).toBeLessThan(sales.indexOf("B2B продажи"));
      expect(await skills("script")).toEqual(expect.arrayContaining(["JavaScript", "TypeScript"]));
      expect((await qualities("отв"))[0]).toBe("Ответственность");
    });

    it("ignores case and ё, gives the most popular for an empty search and nothing for gibberish", async () => {
      expect(await qualities("ЦЕЛЕУСТРЕМЛЕННОСТЬ")).toEqual(["Целеустремлённость"]);
      expect(await skills("")).toHaveLength(10);
      // Anna lists TypeScript, React and SQL: used entries lead, then the dictionary's order.
      expect((await skills("")).slice(0, 4)).toEqual(["SQL", "TypeScript", "React", "Работа в команде"]);
      expect(await skills("zzzqqq")).toEqual([]);
    });

    it("puts the entries more applicants list first within a match group", async () => {
      // "Java" follows "JavaScript" in the dictionary; once applicants list it, it leads.
      expect((await skills("java")).slice(0, 2)).toEqual(["JavaScript", "Java"]);
      const body = { ...fullProfile("anna@mail.ru"), skills: ["Java"] };
      expect((await put(anna, `/v1/profile/${annaId}`, body)).statusCode).toBe(200);
      expect(
        (await put(boris, `/v1/profile/${borisId}`, { ...body, email: "boris@mail.ru" })).statusCode,
      ).toBe(200);
      expect((await skills("java")).slice(0, 2)).toEqual(["Java", "JavaScript"]);
      // Only matching entries compete: "javas" matches JavaScript alone.
      expect((await skills("javas"))[0]).toBe("JavaScript");
      expect((await put(anna, `/v1/profile/${annaId}`, fullProfile("anna@mail.ru"))).statusCode).toBe(200);
      expect(
        (await put(boris, `/v1/profile/${borisId}`, { ...fullProfile("boris@mail.ru"), skills: [] }))
          .statusCode,
      ).toBe(200);
    });

    it("refuses an oversized search", async () => {
      expect((await anna.get(`/v1/profile/skills?search=${"a".repeat(300)}`)).statusCode).toBe(400);
    });
  });

  describe("employer profile", () => {
    const companyOf = async () =>
      (await employer.get(`/v1/profile/employer/${employerId}`)).json().profile.company;

    it("reads and replaces the contact person and the company card", async () => {
      const company = await companyOf();
      const body = {
        name: "Олег",
        surname: "Кузнецов",
        position: "HR-директор",
        phone: "8 999 123 45 67",
        company: {
          id: company.id,
          companyName: "Ромашка Плюс",
          description: "Делаем сервисы для людей.",
          website: "https://romashka.ru",
          city: "Казань",
        },
      };
      const response = await put(employer, `/v1/profile/employer/${employerId}`, body);
      expect(response.statusCode).toBe(200);
      const expected = {
        id: employerId,
        name: "Олег",
        surname: "Кузнецов",
        position: "HR-директор",
        email: "boss@firma.ru",
        phone: "8 999 123 45 67",
        company: { ...body.company, logoUrl: null },
        companyAccess: "active",
      };
      expect(response.json().updatedProfile).toEqual(expected);
      expect((await employer.get(`/v1/profile/employer/${employerId}`)).json().profile).toEqual(expected);
    });

    it("finds the company's vacancies by its new name after a rename", async () => {
      const company = await companyOf();
      await insertVacancies(gateway.database.db, {
        companyId: company.id,
        companyName: company.companyName,
        items: [
          { vacancy: generateVacancy(createRandom(1), { city: "Казань" }), createdAt: gateway.clock.now() },
        ],
      });
      const found = async (search: string) =>
        (await anna.get(`/v1/vacancy?filter.search=${encodeURIComponent(search)}`)).json().vacancies.length;
      expect(await found("Незабудка")).toBe(0);
      const body = {
        name: "Олег",
        surname: "Кузнецов",
        position: "HR-директор",
        company: { ...company, companyName: "Незабудка" },
      };
      expect((await put(employer, `/v1/profile/employer/${employerId}`, body)).statusCode).toBe(200);
      expect(await found("Незабудка")).toBe(1);
      const rename = { ...body, company: { ...body.company, companyName: company.companyName } };
      expect((await put(employer, `/v1/profile/employer/${employerId}`, rename)).statusCode).toBe(200);
      expect(await found("Незабудка")).toBe(0);
    });

    it("refuses bad fields, another company and another employer, changing nothing", async () => {
      const company = await companyOf();
      const valid = {
        name: "Олег",
        surname: "Кузнецов",
        position: "HR",
        company: { id: company.id, companyName: "Ромашка" },
      };
      const cases: [Record<string, unknown>, number, TestClient, string][] = [
        [{ ...valid, phone: "12345" }, 400, employer, employerId],
        [{ ...valid, name: "олег" }, 400, employer, employerId],
        [{ ...valid, position: "" }, 400, employer, employerId],
        [
          { ...valid, company: { ...valid.company, website: "javascript:alert(1)" } },
          400,
          employer,
          employerId,
        ],
        [{ ...valid, company: { ...valid.company, companyName: " " } }, 400, employer, employerId],
        [
          { ...valid, company: { id: "00000000-0000-4000-8000-000000000000", companyName: "Чужая" } },
          403,
          employer,
          employerId,
        ],
        [valid, 403, employer, otherEmployerId],
        [valid, 403, anna, employerId],
      ];
      for (const [body, status, client, id] of cases) {
        const before = await snapshot(gateway);
        expect((await put(client, `/v1/profile/employer/${id}`, body)).statusCode).toBe(status);
        expect(await snapshot(gateway)).toEqual(before);
      }
      expect((await employer.get(`/v1/profile/employer/${otherEmployerId}`)).statusCode).toBe(403);
      expect((await anna.get(`/v1/profile/employer/${employerId}`)).statusCode).toBe(403);
    });
  });
});
