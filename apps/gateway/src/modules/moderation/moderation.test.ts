import { COMPLAINT_MESSAGES } from "@rabota/domain/wire/complaints";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { readOutbox } from "../../platform/mail/mailer";
import { hashPassword } from "../../platform/security/passwords";
import { testDatabases } from "../../testing/databases";
import { login, PASSWORD, registerApplicant, registerEmployer } from "../../testing/flows";
import { createTestGateway, type TestClient, type TestGateway } from "../../testing/gateway";
import { replicaServices } from "../../testing/services";
import { createModeratorAccount } from "../auth";

/** A word no other vacancy has: a search for it finds only this test's vacancies. */
const WORD = "Стеклодув";

const vacancyBody = (title: string) => ({
  title,
  description: "<p>Работа со стеклом</p>",
  workingExperience: "EXPERIENCE_WITHOUT",
  workingSchedule: "WORKING_SCHEDULE_FULL_TIME",
  officeType: "OFFICE_TYPE_OFFICE",
  city: "Казань",
  skills: ["Стекло"],
  qualities: [],
  positions: [],
  salaryFrom: 90_000,
  salaryTo: null,
  salaryCurrency: "RUB",
  salaryGross: false,
  testName: null,
  status: "VACANCY_STATUS_ACTIVE",
});

/**
 * Complaints and moderators (issue 42): three people hide a vacancy from the list, the search,
 * its page and the alerts; a moderator's «restore» brings it back, and every complainant is told.
 */
describe.each(testDatabases())("complaints and moderation on $name", (kind) => {
  let gateway: TestGateway;
  let employer: TestClient;
  let companyId: string;
  let moderator: TestClient;
  let guest: TestClient;
  const people: { client: TestClient; id: string; email: string }[] = [];

  const publish = async (title: string, client = employer) => {
    gateway.clock.advance(1000);
    const response = await client.post("/v1/vacancy", vacancyBody(title));
    expect(response.statusCode, response.body).toBe(201);
    return response.json().vacancy.id as string;
  };
  const complain = (client: TestClient, targetId: string, reason = "fraud", targetType = "vacancy") =>
    client.post("/v1/complaints", { targetType, targetId, reason });
  const listed = async (client: TestClient, query = "") =>
    ((await client.get(`/v1/vacancy?pageSize=50${query}`)).json().vacancies as { id: string }[]).map(
      (v) => v.id,
    );
  const searched = (client: TestClient) => listed(client, `&filter.search=${encodeURIComponent(WORD)}`);
  const decide = (body: Record<string, unknown>, client = moderator) =>
    client.post("/v1/moderation/decisions", body);
  const mails = async (email: string, subject: string) =>
    (await readOutbox(gateway.database.db, email, 200)).filter((mail) => mail.subject === subject);

  beforeAll(async () => {
    gateway = await createTestGateway(kind);
    guest = gateway.client();
    employer = gateway.client();
    await registerEmployer(employer, "hr@glass.ru", "Стекольный завод");
    const session = await login(employer, "hr@glass.ru");
    companyId = session.json().auth.companyId;
    for (const email of ["a@complain.ru", "b@complain.ru", "c@complain.ru", "d@complain.ru"]) {
      const client = gateway.client();
      const id = await registerApplicant(client, email);
      expect((await login(client, email)).statusCode).toBe(200);
      people.push({ client, id, email });
    }
    await createModeratorAccount(gateway.database.db, {
      email: "moderator@rabota.test",
      name: "Ирина",
      surname: "Модератова",
      passwordHash: await hashPassword(PASSWORD),
      now: gateway.clock.now(),
    });
    moderator = gateway.client();
    // The moderator signs in from either tab: the account decides the role.
    const check = await moderator.post("/v1/auth/check-email", {
      email: "moderator@rabota.test",
      role: "applicant",
    });
    expect(check.json()).toEqual({ message: "user found" });
    const signedIn = await login(moderator, "moderator@rabota.test");
    expect(signedIn.json().auth).toMatchObject({ role: "moderator", companyId: null });
  });
  afterAll(() => gateway.close());

  it("lists the reasons, takes one complaint per person and target, and refuses bad ones", async () => {
    const reasons = (await guest.get("/v1/complaints/reasons")).json().reasons;
    expect(reasons).toContainEqual({
      reason: "payment_required",
      label: "Просят заплатить за трудоустройство",
    });
    expect(reasons).toHaveLength(7);
    const vacancyId = await publish(`${WORD} на линию`);
    const [anna] = people as [(typeof people)[0]];
    expect((await complain(guest, vacancyId)).statusCode).toBe(401);
    expect((await complain(anna.client, vacancyId)).statusCode).toBe(201);
    const again = await complain(anna.client, vacancyId, "spam");
    expect(again.statusCode).toBe(409);
    expect(again.json().message).toBe(COMPLAINT_MESSAGES.alreadyComplained);
    expect((await complain(employer, vacancyId)).statusCode).toBe(403);
    expect((await complain(anna.client, crypto.randomUUID())).statusCode).toBe(404);
    expect((await complain(anna.client, "123", "fraud", "message")).statusCode).toBe(404);
    expect((await complain(anna.client, companyId, "spam", "company")).statusCode).toBe(201);
    for (const text of ["<b>жирно</b>", "x".repeat(10_000), "нуль\u0000"]) {
      const refused = await anna.client.post("/v1/complaints", {
        targetType: "company",
        targetId: crypto.randomUUID(),
        reason: "other",
        text,
      });
      expect(refused.statusCode).toBe(400);
    }
    const badReason = await complain(anna.client, vacancyId, "boredom");
    expect(badReason.statusCode).toBe(400);
  });

  it("hides a vacancy three people complained about everywhere until a moderator restores it", async () => {
    const vacancyId = await publish(`${WORD} высшего разряда`);
    const [anna, boris, vera, gleb] = people as [
      (typeof people)[0],
      (typeof people)[0],
      (typeof people)[0],
      (typeof people)[0],
    ];
    await gleb.client.post("/v1/searches", { name: "Стекло", filter: { search: WORD }, alert: "INSTANT" });
    expect((await complain(anna.client, vacancyId, "payment_required")).statusCode).toBe(201);
    gateway.clock.advance(1000);
    expect((await complain(boris.client, vacancyId, "fraud")).statusCode).toBe(201);
    gateway.clock.advance(1000);
    expect(await searched(guest)).toContain(vacancyId);
    expect((await complain(vera.client, vacancyId, "fraud")).statusCode).toBe(201);

    // Gone from the list, the search, its page and the alerts, for everyone but its company.
    expect(await listed(guest)).not.toContain(vacancyId);
    expect(await searched(gleb.client)).not.toContain(vacancyId);
    expect((await guest.get(`/v1/vacancy/${vacancyId}`)).statusCode).toBe(404);
    expect((await gleb.client.get(`/v1/vacancy/${vacancyId}`)).statusCode).toBe(404);
    expect((await guest.get(`/vacancies/detail/${vacancyId}`)).statusCode).toBe(404);
    await replicaServices(gateway).searchAlerts.run("INSTANT");
    const alerts = (await readOutbox(gateway.database.db, gleb.email, 50))
      .map((mail) => mail.text)
      .join("\n");
    expect(alerts).not.toContain(vacancyId);
    const own = (await employer.get(`/v1/vacancy/${vacancyId}`)).json().vacancy;
    expect(own).toMatchObject({
      status: "VACANCY_STATUS_ACTIVE",
      moderation: {
        state: "under_review",
        note: expect.stringContaining("Просят заплатить за трудоустройство"),
      },
    });
    // Its company cannot put it back by saving it as active.
    const republish = await employer.post(`/v1/vacancy/${vacancyId}/status`, {
      status: "VACANCY_STATUS_ACTIVE",
    });
    expect(republish.statusCode).toBe(409);
    expect(await listed(guest)).not.toContain(vacancyId);

    // Any non-moderator: 403 from every moderation route.
    for (const client of [anna.client, employer])
      for (const answer of [
        await client.get("/v1/moderation/queue"),
        await client.get("/v1/moderation/log"),
        await decide({ targetType: "vacancy", targetId: vacancyId, decision: "restore", note: "Ок" }, client),
      ])
        expect(answer.statusCode).toBe(403);
    expect((await guest.get("/v1/moderation/queue")).statusCode).toBe(401);

    const { items } = (await moderator.get("/v1/moderation/queue")).json();
    const item = items.find((entry: { target: { id: string } }) => entry.target.id === vacancyId);
    expect(item).toMatchObject({
      cause: "complaints",
      target: {
        type: "vacancy",
        title: `${WORD} высшего разряда`,
        hidden: true,
        companyName: "Стекольный завод",
      },
    });
    expect(item.complaints.map((c: { reason: string }) => c.reason)).toEqual([
      "payment_required",
      "fraud",
      "fraud",
    ]);

    const noNote = await decide({
      targetType: "vacancy",
      targetId: vacancyId,
      decision: "restore",
      note: " ",
    });
    expect(noNote.statusCode).toBe(400);
    const misfit = await decide({
      targetType: "vacancy",
      targetId: vacancyId,
      decision: "ban_user",
      note: "Нет",
    });
    expect(misfit.statusCode).toBe(400);
    const restored = await decide({
      targetType: "vacancy",
      targetId: vacancyId,
      decision: "restore",
      note: "Оплату за обучение не просят: проверили переписку",
    });
    expect(restored.statusCode).toBe(201);
    expect(restored.json().decision).toMatchObject({
      decision: "restore",
      moderator: "Ирина Модератова",
      complaints: 3,
    });

    expect(await listed(guest)).toContain(vacancyId);
    expect(await searched(guest)).toContain(vacancyId);
    expect((await guest.get(`/v1/vacancy/${vacancyId}`)).json().vacancy.moderation).toBeNull();
    for (const person of [anna, boris, vera]) {
      const told = await mails(person.email, "Решение по вашей жалобе");
      expect(told.some((mail) => mail.text.includes(`${WORD} высшего разряда`))).toBe(true);
    }
    expect(await mails("hr@glass.ru", "Вакансия снова на сайте")).toHaveLength(1);
    // Decided: nothing left to decide on it, and the log has it.
    expect(
      (await decide({ targetType: "vacancy", targetId: vacancyId, decision: "remove", note: "x" }))
        .statusCode,
    ).toBe(404);
    const log = (await moderator.get("/v1/moderation/log")).json().entries;
    expect(log[0]).toMatchObject({
      targetId: vacancyId,
      decision: "restore",
      note: expect.stringContaining("переписку"),
    });
  });

  it("removes a vacancy for good: its company is told why and cannot publish it again", async () => {
    const vacancyId = await publish(`${WORD} без оформления`);
    const [anna] = people as [(typeof people)[0]];
    await complain(anna.client, vacancyId, "payment_required");
    const removed = await decide({
      targetType: "vacancy",
      targetId: vacancyId,
      decision: "remove",
      note: "Требуют плату за трудоустройство",
    });
    expect(removed.statusCode).toBe(201);
    expect(await listed(guest)).not.toContain(vacancyId);
    const own = (await employer.get(`/v1/vacancy/${vacancyId}`)).json().vacancy;
    expect(own).toMatchObject({ status: "VACANCY_STATUS_ARCHIVED", moderation: { state: "removed" } });
    const again = await employer.post(`/v1/vacancy/${vacancyId}/status`, { status: "VACANCY_STATUS_ACTIVE" });
    expect(again.statusCode).toBe(409);
    const told = await mails("hr@glass.ru", "Решение модераторов");
    expect(told.some((mail) => mail.text.includes("Требуют плату за трудоустройство"))).toBe(true);
  });

  it("holds a review three people complained about out of the rating until a moderator decides", async () => {
    const vacancyId = await publish(`${WORD}-стажёр`);
    const [anna, boris, vera, gleb] = people as [
      (typeof people)[0],
      (typeof people)[0],
      (typeof people)[0],
      (typeof people)[0],
    ];
    await gleb.client.post(`/v1/vacancy/${vacancyId}/response/${gleb.id}`);
    const text = "Обещали обучение, а на деле в первый же день поставили на смену без наставника.";
    const review = (await gleb.client.post(`/v1/company/${companyId}/reviews`, { rating: 1, text })).json()
      .review;
    expect((await guest.get(`/v1/vacancy/${vacancyId}`)).json().vacancy.company.feedbackCount).toBe(1);
    expect((await complain(gleb.client, review.id, "abuse", "review")).statusCode).toBe(403);
    for (const person of [anna, boris, vera])
      expect((await complain(person.client, review.id, "abuse", "review")).statusCode).toBe(201);
    expect((await guest.get(`/v1/vacancy/${vacancyId}`)).json().vacancy.company).toMatchObject({
      rating: null,
      feedbackCount: 0,
    });
    expect((await gleb.client.get(`/v1/company/${companyId}/reviews`)).json().mine.status).toBe(
      "under_review",
    );
    const banned = await decide({
      targetType: "review",
      targetId: review.id,
      decision: "ban_user",
      note: "Оскорбления в отзыве",
    });
    expect(banned.statusCode, banned.body).toBe(201);
    expect((await login(gateway.client(), gleb.email)).statusCode).toBe(403);
    expect((await gleb.client.get(`/v1/company/${companyId}/reviews`)).statusCode).toBe(401);
    expect((await guest.get(`/v1/company/${companyId}/reviews`)).json().count).toBe(0);
  });

  it("sends a new unverified company's first three publications for a look, and blocks a company", async () => {
    const newcomer = gateway.client();
    await registerEmployer(newcomer, "hr@newcomer.ru", "Новичок");
    const { companyId: newcomerId } = (await login(newcomer, "hr@newcomer.ru")).json().auth;
    const ids = [];
    for (const n of [1, 2, 3, 4]) ids.push(await publish(`${WORD} ${n}`, newcomer));
    expect(await listed(guest)).toEqual(expect.arrayContaining(ids));
    const { items } = (await moderator.get("/v1/moderation/queue")).json();
    const looks = items.filter(
      (item: { cause: string; target: { companyId: string } }) =>
        item.cause === "new_company" && item.target.companyId === newcomerId,
    );
    expect(looks.map((item: { target: { id: string } }) => item.target.id)).toEqual(ids.slice(0, 3));

    const blocked = await decide({
      targetType: "vacancy",
      targetId: ids[0],
      decision: "block_company",
      note: "Фиктивная компания",
    });
    expect(blocked.statusCode).toBe(201);
    expect(await listed(guest)).not.toEqual(expect.arrayContaining([ids[3]]));
    for (const id of ids) expect((await guest.get(`/v1/vacancy/${id}`)).statusCode).toBe(404);
    const refused = await newcomer.post("/v1/vacancy", vacancyBody(`${WORD} снова`));
    expect(refused.statusCode).toBe(403);
    expect((await guest.get(`/v1/company/${newcomerId}`)).statusCode).toBe(404);
  });
});
