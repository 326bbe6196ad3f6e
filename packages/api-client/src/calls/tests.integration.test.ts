import { describe, expect, inject, it } from "vitest";
import { isApiError } from "../api-error";
import {
  DEMO_APPLICANT as APPLICANT,
  browserLikeClient,
  DEMO_EMPLOYER as EMPLOYER,
} from "../testing/real-gateway";

// The test and contest calls against the real gateway (own process, demo data).
const tab = () => browserLikeClient(inject("gatewayUrl")).client;

describe("test and contest calls against the real gateway", () => {
  it("takes a test from the catalogue, reads its result and messages, and refuses a retake with the date", async () => {
    const client = tab();
    const auth = await client.auth.login(APPLICANT);
    const catalogue = await client.tests.getCatalogue();
    expect(catalogue.map((test) => test.testName)).toContain("SKILL_LOGIC");

    const started = await client.tests.startProfileTest(auth.id, "SKILL_LOGIC");
    expect(started.testUrl).toBe(`/tests/${started.sessionId}`);
    let sitting = await client.tests.getSession(started.sessionId ?? "");
    for (const question of sitting.questions)
      sitting = await client.tests.answer(sitting.id, question.itemId, 0);
    expect(sitting.answered).toBe(sitting.total);
    const done = await client.tests.finish(sitting.id);
    expect(done.result?.score).toEqual(expect.any(Number));

    const mine = await client.tests.getApplicantTests(auth.id);
    expect(mine.find((test) => test.testName === "SKILL_LOGIC")?.testStatus).toBe("TEST_STATUS_COMPLETED");
    const events = (await client.tests.getMessages(auth.id)).map((message) => message.event);
    expect(events).toEqual(expect.arrayContaining(["STARTED", "COMPLETED"]));

    const retake = await client.tests
      .startProfileTest(auth.id, "SKILL_LOGIC")
      .catch((error: unknown) => error);
    expect(isApiError(retake) && retake.status).toBe(409);
    expect(isApiError(retake) && retake.message).toMatch(
      /^Пройти тест «.+» снова можно с \d\d\.\d\d\.\d{4}$/,
    );
  });

  it("reads the contest score for a page of vacancies and one coefficient's factors", async () => {
    const client = tab();
    const auth = await client.auth.login(APPLICANT);
    const page = (await client.vacancy.getVacancies({}, { pageSize: 5 })).vacancies;
    expect(page.every((vacancy) => typeof vacancy.coefficient === "number")).toBe(true);
    const score = await client.contest.getScore(
      auth.id,
      page.map((vacancy) => vacancy.id),
    );
    expect(Object.keys(score.vacanciesCoefficients).sort()).toEqual(page.map((vacancy) => vacancy.id).sort());
    expect(score.formulaVersion).toEqual(expect.any(String));
    const first = page[0];
    if (!first) throw new Error("the demo data has vacancies");
    const factors = await client.contest.getFactors(auth.id, first.id);
    expect(factors.coefficient).toBe(score.vacanciesCoefficients[first.id]);
    expect((await client.contest.getFormula()).formulaVersion).toBe(score.formulaVersion);
  });

  it("lets the employer set a vacancy's test and list the assessed vacancies", async () => {
    const employer = tab();
    const auth = await employer.auth.login(EMPLOYER);
    const { company } = await employer.employer.getProfile(auth.id);
    const own = (await employer.vacancy.getVacancies({ companyId: company.id }, { pageSize: 50 })).vacancies;
    const last = own.at(-1);
    if (!last) throw new Error("the demo employer has vacancies");
    await expect(employer.vacancy.setVacancyTest(last.id, "SKILL_EXCEL")).resolves.toBe("SKILL_EXCEL");
    const assessed = (
      await employer.vacancy.getVacancies({ companyId: company.id, assessed: true }, { pageSize: 50 })
    ).vacancies;
    expect(assessed.find((vacancy) => vacancy.id === last.id)).toMatchObject({
      testName: "SKILL_EXCEL",
      testCompletedCount: 0,
    });
    expect(await employer.vacancy.getVacancyApplications(last.id, "coefficient")).toEqual(expect.any(Array));
  });
});
