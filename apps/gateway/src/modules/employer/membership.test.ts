import { COMPANY_ACCESS_MESSAGES } from "@rabota/domain/errors";
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { employers } from "../../db/tables/employer";
import { companyMembers } from "../../db/tables/membership";
import { testDatabases } from "../../testing/databases";
import {
  employerPayload,
  login,
  registerApplicant,
  registerEmployer,
  registerJoiner,
  verifyEmail,
} from "../../testing/flows";
import { createTestGateway, type TestClient, type TestGateway } from "../../testing/gateway";
import { insertVacancies } from "../vacancy";
import { createRandom, generateVacancy } from "../vacancy/demo-data";
import { backfillMemberships } from "./membership-queries";
import { findEmployerCompanyId } from "./queries";

interface Mail {
  subject: string;
  text: string;
}

describe.each(testDatabases())("company membership on $name", (kind) => {
  let gateway: TestGateway;
  /** The founder of «Ромашка» (company A): its active member from the start. */
  let owner: TestClient;
  let ownerId: string;
  let companyA: string;
  let vacancyA: string;
  /** The founder of «Лютик» (company B). */
  let rival: TestClient;
  let rivalId: string;
  let companyB: string;
  let vacancyB: string;
  let applicant: TestClient;
  let applicantId: string;
  let counter = 0;

  /** Signs an employer up asking to join company A, signs it in; its client and employer id. */
  async function requester(): Promise<{ client: TestClient; id: string; email: string }> {
    counter += 1;
    const email = `joiner${counter}@member.ru`;
    const client = gateway.client();
    const id = await registerJoiner(client, email, { id: companyA, companyName: "Ромашка" });
    return { client, id, email };
  }

  const put = (client: TestClient, url: string, payload: Record<string, unknown>) =>
    client.request({ method: "PUT", url, payload });
  const del = (client: TestClient, url: string) => client.request({ method: "DELETE", url });

  async function decide(client: TestClient, companyId: string, employerId: string, decision: string) {
    return client.post(`/v1/company/${companyId}/members/${employerId}/decision`, { decision });
  }

  async function mailsTo(email: string): Promise<Mail[]> {
    return (await owner.get(`/v1/dev/outbox?email=${encodeURIComponent(email)}`)).json().messages;
  }

  async function responseStatus(vacancyId: string): Promise<string> {
    const responses = (await applicant.get(`/v1/vacancy/response/${applicantId}`)).json().responses as {
      vacancyId: string;
      status: string;
    }[];
    return responses.find((item) => item.vacancyId === vacancyId)?.status ?? "none";
  }

  /**
   * Every company-scoped call of company A for an employer whose id is `self`: the employer's
   * company view of the list and total, the responses, reject, delete, the company card, and
   * the membership calls themselves.
   */
  const companyRoutes = (self: string) =>
    [
      ["GET", `/v1/vacancy?filter.companyId=${companyA}`, undefined],
      ["GET", `/v1/vacancy/total?filter.companyId=${companyA}`, undefined],
      ["GET", `/v1/vacancy/${vacancyA}/responses`, undefined],
      [
        "POST",
        `/v1/vacancy/${vacancyA}/responses/${applicantId}/status`,
        { status: "RESPONSE_STATUS_REJECTED" },
      ],
      ["POST", "/v1/vacancy/delete", { vacancies: [vacancyA] }],
      [
        "PUT",
        `/v1/profile/employer/${self}`,
        {
          name: "Олег",
          surname: "Кузнецов",
          position: "Рекрутер",
          company: { id: companyA, companyName: "Захвачено", description: "Чужое описание" },
        },
      ],
      ["GET", `/v1/company/${companyA}/members`, undefined],
      ["POST", `/v1/company/${companyA}/members/${self}/decision`, { decision: "approve" }],
      ["DELETE", `/v1/company/${companyA}/members/${ownerId}`, undefined],
    ] as const;

  async function call(client: TestClient, [method, url, body]: readonly [string, string, unknown]) {
    return client.request({
      method: method as "GET",
      url,
      ...(body === undefined ? {} : { payload: body as Record<string, unknown> }),
    });
  }

  /** The guarded routes answer 403 with `message`, and company A's data is unchanged. */
  async function expectLockedOut(client: TestClient, self: string, message: string) {
    for (const route of companyRoutes(self)) {
      const response = await call(client, route);
      expect({ route: `${route[0]} ${route[1]}`, status: response.statusCode }).toEqual({
        route: `${route[0]} ${route[1]}`,
        status: 403,
      });
      expect(response.json()).toMatchObject({ code: "FORBIDDEN", message });
    }
    expect((await owner.get(`/v1/vacancy/${vacancyA}`)).statusCode).toBe(200);
    expect(await responseStatus(vacancyA)).toBe("RESPONSE_STATUS_NOT_VIEWED_UNSPECIFIED");
    const profile = (await owner.get(`/v1/profile/employer/${ownerId}`)).json().profile;
    expect(profile.company.companyName).toBe("Ромашка");
    const members = (await owner.get(`/v1/company/${companyA}/members`)).json();
    expect(members.members.map((member: { employerId: string }) => member.employerId)).toContain(ownerId);
  }

  beforeAll(async () => {
    gateway = await createTestGateway(kind);
    owner = gateway.client();
    rival = gateway.client();
    applicant = gateway.client();
    ownerId = await registerEmployer(owner, "owner@member.ru", "Ромашка");
    rivalId = await registerEmployer(rival, "rival@member.ru", "Лютик");
    applicantId = await registerApplicant(applicant, "anna@member.ru");
    for (const [client, email] of [
      [owner, "owner@member.ru"],
      [rival, "rival@member.ru"],
      [applicant, "anna@member.ru"],
    ] as const) {
      expect((await login(client, email)).statusCode).toBe(200);
    }
    companyA = (await findEmployerCompanyId(gateway.database.db, ownerId)) as string;
    companyB = (await findEmployerCompanyId(gateway.database.db, rivalId)) as string;
    const random = createRandom(7);
    const at = gateway.clock.now();
    [vacancyA] = (await insertVacancies(gateway.database.db, {
      companyId: companyA,
      companyName: "Ромашка",
      items: [{ vacancy: { ...generateVacancy(random), status: "VACANCY_STATUS_ACTIVE" }, createdAt: at }],
    })) as [string];
    [vacancyB] = (await insertVacancies(gateway.database.db, {
      companyId: companyB,
      companyName: "Лютик",
      items: [{ vacancy: { ...generateVacancy(random), status: "VACANCY_STATUS_ACTIVE" }, createdAt: at }],
    })) as [string];
    for (const id of [vacancyA, vacancyB]) {
      expect((await applicant.post(`/v1/vacancy/${id}/response/${applicantId}`)).statusCode).toBe(200);
    }
  });
  afterAll(() => gateway.close());

  it("makes the founder of a new company its active member, who reaches every company route", async () => {
    const profile = (await owner.get(`/v1/profile/employer/${ownerId}`)).json().profile;
    expect(profile).toMatchObject({ companyAccess: "active", company: { id: companyA } });
    expect((await owner.get(`/v1/vacancy?filter.companyId=${companyA}`)).json().vacancies).toHaveLength(1);
    expect((await owner.get(`/v1/vacancy/total?filter.companyId=${companyA}`)).json().total).toBe(1);
    expect((await owner.get(`/v1/vacancy/${vacancyA}/responses`)).json().responses).toHaveLength(1);
    expect((await owner.get(`/v1/company/${companyA}/members`)).json()).toMatchObject({
      requests: [],
      members: [{ employerId: ownerId, email: "owner@member.ru", status: "active", decidedAt: null }],
    });
  });

  it("keeps a pending requester out of every company-scoped route with a Russian 403, but lets it edit its own contact", async () => {
    const pending = await requester();
    const profile = (await pending.client.get(`/v1/profile/employer/${pending.id}`)).json().profile;
    // The requester sees the name it picked, not the company's card.
    expect(profile).toMatchObject({
      companyAccess: "pending",
      company: { id: companyA, companyName: "Ромашка", description: null, website: null, logoUrl: null },
    });
    await expectLockedOut(pending.client, pending.id, COMPANY_ACCESS_MESSAGES.forbidden.pending);

    // Its own contact person (no company part) saves.
    const own = await put(pending.client, `/v1/profile/employer/${pending.id}`, {
      name: "Пётр",
      surname: "Новиков",
      position: "Рекрутер",
      phone: "+7 900 000-00-00",
    });
    expect(own.statusCode).toBe(200);
    expect(own.json().updatedProfile).toMatchObject({ name: "Пётр", companyAccess: "pending" });

    // A guest, an applicant and another company's member still read the public list.
    expect((await gateway.client().get(`/v1/vacancy?filter.companyId=${companyA}`)).statusCode).toBe(200);
    expect((await rival.get(`/v1/vacancy?filter.companyId=${companyA}`)).statusCode).toBe(200);
    // And the requester reads other companies' public lists.
    expect((await pending.client.get(`/v1/vacancy?filter.companyId=${companyB}`)).statusCode).toBe(200);
  });

  it("lists the pending request for the company's members; approving lets the requester in and mails it", async () => {
    const pending = await requester();
    const list = (await owner.get(`/v1/company/${companyA}/members`)).json();
    expect(list.requests).toContainEqual({
      employerId: pending.id,
      name: "Олег",
      surname: "Кузнецов",
      position: "Рекрутер",
      email: pending.email,
      status: "pending",
      requestedAt: expect.any(String),
      decidedAt: null,
    });

    // The company's active members were told of the request.
    const [notice] = await mailsTo("owner@member.ru");
    expect(notice?.subject).toBe("Новая заявка на доступ к компании «Ромашка»");
    expect(notice?.text).toContain("Олег Кузнецов (Рекрутер) просит доступ к компании «Ромашка»");

    const approved = await decide(owner, companyA, pending.id, "approve");
    expect(approved.statusCode).toBe(200);
    expect(approved.json().member).toMatchObject({ employerId: pending.id, status: "active" });
    expect((await decide(owner, companyA, pending.id, "reject")).json()).toMatchObject({
      message: COMPANY_ACCESS_MESSAGES.alreadyDecided,
    });

    const [mail] = await mailsTo(pending.email);
    expect(mail?.subject).toBe("Доступ к компании «Ромашка» открыт");
    expect(mail?.text).toContain("одобрил вашу заявку");

    expect((await pending.client.get(`/v1/vacancy?filter.companyId=${companyA}`)).statusCode).toBe(200);
    expect((await pending.client.get(`/v1/vacancy/${vacancyA}/responses`)).json().responses).toHaveLength(1);
    const profile = (await pending.client.get(`/v1/profile/employer/${pending.id}`)).json().profile;
    expect(profile.companyAccess).toBe("active");
    // The new member now sees and decides requests too.
    expect((await pending.client.get(`/v1/company/${companyA}/members`)).statusCode).toBe(200);
  });

  it("rejecting keeps the requester out (403 everywhere) and mails it", async () => {
    const rejected = await requester();
    const answer = await decide(owner, companyA, rejected.id, "reject");
    expect(answer.statusCode).toBe(200);
    expect(answer.json().member).toMatchObject({ status: "rejected", decidedAt: expect.any(String) });
    const [mail] = await mailsTo(rejected.email);
    expect(mail?.subject).toBe("Заявка на доступ к компании «Ромашка» отклонена");
    expect(
      (await rejected.client.get(`/v1/profile/employer/${rejected.id}`)).json().profile.companyAccess,
    ).toBe("rejected");
    await expectLockedOut(rejected.client, rejected.id, COMPANY_ACCESS_MESSAGES.forbidden.rejected);
    const list = (await owner.get(`/v1/company/${companyA}/members`)).json();
    expect(list.requests.map((member: { employerId: string }) => member.employerId)).not.toContain(
      rejected.id,
    );
  });

  it("removal revokes an approved member's access and mails it; the last active member stays", async () => {
    const member = await requester();
    expect((await decide(owner, companyA, member.id, "approve")).statusCode).toBe(200);
    expect((await member.client.get(`/v1/vacancy/${vacancyA}/responses`)).statusCode).toBe(200);

    const removed = await del(owner, `/v1/company/${companyA}/members/${member.id}`);
    expect(removed.statusCode).toBe(200);
    expect(removed.json().member).toMatchObject({ employerId: member.id, status: "removed" });
    const [mail] = await mailsTo(member.email);
    expect(mail?.subject).toBe("Доступ к компании «Ромашка» закрыт");
    await expectLockedOut(member.client, member.id, COMPANY_ACCESS_MESSAGES.forbidden.removed);

    // Company B has one active member: it cannot remove itself.
    const last = await del(rival, `/v1/company/${companyB}/members/${rivalId}`);
    expect(last.statusCode).toBe(409);
    expect(last.json().message).toBe(COMPANY_ACCESS_MESSAGES.lastMember);
    expect((await rival.get(`/v1/company/${companyB}/members`)).statusCode).toBe(200);
  });

  it("never lets a member of company A reach company B's requests, vacancies, responses or decisions", async () => {
    // A request waiting in company B.
    counter += 1;
    const email = `joinerb${counter}@member.ru`;
    const joiner = gateway.client();
    await verifyEmail(joiner, email);
    const signup = await joiner.post(
      "/v1/auth/employer/signup",
      employerPayload(email, { id: companyB, companyName: "Лютик" }),
    );
    const joinerB = signup.json().auth.id as string;

    const attempts = [
      ["GET", `/v1/company/${companyB}/members`, undefined],
      ["POST", `/v1/company/${companyB}/members/${joinerB}/decision`, { decision: "approve" }],
      ["DELETE", `/v1/company/${companyB}/members/${rivalId}`, undefined],
      ["GET", `/v1/vacancy/${vacancyB}/responses`, undefined],
      [
        "POST",
        `/v1/vacancy/${vacancyB}/responses/${applicantId}/status`,
        { status: "RESPONSE_STATUS_REJECTED" },
      ],
      ["POST", "/v1/vacancy/delete", { vacancies: [vacancyB] }],
    ] as const;
    for (const attempt of attempts) {
      const response = await call(owner, attempt);
      expect({ route: `${attempt[0]} ${attempt[1]}`, status: response.statusCode }).toEqual({
        route: `${attempt[0]} ${attempt[1]}`,
        status: 403,
      });
    }
    // Company B's request, through company A's path, is no request of company A.
    const sideways = await decide(owner, companyA, joinerB, "approve");
    expect(sideways.statusCode).toBe(404);
    expect(sideways.json().message).toBe(COMPANY_ACCESS_MESSAGES.memberNotFound);

    const [row] = await gateway.database.db
      .select({ status: companyMembers.status })
      .from(companyMembers)
      .where(eq(companyMembers.employerId, joinerB));
    expect(row?.status).toBe("pending");
    expect((await rival.get(`/v1/vacancy/${vacancyB}`)).statusCode).toBe(200);
    expect(await responseStatus(vacancyB)).toBe("RESPONSE_STATUS_NOT_VIEWED_UNSPECIFIED");
    // An applicant is no member of anything.
    expect((await applicant.get(`/v1/company/${companyA}/members`)).statusCode).toBe(403);
    expect((await gateway.client().get(`/v1/company/${companyA}/members`)).statusCode).toBe(401);
  });

  const askAgain = (client: TestClient, companyId: string) =>
    client.post(`/v1/company/${companyId}/members/request`);

  async function membershipRow(employerId: string) {
    const [row] = await gateway.database.db
      .select()
      .from(companyMembers)
      .where(eq(companyMembers.employerId, employerId));
    return row;
  }

  /** Company A's active members and how many mails each has now. */
  async function activeMailCounts(): Promise<Map<string, number>> {
    const { members } = (await owner.get(`/v1/company/${companyA}/members`)).json() as {
      members: { email: string }[];
    };
    const counts = new Map<string, number>();
    for (const { email } of members) counts.set(email, (await mailsTo(email)).length);
    return counts;
  }

  it("lets a rejected employer ask again: pending anew, every active member mailed, approval lets it in", async () => {
    const rejected = await requester();
    expect((await decide(owner, companyA, rejected.id, "reject")).statusCode).toBe(200);
    const before = await activeMailCounts();
    const requesterMails = (await mailsTo(rejected.email)).length;
    gateway.clock.advance(60_000);

    const asked = await askAgain(rejected.client, companyA);
    expect(asked.statusCode).toBe(200);
    expect(asked.json().member).toEqual({
      employerId: rejected.id,
      name: "Олег",
      surname: "Кузнецов",
      position: "Рекрутер",
      email: rejected.email,
      status: "pending",
      requestedAt: gateway.clock.now().toISOString(),
      decidedAt: null,
    });
    expect(await membershipRow(rejected.id)).toMatchObject({
      status: "pending",
      decidedBy: null,
      decidedAt: null,
      createdAt: gateway.clock.now(),
    });
    expect(
      (await rejected.client.get(`/v1/profile/employer/${rejected.id}`)).json().profile.companyAccess,
    ).toBe("pending");
    await expectLockedOut(rejected.client, rejected.id, COMPANY_ACCESS_MESSAGES.forbidden.pending);

    // Every active member got exactly one new mail: the first request's.
    expect(before.size).toBeGreaterThan(0);
    for (const [email, count] of before) {
      const mails = await mailsTo(email);
      expect({ email, count: mails.length }).toEqual({ email, count: count + 1 });
      expect(mails[0]?.subject).toBe("Новая заявка на доступ к компании «Ромашка»");
      expect(mails[0]?.text).toContain("Олег Кузнецов (Рекрутер) просит доступ к компании «Ромашка»");
    }
    // The requester itself is mailed nothing until a decision.
    expect(await mailsTo(rejected.email)).toHaveLength(requesterMails);

    const list = (await owner.get(`/v1/company/${companyA}/members`)).json();
    expect(list.requests).toContainEqual(
      expect.objectContaining({ employerId: rejected.id, status: "pending" }),
    );

    const approved = await decide(owner, companyA, rejected.id, "approve");
    expect(approved.statusCode).toBe(200);
    expect(approved.json().member).toMatchObject({ employerId: rejected.id, status: "active" });
    expect((await mailsTo(rejected.email))[0]?.subject).toBe("Доступ к компании «Ромашка» открыт");
    expect((await rejected.client.get(`/v1/vacancy/${vacancyA}/responses`)).statusCode).toBe(200);
    expect((await rejected.client.get(`/v1/company/${companyA}/members`)).statusCode).toBe(200);
  });

  it("lets a removed member ask again; the members may refuse the new request too", async () => {
    const member = await requester();
    expect((await decide(owner, companyA, member.id, "approve")).statusCode).toBe(200);
    expect((await del(owner, `/v1/company/${companyA}/members/${member.id}`)).statusCode).toBe(200);
    const before = (await mailsTo("owner@member.ru")).length;

    const asked = await askAgain(member.client, companyA);
    expect(asked.statusCode).toBe(200);
    expect(asked.json().member).toMatchObject({ employerId: member.id, status: "pending", decidedAt: null });
    expect(await mailsTo("owner@member.ru")).toHaveLength(before + 1);
    expect(
      (await owner.get(`/v1/company/${companyA}/members`))
        .json()
        .requests.map((request: { employerId: string }) => request.employerId),
    ).toContain(member.id);

    const refused = await decide(owner, companyA, member.id, "reject");
    expect(refused.statusCode).toBe(200);
    expect(refused.json().member).toMatchObject({ status: "rejected" });
    expect((await mailsTo(member.email))[0]?.subject).toBe("Заявка на доступ к компании «Ромашка» отклонена");
    await expectLockedOut(member.client, member.id, COMPANY_ACCESS_MESSAGES.forbidden.rejected);
  });

  it("refuses asking again while pending or active, for another company, a guest and an applicant, changing nothing", async () => {
    const pending = await requester();
    const rejected = await requester();
    expect((await decide(owner, companyA, rejected.id, "reject")).statusCode).toBe(200);
    const rows = {
      pending: await membershipRow(pending.id),
      rejected: await membershipRow(rejected.id),
      owner: await membershipRow(ownerId),
    };
    const before = await activeMailCounts();
    const rivalMails = (await mailsTo("rival@member.ru")).length;

    const refusals = [
      [pending.client, companyA, 409, COMPANY_ACCESS_MESSAGES.alreadyPending],
      [owner, companyA, 409, COMPANY_ACCESS_MESSAGES.alreadyActive],
      // Company B is not theirs: neither a rejected employer's nor an active member's.
      [rejected.client, companyB, 403, COMPANY_ACCESS_MESSAGES.otherCompany],
      [owner, companyB, 403, COMPANY_ACCESS_MESSAGES.otherCompany],
      [rejected.client, "not-a-uuid", 403, COMPANY_ACCESS_MESSAGES.otherCompany],
      [applicant, companyA, 403, "forbidden"],
      [gateway.client(), companyA, 401, "unauthorized"],
    ] as const;
    for (const [client, companyId, status, message] of refusals) {
      const response = await askAgain(client, companyId);
      expect({ companyId, status: response.statusCode, message: response.json().message }).toEqual({
        companyId,
        status,
        message,
      });
    }

    expect(await membershipRow(pending.id)).toEqual(rows.pending);
    expect(await membershipRow(rejected.id)).toEqual(rows.rejected);
    expect(await membershipRow(ownerId)).toEqual(rows.owner);
    expect(await activeMailCounts()).toEqual(before);
    expect(await mailsTo("rival@member.ru")).toHaveLength(rivalMails);
    expect((await rival.get(`/v1/company/${companyB}/members`)).json().requests).not.toContainEqual(
      expect.objectContaining({ employerId: rejected.id }),
    );
  });

  it("makes two clicks at once one request and one set of mails", async () => {
    const rejected = await requester();
    expect((await decide(owner, companyA, rejected.id, "reject")).statusCode).toBe(200);
    const before = await activeMailCounts();

    const answers = await Promise.all([
      askAgain(rejected.client, companyA),
      askAgain(rejected.client, companyA),
    ]);
    expect(answers.map((answer) => answer.statusCode).sort()).toEqual([200, 409]);
    expect(answers.find((answer) => answer.statusCode === 409)?.json().message).toBe(
      COMPANY_ACCESS_MESSAGES.alreadyPending,
    );
    for (const [email, count] of before) expect(await mailsTo(email)).toHaveLength(count + 1);
    expect((await membershipRow(rejected.id))?.status).toBe("pending");
  });

  it("backfills employers from before memberships: the earliest of a company active, later ones pending", async () => {
    const db = gateway.database.db;
    const legacyOwner = await registerEmployer(gateway.client(), "legacy-owner@member.ru", "Старая");
    gateway.clock.advance(60_000);
    const legacyJoiner = await registerEmployer(gateway.client(), "legacy-joiner@member.ru", "Старая-2");
    const legacyCompany = (await findEmployerCompanyId(db, legacyOwner)) as string;
    // Made as before memberships: the joiner moved into the owner's company, no rows.
    await db.update(employers).set({ companyId: legacyCompany }).where(eq(employers.id, legacyJoiner));
    for (const id of [legacyOwner, legacyJoiner])
      await db.delete(companyMembers).where(eq(companyMembers.employerId, id));

    expect(await backfillMemberships(db)).toBe(2);
    expect(await backfillMemberships(db)).toBe(0);
    const rows = await db.select().from(companyMembers).where(eq(companyMembers.companyId, legacyCompany));
    const statusOf = (id: string) => rows.find((row) => row.employerId === id)?.status;
    expect(statusOf(legacyOwner)).toBe("active");
    expect(statusOf(legacyJoiner)).toBe("pending");
  });
});
