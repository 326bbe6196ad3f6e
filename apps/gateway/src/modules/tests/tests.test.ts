import type { LightMyRequestResponse } from "fastify";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { testDatabases } from "../../testing/databases";
import { login, registerApplicant, registerEmployer } from "../../testing/flows";
import { createTestGateway, type TestClient, type TestGateway } from "../../testing/gateway";
import { findEmployerCompanyId } from "../employer/queries";
import { insertVacancies } from "../vacancy";
import { createRandom, generateVacancy, type NewVacancy } from "../vacancy/demo-data";
import { QUALITY_BANK, SKILL_BANKS } from "./bank";

const MINUTE_MS = 60 * 1000;
const DAY_MS = 24 * 60 * MINUTE_MS;

interface Question {
  itemId: string;
  text: string;
  options: string[];
}
interface Session {
  id: string;
  status: string;
  questions: Question[];
  answers: Record<string, number>;
  answered: number;
  total: number;
  current: number;
  deadline: string | null;
  result: null | (Record<string, unknown> & { score: number | null; valid: boolean; timedOut: boolean });
}

const put = (client: TestClient, url: string, body: unknown) =>
  client.request({ method: "PUT", url, payload: body as Record<string, unknown> });

/** The shown position of the right option (the test knows the bank; the browser never does). */
function rightOption(testName: string, question: Question): number {
  const bank = SKILL_BANKS.find((entry) => entry.testName === testName);
  const item = bank?.items.find((entry) => entry.id === question.itemId);
  if (!item) throw new Error(`no item ${question.itemId}`);
  return question.options.indexOf(item.options[item.correct] as string);
}

/** Every key of every response body, deep: the correct-answer key must be none of them. */
function keysOf(value: unknown, into = new Set<string>()): Set<string> {
  if (Array.isArray(value)) for (const item of value) keysOf(item, into);
  else if (value && typeof value === "object") {
    for (const [key, inner] of Object.entries(value)) {
      into.add(key);
      keysOf(inner, into);
    }
  }
  return into;
}

/** The profile both applicants keep (a PUT replaces the whole profile). */
function profileBody(skills: string[], extra: Record<string, unknown> = {}) {
  return {
    name: "Анна",
    surname: "Смирнова",
    city: "Казань",
    skills,
    experiences: [{ company: "Ромашка", position: "Аналитик", startDate: "2022-01", endDate: "2024-12" }],
    ...extra,
  };
}

function vacancy(overrides: Partial<NewVacancy> = {}): NewVacancy {
  return {
    ...generateVacancy(createRandom(1)),
    title: "Аналитик данных",
    skills: ["SQL", "Python"],
    workingExperience: "EXPERIENCE_1_TO_3_YEARS",
    status: "VACANCY_STATUS_ACTIVE",
    ...overrides,
  };
}

describe.each(testDatabases())("tests and contest score on $name", (kind) => {
  let gateway: TestGateway;
  let anna: TestClient;
  let annaPhone: TestClient;
  let boris: TestClient;
  let employer: TestClient;
  let rival: TestClient;
  let guest: TestClient;
  let annaId: string;
  let borisId: string;
  let sqlVacancyId: string;
  let sqlVacancy2Id: string;
  let plainVacancyId: string;
  let rivalVacancyId: string;
  let companyId: string;
  /** Every answer body the applicants got, to check no correct answer ever left. */
  const bodies: unknown[] = [];

  const accounts = () =>
    [
      [anna, "anna@tests.ru"],
      [annaPhone, "anna@tests.ru"],
      [boris, "boris@tests.ru"],
      [employer, "oleg@tests.ru"],
      [rival, "vera@tests.ru"],
    ] as const;

  /** Moves the clock; access tokens last 15 minutes, so everyone signs in again. */
  async function advance(ms: number) {
    gateway.clock.advance(ms);
    for (const [client, email] of accounts()) expect((await login(client, email)).statusCode).toBe(200);
  }

  function keep(response: LightMyRequestResponse) {
    if (response.statusCode === 200) bodies.push(response.json());
    return response;
  }

  async function start(client: TestClient, applicantId: string, testName: string) {
    const endpoint = testName.includes("QUALITY") ? "characteristics" : "skill";
    return keep(await client.post(`/v1/profile/test/${endpoint}/session`, { applicantId, testName }));
  }

  async function session(client: TestClient, sessionId: string): Promise<Session> {
    const response = keep(await client.get(`/v1/tests/sessions/${sessionId}`));
    expect(response.statusCode).toBe(200);
    return response.json().session;
  }

  async function answer(client: TestClient, sessionId: string, itemId: string, option: number) {
    return keep(await put(client, `/v1/tests/sessions/${sessionId}/answers/${itemId}`, { option }));
  }

  /** Answers every open question: the right option of a skill test, the 4th point of the characteristics scale. */
  async function answerAll(client: TestClient, sessionId: string, testName: string) {
    const sitting = await session(client, sessionId);
    for (const question of sitting.questions) {
      if (sitting.answers[question.itemId] !== undefined) continue;
      const option = testName.startsWith("SKILL") ? rightOption(testName, question) : 3;
      expect((await answer(client, sessionId, question.itemId, option)).statusCode).toBe(200);
    }
  }

  async function finish(client: TestClient, sessionId: string): Promise<Session> {
    const response = keep(await client.post(`/v1/tests/sessions/${sessionId}/finish`));
    expect(response.statusCode).toBe(200);
    return response.json().session;
  }

  beforeAll(async () => {
    gateway = await createTestGateway(kind);
    [anna, annaPhone, boris, employer, rival, guest] = Array.from({ length: 6 }, () => gateway.client()) as [
      TestClient,
      TestClient,
      TestClient,
      TestClient,
      TestClient,
      TestClient,
    ];
    annaId = await registerApplicant(anna, "anna@tests.ru");
    borisId = await registerApplicant(boris, "boris@tests.ru");
    const employerId = await registerEmployer(employer, "oleg@tests.ru", "Ромашка");
    const rivalId = await registerEmployer(rival, "vera@tests.ru", "Василёк");
    for (const [client, email] of accounts()) expect((await login(client, email)).statusCode).toBe(200);
    const db = gateway.database.db;
    companyId = (await findEmployerCompanyId(db, employerId)) as string;
    const rivalCompanyId = (await findEmployerCompanyId(db, rivalId)) as string;
    const at = gateway.clock.now();
    [sqlVacancyId, sqlVacancy2Id, plainVacancyId] = (await insertVacancies(db, {
      companyId,
      companyName: "Ромашка",
      items: [
        { vacancy: vacancy({ title: "Аналитик SQL" }), createdAt: at },
        { vacancy: vacancy({ title: "Разработчик отчётов" }), createdAt: new Date(at.getTime() - MINUTE_MS) },
        {
          vacancy: vacancy({ title: "Курьер", skills: [] }),
          createdAt: new Date(at.getTime() - 2 * MINUTE_MS),
        },
      ],
    })) as [string, string, string];
    [rivalVacancyId] = (await insertVacancies(db, {
      companyId: rivalCompanyId,
      companyName: "Василёк",
      items: [{ vacancy: vacancy({ title: "Чужая вакансия" }), createdAt: at }],
    })) as [string];
    // Boris declares SQL in his profile; Anna will prove it with a test.
    for (const [client, id] of [
      [anna, annaId],
      [boris, borisId],
    ] as const) {
      const saved = await put(
        client,
        `/v1/profile/${id}`,
        profileBody(id === borisId ? ["SQL", "Python"] : []),
      );
      expect(saved.statusCode).toBe(200);
    }
  });

  afterAll(async () => {
    await gateway?.close();
  });

  it("lists the catalogue: the characteristics test and at least six skill tests, logic among them", async () => {
    const response = await guest.get("/v1/tests");
    expect(response.statusCode).toBe(200);
    const tests = response.json().tests as {
      testName: string;
      kind: string;
      questions: number;
      minutes: number | null;
    }[];
    expect(tests[0]).toMatchObject({
      testName: "QUALITY_CHARACTERISTICS",
      kind: "QUALITY",
      questions: 20,
      minutes: null,
    });
    const skills = tests.filter((test) => test.kind === "SKILL");
    expect(skills.length).toBeGreaterThanOrEqual(6);
    expect(skills.map((test) => test.testName)).toContain("SKILL_LOGIC");
    for (const test of tests) expect(test.testName).toContain(test.kind);
    for (const test of skills) {
      expect(test.questions).toBeGreaterThanOrEqual(12);
      expect(test.questions).toBeLessThanOrEqual(15);
    }
  });

  it("the employer sets and clears a vacancy's test; another company's employer and applicants may not", async () => {
    expect(
      (await put(employer, `/v1/vacancy/${sqlVacancyId}/test`, { testName: "SKILL_SQL" })).json(),
    ).toEqual({
      testName: "SKILL_SQL",
    });
    expect(
      (await put(employer, `/v1/vacancy/${sqlVacancy2Id}/test`, { testName: "SKILL_SQL" })).statusCode,
    ).toBe(200);
    expect(
      (await put(employer, `/v1/vacancy/${plainVacancyId}/test`, { testName: "SKILL_EXCEL" })).statusCode,
    ).toBe(200);
    expect(
      (await put(employer, `/v1/vacancy/${plainVacancyId}/test`, { testName: null })).json().testName,
    ).toBeNull();
    const unknown = await put(employer, `/v1/vacancy/${plainVacancyId}/test`, { testName: "SKILL_NOPE" });
    expect(unknown.statusCode).toBe(400);
    expect(unknown.json().message).toBe("Такого теста нет в каталоге");
    expect((await put(rival, `/v1/vacancy/${sqlVacancyId}/test`, { testName: null })).statusCode).toBe(403);
    expect((await put(anna, `/v1/vacancy/${sqlVacancyId}/test`, { testName: null })).statusCode).toBe(403);
    expect(
      (await put(rival, `/v1/vacancy/${rivalVacancyId}/test`, { testName: "SKILL_SQL" })).statusCode,
    ).toBe(200);
    const details = await anna.get(`/v1/vacancy/${sqlVacancyId}?applicantId=${annaId}`);
    expect(details.json().vacancy).toMatchObject({ testName: "SKILL_SQL", testStatus: "TEST_STATUS_TODO" });
    expect(typeof details.json().vacancy.coefficient).toBe("number");
    expect((await guest.get(`/v1/vacancy/${plainVacancyId}`)).json().vacancy.testName).toBeNull();
  });

  it("refuses a test of the wrong kind, an unknown test and another applicant's id", async () => {
    expect((await start(anna, annaId, "SKILL_NOPE")).statusCode).toBe(400);
    const wrongKind = await anna.post("/v1/profile/test/characteristics/session", {
      applicantId: annaId,
      testName: "SKILL_SQL",
    });
    expect(wrongKind.statusCode).toBe(400);
    expect(
      (await boris.post("/v1/profile/test/skill/session", { applicantId: annaId, testName: "SKILL_SQL" }))
        .statusCode,
    ).toBe(403);
    expect(
      (await employer.post("/v1/profile/test/skill/session", { applicantId: annaId, testName: "SKILL_SQL" }))
        .statusCode,
    ).toBe(403);
    expect(
      (await guest.post("/v1/profile/test/skill/session", { applicantId: annaId, testName: "SKILL_SQL" }))
        .statusCode,
    ).toBe(401);
  });

  it("a vacancy test moves TODO → IN_PROGRESS → COMPLETED through a full sitting that resumes on another device", async () => {
    const wrongTest = await anna.post("/v1/vacancy/test/session", {
      vacancyId: sqlVacancyId,
      testName: "SKILL_LOGIC",
    });
    expect(wrongTest.statusCode).toBe(400);
    const started = keep(
      await anna.post("/v1/vacancy/test/session", { vacancyId: sqlVacancyId, testName: "SKILL_SQL" }),
    );
    expect(started.statusCode).toBe(200);
    const { sessionId, testUrl, testStatus } = started.json();
    expect(testUrl).toBe(`/tests/${sessionId}`);
    expect(testStatus).toBe("TEST_STATUS_IN_PROGRESS");
    const listed = (await anna.get("/v1/vacancy?pageSize=50")).json().vacancies as {
      id: string;
      testStatus: string;
    }[];
    expect(listed.find((entry) => entry.id === sqlVacancyId)?.testStatus).toBe("TEST_STATUS_IN_PROGRESS");

    // Starting again resumes the same sitting; its items and option order are fixed.
    const again = await anna.post("/v1/vacancy/test/session", {
      vacancyId: sqlVacancyId,
      testName: "SKILL_SQL",
    });
    expect(again.json().sessionId).toBe(sessionId);
    const first = await session(anna, sessionId);
    expect(first).toMatchObject({ status: "IN_PROGRESS", total: 15, answered: 0, current: 0, result: null });
    expect(new Date(first.deadline as string).getTime() - gateway.clock.now().getTime()).toBe(20 * MINUTE_MS);
    for (const question of first.questions) {
      expect(Object.keys(question).sort()).toEqual(["code", "itemId", "options", "text", "topic"]);
    }
    // Options are shuffled per sitting (15 questions all in bank order would be a 1 in 24^15 chance).
    const bank = SKILL_BANKS.find((entry) => entry.testName === "SKILL_SQL");
    const inBankOrder = first.questions.filter((question) => {
      const item = bank?.items.find((entry) => entry.id === question.itemId);
      return JSON.stringify(item?.options) === JSON.stringify(question.options);
    });
    expect(inBankOrder.length).toBeLessThan(first.questions.length);

    // Half the answers on one device, the rest on another: saved as given, resumed where left.
    for (const question of first.questions.slice(0, 7)) {
      expect(
        (await answer(anna, sessionId, question.itemId, rightOption("SKILL_SQL", question))).statusCode,
      ).toBe(200);
    }
    const resumed = await session(annaPhone, sessionId);
    expect(resumed).toMatchObject({ answered: 7, current: 7 });
    expect(resumed.questions).toEqual(first.questions);
    const badOption = await answer(annaPhone, sessionId, first.questions[7]?.itemId as string, 7);
    expect(badOption.statusCode).toBe(400);
    expect((await answer(annaPhone, sessionId, "sql-999", 0)).statusCode).toBe(400);
    await answerAll(annaPhone, sessionId, "SKILL_SQL");
    const done = await finish(anna, sessionId);
    expect(done.status).toBe("COMPLETED");
    expect(done.result).toMatchObject({
      score: 100,
      correct: 15,
      total: 15,
      testVersion: bank?.version,
      valid: true,
    });
    const finishedAt = gateway.clock.now();
    const expires = new Date(finishedAt);
    expires.setUTCMonth(expires.getUTCMonth() + 12);
    expect(done.result?.expiresAt).toBe(expires.toISOString());
    expect((await answer(anna, sessionId, first.questions[0]?.itemId as string, 0)).statusCode).toBe(409);

    const details = await anna.get(`/v1/vacancy/${sqlVacancyId}`);
    expect(details.json().vacancy.testStatus).toBe("TEST_STATUS_COMPLETED");
    // Another vacancy asking for the same test counts the valid result at once, with no new sitting.
    const counted = await anna.post("/v1/vacancy/test/session", {
      vacancyId: sqlVacancy2Id,
      testName: "SKILL_SQL",
    });
    expect(counted.json()).toEqual({
      testUrl: `/tests/${sessionId}`,
      sessionId,
      testStatus: "TEST_STATUS_COMPLETED",
    });
    expect((await anna.get(`/v1/vacancy/${sqlVacancy2Id}`)).json().vacancy.testStatus).toBe(
      "TEST_STATUS_COMPLETED",
    );
  });

  it("only the applicant who owns a sitting reads, answers or finishes it", async () => {
    const tests = (await anna.get(`/v1/tests/applicant/${annaId}`)).json().tests as {
      testName: string;
      testUrl: string;
    }[];
    const sessionId = tests
      .find((test) => test.testName === "SKILL_SQL")
      ?.testUrl.split("/")
      .pop() as string;
    for (const client of [boris, employer]) {
      expect((await client.get(`/v1/tests/sessions/${sessionId}`)).statusCode).toBe(403);
      expect((await answer(client, sessionId, "sql-001", 0)).statusCode).toBe(403);
      expect((await client.post(`/v1/tests/sessions/${sessionId}/finish`)).statusCode).toBe(403);
    }
    expect((await guest.get(`/v1/tests/sessions/${sessionId}`)).statusCode).toBe(401);
    expect((await anna.get("/v1/tests/sessions/00000000-0000-4000-8000-000000000000")).statusCode).toBe(404);
    expect((await boris.get(`/v1/tests/applicant/${annaId}`)).statusCode).toBe(403);
    expect((await boris.get(`/v1/profile/test/${annaId}`)).statusCode).toBe(403);
    expect((await employer.get(`/v1/profile/test/${annaId}`)).statusCode).toBe(403);
  });

  it("refuses a retake before 30 days with 409, the date in Russian and as a field", async () => {
    const refused = await start(anna, annaId, "SKILL_SQL");
    expect(refused.statusCode).toBe(409);
    const retakeFrom = new Date(gateway.clock.now().getTime() + 30 * DAY_MS);
    expect(refused.json().retakeFrom).toBe(retakeFrom.toISOString());
    const day = new Intl.DateTimeFormat("ru-RU", { timeZone: "Europe/Moscow", dateStyle: "short" }).format(
      retakeFrom,
    );
    expect(refused.json().message).toBe(`Пройти тест «SQL» снова можно с ${day}`);
    const tests = (await anna.get(`/v1/tests/applicant/${annaId}`)).json().tests as Record<string, unknown>[];
    expect(tests.find((test) => test.testName === "SKILL_SQL")).toMatchObject({
      testStatus: "TEST_STATUS_COMPLETED",
      retakeFrom: retakeFrom.toISOString(),
    });
  });

  it("testDone cannot be set through the profile; a completed characteristics test sets it", async () => {
    const profile = (await anna.get(`/v1/profile/${annaId}`)).json().profile;
    expect(profile).toMatchObject({ testDone: false, showCharacteristicsToEmployers: false });
    const tried = await put(anna, `/v1/profile/${annaId}`, profileBody([], { testDone: true }));
    expect(tried.statusCode).toBe(200);
    expect(tried.json().updatedProfile.testDone).toBe(false);

    const started = await start(anna, annaId, "QUALITY_CHARACTERISTICS");
    const { sessionId } = started.json();
    const sitting = await session(anna, sessionId);
    expect(sitting.deadline).toBeNull();
    expect(sitting.questions).toHaveLength(QUALITY_BANK.items.length);
    expect(sitting.questions[0]?.options).toEqual(QUALITY_BANK.scale);
    expect((await anna.post(`/v1/tests/sessions/${sessionId}/finish`)).statusCode).toBe(400);
    await answerAll(anna, sessionId, "QUALITY_CHARACTERISTICS");
    const done = await finish(anna, sessionId);
    const traits = done.result?.traits as { trait: string; score: number; description: string }[];
    expect(traits).toHaveLength(5);
    for (const trait of traits) expect(trait.description.length).toBeGreaterThan(10);
    expect((await anna.get(`/v1/profile/${annaId}`)).json().profile.testDone).toBe(true);
    const back = await put(anna, `/v1/profile/${annaId}`, profileBody([], { testDone: false }));
    expect(back.json().updatedProfile.testDone).toBe(true);
  });

  it("never sends a correct answer: no response so far carried the bank's key", () => {
    const keys = new Set<string>();
    for (const body of bodies) keysOf(body, keys);
    expect(bodies.length).toBeGreaterThan(20);
    for (const forbiddenKey of ["keyed", "trait_key", "correctIndex", "key", "answerKey"])
      expect(keys).not.toContain(forbiddenKey);
    // `correct` exists only as the count of a closed result, never inside a question.
    for (const body of bodies) {
      const questions = (body as { session?: Session }).session?.questions ?? [];
      for (const question of questions) expect(question).not.toHaveProperty("correct");
    }
  });

  it("the contest call gives the spec's fields for the requested vacancies only, with the formula version", async () => {
    const response = await anna.get(
      `/v1/contest/${annaId}?vacancyIds=${sqlVacancyId}&vacancyIds=${plainVacancyId}`,
    );
    expect(response.statusCode).toBe(200);
    const score = response.json();
    expect(Object.keys(score.vacanciesCoefficients).sort()).toEqual([sqlVacancyId, plainVacancyId].sort());
    expect(score).toMatchObject({ logicScore: 0, formulaVersion: expect.any(String) });
    expect(score.profileScore).toBeGreaterThan(0);
    expect(score.fullScore).toBeGreaterThan(0);
    // Without ids: the vacancies Anna dealt with (viewed, tested), not every vacancy.
    const interacted = (await anna.get(`/v1/contest/${annaId}`)).json().vacanciesCoefficients;
    expect(Object.keys(interacted)).toEqual([sqlVacancyId]);
    expect((await boris.get(`/v1/contest/${annaId}`)).statusCode).toBe(403);
    expect((await employer.get(`/v1/contest/${annaId}`)).statusCode).toBe(403);
    expect((await guest.get(`/v1/contest/${annaId}`)).statusCode).toBe(401);
    const formula = (await guest.get("/v1/contest/formula")).json();
    expect(formula.formulaVersion).toBe(score.formulaVersion);
  });

  it("explains a coefficient: weights sum to 1, personality at most 10 %, a verified skill counts more than a declared one", async () => {
    const annaFactors = (await anna.get(`/v1/contest/${annaId}/vacancies/${sqlVacancyId}`)).json();
    const borisFactors = (await boris.get(`/v1/contest/${borisId}/vacancies/${sqlVacancyId}`)).json();
    for (const answer of [annaFactors, borisFactors]) {
      const factors = answer.factors as {
        key: string;
        weight: number;
        contribution: number;
        name: string;
        howToImprove: string;
      }[];
      expect(factors.map((factor) => factor.key)).toEqual([
        "skills",
        "experience",
        "profile",
        "logic",
        "personality",
      ]);
      expect(factors.reduce((sum, factor) => sum + factor.weight, 0)).toBeCloseTo(1, 6);
      expect(factors.find((factor) => factor.key === "personality")?.weight).toBeLessThanOrEqual(0.1);
      expect(factors.reduce((sum, factor) => sum + factor.contribution, 0)).toBeCloseTo(
        answer.coefficient,
        0,
      );
    }
    const skill = (answer: { factors: { key: string; value: number; evidence: string }[] }) =>
      answer.factors.find((factor) => factor.key === "skills");
    // The vacancy asks SQL and Python: Anna proved SQL by a test, Boris only declared both.
    expect(skill(annaFactors)).toMatchObject({ evidence: "verified", value: 0.5 });
    expect(skill(borisFactors)).toMatchObject({ evidence: "declared", value: 0.4 });
    expect(annaFactors.factors[0].howToImprove).toContain("Python");
    expect((await boris.get(`/v1/contest/${annaId}/vacancies/${sqlVacancyId}`)).statusCode).toBe(403);
    // The employer sees the factors only of someone who responded to its vacancy.
    expect((await employer.get(`/v1/contest/${annaId}/vacancies/${sqlVacancyId}`)).statusCode).toBe(403);
    expect((await anna.post(`/v1/vacancy/${sqlVacancyId}/response/${annaId}`)).statusCode).toBe(200);
    const seen = await employer.get(`/v1/contest/${annaId}/vacancies/${sqlVacancyId}`);
    expect(seen.statusCode).toBe(200);
    expect(seen.json()).toEqual(annaFactors);
    expect((await rival.get(`/v1/contest/${annaId}/vacancies/${sqlVacancyId}`)).statusCode).toBe(403);
  });

  it("the employer sees assessed vacancies with completed counts and candidates ranked by coefficient", async () => {
    expect((await boris.post(`/v1/vacancy/${sqlVacancyId}/response/${borisId}`)).statusCode).toBe(200);
    const assessed = (
      await employer.get(`/v1/vacancy?filter.assessed=true&filter.companyId=${companyId}`)
    ).json().vacancies as { id: string; testCompletedCount: number }[];
    const own = assessed;
    expect(own.map((entry) => entry.id).sort()).toEqual([sqlVacancyId, sqlVacancy2Id].sort());
    expect(own.find((entry) => entry.id === sqlVacancyId)?.testCompletedCount).toBe(1);
    expect(own.find((entry) => entry.id === sqlVacancy2Id)?.testCompletedCount).toBe(0);

    const ranked = (await employer.get(`/v1/vacancy/${sqlVacancyId}/responses?sort=coefficient`)).json()
      .responses as {
      applicantId: string;
      coefficient: number;
      testResults: { testName: string }[];
    }[];
    expect(ranked.map((entry) => entry.applicantId)).toEqual([annaId, borisId]);
    expect(ranked[0]?.coefficient).toBeGreaterThan(ranked[1]?.coefficient as number);
    // The characteristics result stays hidden until Anna turns the flag on.
    expect(ranked[0]?.testResults.map((result) => result.testName)).toEqual(["SKILL_SQL"]);
    const shown = await put(
      anna,
      `/v1/profile/${annaId}`,
      profileBody([], { showCharacteristicsToEmployers: true }),
    );
    expect(shown.json().updatedProfile.showCharacteristicsToEmployers).toBe(true);
    const after = (await employer.get(`/v1/vacancy/${sqlVacancyId}/responses`)).json().responses as {
      applicantId: string;
      testResults: { testName: string }[];
    }[];
    expect(
      after
        .find((entry) => entry.applicantId === annaId)
        ?.testResults.map((result) => result.testName)
        .sort(),
    ).toEqual(["QUALITY_CHARACTERISTICS", "SKILL_SQL"]);
    expect((await rival.get(`/v1/vacancy/${sqlVacancyId}/responses?sort=coefficient`)).statusCode).toBe(403);
  });

  it("closes a sitting at its deadline: a late answer is refused, the answers given are scored", async () => {
    const { sessionId } = (await start(boris, borisId, "SKILL_LOGIC")).json();
    const sitting = await session(boris, sessionId);
    const [firstQuestion, secondQuestion] = sitting.questions as [Question, Question];
    expect(
      (await answer(boris, sessionId, firstQuestion.itemId, rightOption("SKILL_LOGIC", firstQuestion)))
        .statusCode,
    ).toBe(200);
    await advance(21 * MINUTE_MS);
    const late = await answer(boris, sessionId, secondQuestion.itemId, 0);
    expect(late.statusCode).toBe(409);
    expect(late.json().message).toBe("Время на тест истекло: ответы больше не принимаются");
    const closed = await session(boris, sessionId);
    expect(closed.status).toBe("EXPIRED");
    expect(closed.answers).toEqual({ [firstQuestion.itemId]: rightOption("SKILL_LOGIC", firstQuestion) });
    expect(closed.result).toMatchObject({
      timedOut: true,
      correct: 1,
      score: Math.round(100 / closed.total),
    });
    expect((await boris.get(`/v1/contest/${borisId}`)).json().logicScore).toBe(
      Math.round(100 / closed.total),
    );
  });

  it("writes one message per event: asked, started, completed, expired, retake open", async () => {
    const events = async (client: TestClient, id: string) =>
      (
        (await client.get(`/v1/profile/test/${id}`)).json().messages as {
          event: string;
          testName: string;
          text: string;
        }[]
      ).map((message) => `${message.event} ${message.testName}`);
    const borisEvents = await events(boris, borisId);
    expect(borisEvents[0]).toBe("EXPIRED SKILL_LOGIC");
    expect(borisEvents.sort()).toEqual([
      "EXPIRED SKILL_LOGIC",
      "STARTED SKILL_LOGIC",
      "VACANCY_ASKED SKILL_SQL",
    ]);
    const annaMessages = (await anna.get(`/v1/profile/test/${annaId}`)).json().messages as Record<
      string,
      unknown
    >[];
    expect(
      annaMessages.find((message) => message.event === "COMPLETED" && message.testName === "SKILL_SQL"),
    ).toMatchObject({
      text: "Тест «SQL» пройден: 100 из 100 (верных ответов: 15 из 15).",
      score: 100,
      status: "TEST_STATUS_COMPLETED",
      testUrl: expect.stringMatching(/^\/tests\//),
      createdAt: expect.any(String),
      id: expect.any(String),
    });
    await advance(31 * DAY_MS);
    expect((await events(anna, annaId)).filter((event) => event.startsWith("RETAKE_OPEN")).sort()).toEqual([
      "RETAKE_OPEN QUALITY_CHARACTERISTICS",
      "RETAKE_OPEN SKILL_SQL",
    ]);
    expect((await start(anna, annaId, "SKILL_LOGIC")).statusCode).toBe(200);
    // Reading again records nothing twice.
    const ids = async () =>
      ((await anna.get(`/v1/profile/test/${annaId}`)).json().messages as { id: string }[]).map(
        (message) => message.id,
      );
    expect(await ids()).toEqual(await ids());
  });

  it("a result expires after 12 months: the vacancy's test is to do again and the verified skill no longer counts", async () => {
    await advance(366 * DAY_MS);
    const tests = (await anna.get(`/v1/tests/applicant/${annaId}`)).json().tests as Record<string, unknown>[];
    const sqlTest = tests.find((test) => test.testName === "SKILL_SQL") as {
      testStatus: string;
      result: { valid: boolean };
    };
    expect(sqlTest.testStatus).toBe("TEST_STATUS_TODO");
    expect(sqlTest.result.valid).toBe(false);
    expect((await anna.get(`/v1/vacancy/${sqlVacancyId}`)).json().vacancy.testStatus).toBe(
      "TEST_STATUS_TODO",
    );
    const factors = (await anna.get(`/v1/contest/${annaId}/vacancies/${sqlVacancyId}`)).json().factors;
    expect(factors[0]).toMatchObject({ key: "skills", evidence: "none", value: 0 });
    // An expired result counts for no vacancy: the vacancy's call opens a new sitting.
    const fresh = await anna.post("/v1/vacancy/test/session", {
      vacancyId: sqlVacancyId,
      testName: "SKILL_SQL",
    });
    expect(fresh.json().testStatus).toBe("TEST_STATUS_IN_PROGRESS");
  });

  it("the coefficient on a card follows a profile save at once, though the facts behind it are kept", async () => {
    const coefficientOn = async () => {
      const cards = (await boris.get("/v1/vacancy?pageSize=50")).json().vacancies as {
        id: string;
        coefficient: number;
      }[];
      return cards.find((card) => card.id === sqlVacancy2Id)?.coefficient as number;
    };
    const declared = await coefficientOn();
    // Read twice: the second list comes from the kept facts.
    expect(await coefficientOn()).toBe(declared);
    expect((await put(boris, `/v1/profile/${borisId}`, profileBody([]))).statusCode).toBe(200);
    expect(await coefficientOn()).toBeLessThan(declared);
    expect((await put(boris, `/v1/profile/${borisId}`, profileBody(["SQL", "Python"]))).statusCode).toBe(200);
    expect(await coefficientOn()).toBe(declared);
  });
});
