import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createMailer, readOutbox } from "../../platform/mail/mailer";
import { testDatabases } from "../../testing/databases";
import { login, registerApplicant, registerEmployer } from "../../testing/flows";
import { createTestGateway, type TestClient, type TestGateway } from "../../testing/gateway";
import { findEmployerCompanyId } from "../employer/queries";
import { insertVacancies } from "../vacancy";
import { createRandom, generateVacancy } from "../vacancy/demo-data";
import { VacancySweeps } from "./sweeps";

/**
 * «Отказать» with its undo window (issue 12, item 7): the applicant sees it only after the
 * window; and «Пригласить» with a message (issue 25), which replaces a rejection.
 */
describe.each(testDatabases())("rejection, its undo and the invitation on $name", (kind) => {
  let gateway: TestGateway;
  let employer: TestClient;
  let rival: TestClient;
  let applicant: TestClient;
  let applicantId: string;
  let vacancyIds: string[];

  const REJECTED = "RESPONSE_STATUS_REJECTED";
  let STALE_MS = 0;
  const NOT_VIEWED = "RESPONSE_STATUS_NOT_VIEWED_UNSPECIFIED";
  const statusPath = (vacancyId: string) => `/v1/vacancy/${vacancyId}/responses/${applicantId}/status`;
  const undoPath = (vacancyId: string) => `/v1/vacancy/${vacancyId}/responses/${applicantId}/rejection`;
  const reject = (vacancyId: string) => employer.post(statusPath(vacancyId), { status: REJECTED });
  const invitePath = (vacancyId: string) => `/v1/vacancy/${vacancyId}/responses/${applicantId}/invitation`;

  /** The status of the applicant's response as the applicant sees it: the list, its filter and the details. */
  async function applicantSees(vacancyId: string) {
    const all = (await applicant.get(`/v1/vacancy/response/${applicantId}`)).json().responses as {
      vacancyId: string;
      status: string;
    }[];
    const rejected = (await applicant.get(`/v1/vacancy/response/${applicantId}?filter=rejected`)).json()
      .responses as { vacancyId: string }[];
    const details = (await applicant.get(`/v1/vacancy/${vacancyId}`)).json().vacancy;
    return {
      list: all.find((item) => item.vacancyId === vacancyId)?.status,
      inRejectedFilter: rejected.some((item) => item.vacancyId === vacancyId),
      details: details.responseStatus,
    };
  }

  beforeAll(async () => {
    gateway = await createTestGateway(kind, { env: { REJECT_UNDO_MS: "5000" } });
    // Far enough that the other tests' clock moves make nothing stale before the sweep's test.
    STALE_MS = 10 * 24 * 60 * 60 * 1000;
    employer = gateway.client();
    rival = gateway.client();
    applicant = gateway.client();
    const employerId = await registerEmployer(employer, "hr@example.ru", "Ромашка");
    await registerEmployer(rival, "rival@example.ru", "Василёк");
    applicantId = await registerApplicant(applicant, "anna@example.ru");
    for (const [client, email] of [
      [employer, "hr@example.ru"],
      [rival, "rival@example.ru"],
      [applicant, "anna@example.ru"],
    ] as const) {
      expect((await login(client, email)).statusCode).toBe(200);
    }
    const companyId = (await findEmployerCompanyId(gateway.database.db, employerId)) as string;
    const random = createRandom(7);
    vacancyIds = await insertVacancies(gateway.database.db, {
      companyId,
      companyName: "Ромашка",
      items: Array.from({ length: 8 }, () => ({
        vacancy: { ...generateVacancy(random), status: "VACANCY_STATUS_ACTIVE" as const },
        createdAt: gateway.clock.now(),
      })),
    });
    for (const id of vacancyIds) {
      expect((await applicant.post(`/v1/vacancy/${id}/response/${applicantId}`)).statusCode).toBe(200);
    }
  });
  afterAll(() => gateway.close());

  it("shows the employer the rejection at once with its undo deadline, the applicant only after the window", async () => {
    const [vacancyId] = vacancyIds as [string];
    const rejected = await reject(vacancyId);
    expect(rejected.statusCode).toBe(200);
    const deadline = new Date(gateway.clock.now().getTime() + 5000).toISOString();
    expect(rejected.json().response).toMatchObject({ status: REJECTED, rejectionUndoUntil: deadline });

    gateway.clock.advance(4999);
    expect(await applicantSees(vacancyId)).toEqual({
      list: NOT_VIEWED,
      inRejectedFilter: false,
      details: NOT_VIEWED,
    });
    // A second «Отказать» does not move the deadline.
    expect((await reject(vacancyId)).json().response.rejectionUndoUntil).toBe(deadline);

    gateway.clock.advance(1);
    expect(await applicantSees(vacancyId)).toEqual({
      list: REJECTED,
      inRejectedFilter: true,
      details: REJECTED,
    });
    const [listed] = (await employer.get(`/v1/vacancy/${vacancyId}/responses`)).json().responses;
    expect(listed).toMatchObject({ status: REJECTED, rejectionUndoUntil: null });
  });

  it("undoes within the window: the response is as before and the applicant never sees the rejection", async () => {
    const [, vacancyId] = vacancyIds as [string, string];
    await employer.post(statusPath(vacancyId), { status: "RESPONSE_STATUS_VIEWED" });
    expect((await reject(vacancyId)).statusCode).toBe(200);
    gateway.clock.advance(4000);
    const undone = await employer.request({ method: "DELETE", url: undoPath(vacancyId) });
    expect(undone.statusCode).toBe(200);
    expect(undone.json().response).toMatchObject({
      status: "RESPONSE_STATUS_VIEWED",
      rejectionUndoUntil: null,
    });
    gateway.clock.advance(60_000);
    expect(await applicantSees(vacancyId)).toMatchObject({
      list: "RESPONSE_STATUS_VIEWED",
      inRejectedFilter: false,
    });
    // Nothing left to undo.
    expect((await employer.request({ method: "DELETE", url: undoPath(vacancyId) })).statusCode).toBe(409);
  });

  it("refuses an undo after the window (409) and keeps the rejection", async () => {
    const [, , vacancyId] = vacancyIds as [string, string, string];
    await reject(vacancyId);
    gateway.clock.advance(5000);
    const late = await employer.request({ method: "DELETE", url: undoPath(vacancyId) });
    expect(late.statusCode).toBe(409);
    expect(late.json().message).toBe("rejection can no longer be undone");
    expect((await applicantSees(vacancyId)).list).toBe(REJECTED);
  });

  it("lets only the vacancy's company undo: another company 403, an applicant 403, a guest 401, no response 404", async () => {
    const [, , , vacancyId] = vacancyIds as [string, string, string, string];
    await reject(vacancyId);
    expect((await rival.request({ method: "DELETE", url: undoPath(vacancyId) })).statusCode).toBe(403);
    expect((await applicant.request({ method: "DELETE", url: undoPath(vacancyId) })).statusCode).toBe(403);
    expect((await gateway.client().request({ method: "DELETE", url: undoPath(vacancyId) })).statusCode).toBe(
      401,
    );
    expect(
      (
        await employer.request({
          method: "DELETE",
          url: `/v1/vacancy/${vacancyId}/responses/00000000-0000-4000-8000-000000000000/rejection`,
        })
      ).statusCode,
    ).toBe(404);
    // The rejection still stands after the refused calls.
    gateway.clock.advance(5000);
    expect((await applicantSees(vacancyId)).list).toBe(REJECTED);
  });

  it("invites with a message, replacing a rejection: the applicant reads it on the response, in its filter, on the vacancy and in the chat", async () => {
    const vacancyId = vacancyIds[4] as string;
    const message = "Приходите на собеседование в четверг в 11:00, адрес пришлём в чате.";
    expect((await reject(vacancyId)).statusCode).toBe(200);
    const invited = await employer.post(invitePath(vacancyId), { message: `  ${message}  ` });
    expect(invited.statusCode).toBe(200);
    expect(invited.json().response).toMatchObject({
      status: "RESPONSE_STATUS_INVITED",
      invitationMessage: message,
      rejectionUndoUntil: null,
    });
    gateway.clock.advance(60_000);
    expect(await applicantSees(vacancyId)).toEqual({
      list: "RESPONSE_STATUS_INVITED",
      inRejectedFilter: false,
      details: "RESPONSE_STATUS_INVITED",
    });
    const inFilter = (await applicant.get(`/v1/vacancy/response/${applicantId}?filter=invited`)).json()
      .responses as { vacancyId: string; invitationMessage: string }[];
    expect(inFilter).toEqual([expect.objectContaining({ vacancyId, invitationMessage: message })]);
    expect((await applicant.get(`/v1/vacancy/${vacancyId}`)).json().vacancy.invitationMessage).toBe(message);
    const chats = (await applicant.get("/v1/chat/list")).json().list as { lastMessage: string | null }[];
    expect(chats.map((chat) => chat.lastMessage)).toContain(message);
    // A rejection after the invitation is a rejection again, its message no longer shown.
    await reject(vacancyId);
    gateway.clock.advance(5000);
    expect((await applicant.get(`/v1/vacancy/${vacancyId}`)).json().vacancy).toMatchObject({
      responseStatus: REJECTED,
      invitationMessage: null,
    });
  });

  it("refuses an empty or too long message with a Russian 400, and anyone but the company, changing nothing", async () => {
    const vacancyId = vacancyIds[5] as string;
    for (const message of ["   ", "а".repeat(2001)]) {
      const refused = await employer.post(invitePath(vacancyId), { message });
      expect(refused.statusCode).toBe(400);
      expect(refused.json().message).toMatch(
        /^(Поле обязательно для заполнения|Сообщение длиннее 2 000 символов)$/,
      );
    }
    for (const [client, status] of [
      [rival, 403],
      [applicant, 403],
      [gateway.client(), 401],
    ] as const) {
      expect((await client.post(invitePath(vacancyId), { message: "Приходите" })).statusCode).toBe(status);
    }
    expect(
      (
        await employer.post(
          `/v1/vacancy/${vacancyId}/responses/00000000-0000-4000-8000-000000000000/invitation`,
          {
            message: "Приходите",
          },
        )
      ).statusCode,
    ).toBe(404);
    expect((await applicantSees(vacancyId)).list).toBe(NOT_VIEWED);
  });

  it("marks a response nobody answered in time «Работодатель не ответил», mailing the applicant once even with two sweeps at once", async () => {
    const [waiting, viewed] = vacancyIds.slice(6) as [string, string];
    await employer.post(statusPath(viewed), { status: "RESPONSE_STATUS_VIEWED" });
    const mailer = createMailer(gateway.config, {
      db: gateway.database.db,
      now: gateway.clock.now,
      log: gateway.app.log,
    });
    // Two sweepers on one database, as two gateways' sweeps are.
    const sweeper = () =>
      new VacancySweeps({
        db: gateway.database.db,
        now: gateway.clock.now,
        mailer,
        responseStaleAfterMs: STALE_MS,
        vacancyLifetimeMs: 365 * 24 * 60 * 60 * 1000,
        activeMembersOf: async () => [],
        vacancyUrl: (id) => `/vacancies/detail/${id}`,
        onArchived: () => {},
      });
    const unanswered = async () =>
      (await readOutbox(gateway.database.db, "anna@example.ru")).filter((mail) =>
        mail.subject.includes("не ответила"),
      );
    const before = (await unanswered()).length;

    gateway.clock.advance(STALE_MS + 1);
    await login(applicant, "anna@example.ru");
    await login(employer, "hr@example.ru");
    const marked = await Promise.all([sweeper().markUnanswered(), sweeper().markUnanswered()]);
    // Every response neither invited nor rejected by now: this test's two, the undone one and
    // the one the refused invitations left.
    expect(marked[0] + marked[1]).toBe(4);
    expect(await sweeper().markUnanswered()).toBe(0);
    expect((await unanswered()).length - before).toBe(4);
    for (const vacancyId of [waiting, viewed]) {
      expect(await applicantSees(vacancyId)).toMatchObject({
        list: "RESPONSE_STATUS_NO_ANSWER",
        details: "RESPONSE_STATUS_NO_ANSWER",
      });
    }
    const [listed] = (await employer.get(`/v1/vacancy/${waiting}/responses`)).json().responses;
    expect(listed.status).toBe("RESPONSE_STATUS_NO_ANSWER");
    // «Просмотрено» leaves it as it is; an invitation still replaces it.
    await employer.post(statusPath(waiting), { status: "RESPONSE_STATUS_VIEWED" });
    expect((await applicantSees(waiting)).list).toBe("RESPONSE_STATUS_NO_ANSWER");
    expect((await employer.post(invitePath(waiting), { message: "Всё же ждём вас" })).statusCode).toBe(200);
    expect((await applicantSees(waiting)).list).toBe("RESPONSE_STATUS_INVITED");
    expect(await sweeper().markUnanswered()).toBe(0);
  });
});
