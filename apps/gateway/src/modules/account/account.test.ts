import { mkdtempSync, readdirSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { DELETED_USER_NAME, PERSONAL_DATA_CONSENT_VERSION } from "@rabota/domain/constants";
import { ACCOUNT_MESSAGES, accountExportSchema } from "@rabota/domain/wire/account";
import { eq, sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { hhConnections } from "../../db/tables/import";
import type { Database } from "../../platform/db/database";
import { ACCESS_COOKIE } from "../../platform/security/cookies";
import { connectChat } from "../../testing/chat-socket";
import { testDatabases } from "../../testing/databases";
import { PNG, requestUpload, saveAvatar } from "../../testing/files";
import { login, PASSWORD, registerApplicant, registerEmployer, registerJoiner } from "../../testing/flows";
import { createTestGateway, type TestClient, type TestGateway } from "../../testing/gateway";
import { type Replicas, twoReplicas } from "../../testing/replicas";
import { expectRejectedUnchanged } from "../../testing/snapshot";
import { findEmployerCompanyId } from "../employer/queries";
import { insertVacancies } from "../vacancy";
import { createRandom, generateVacancy } from "../vacancy/demo-data";

/**
 * Values only one applicant's data holds (`root` a Cyrillic word, `digit` for the phone): after
 * its deletion none may remain anywhere.
 */
function marksOf(root: string, digit: number) {
  return {
    surname: `${root}ова`,
    city: `${root}ск`,
    phone: `+7 (912) 345-67-8${digit}`,
    about: `Собираю марки: ${root}`,
    skill: `Ремесло ${root}`,
    search: `Поиск ${root}`,
    word: `${root.toLowerCase()}овед`,
    chat: `Пишу про ${root}`,
    fileName: `file-${digit}.png`,
  };
}
type Marks = ReturnType<typeof marksOf>;

const deleteAccount = (client: TestClient, password: string, heirEmployerId?: string) =>
  client.request({ method: "DELETE", url: "/v1/account", payload: { password, heirEmployerId } });

const accessOf = (client: TestClient) => `${ACCESS_COOKIE}=${client.cookies.get(ACCESS_COOKIE)?.value ?? ""}`;

/** Reads a profile with nothing but this access cookie, as a thief holding it would. */
function readWith(gateway: TestGateway, cookie: string, url: string) {
  return gateway.client().get(url, { cookie });
}

async function outboxOf(client: TestClient, email: string) {
  const response = await client.get(`/v1/dev/outbox?email=${encodeURIComponent(email)}`);
  return (response.json() as { messages: { subject: string; text: string }[] }).messages;
}

/** Every row of every table of the public schema as text, by table. */
async function everyTable(database: Database): Promise<Record<string, string>> {
  const result = await database.db.execute(
    sql`select table_name from information_schema.tables where table_schema = 'public' and table_type = 'BASE TABLE'`,
  );
  const tables = (result as unknown as { rows: { table_name: string }[] }).rows.map((row) => row.table_name);
  const dump: Record<string, string> = {};
  for (const table of tables) {
    const rows = await database.db.execute(sql.raw(`select t::text as row from "${table}" t`));
    dump[table] = (rows as unknown as { rows: { row: string }[] }).rows.map((row) => row.row).join("\n");
  }
  return dump;
}

describe.each(testDatabases())("a person's rights over their data on $name", (kind) => {
  let gateway: TestGateway;
  let url: string;
  let dataDir: string;
  let oleg: TestClient;
  let olegId: string;
  let companyId: string;
  let vacancyIds: string[];

  beforeAll(async () => {
    dataDir = mkdtempSync(join(tmpdir(), "rabota-account-"));
    gateway = await createTestGateway(kind, { env: { DATA_DIR: dataDir } });
    url = await gateway.app.listen({ port: 0, host: "127.0.0.1" });
    oleg = gateway.client();
    olegId = await registerEmployer(oleg, "oleg@account.ru", "Маяк");
    companyId = (await findEmployerCompanyId(gateway.database.db, olegId)) as string;
    vacancyIds = await insertVacancies(gateway.database.db, {
      companyId,
      companyName: "Маяк",
      items: ["Смотритель", "Механик"].map((title, index) => ({
        vacancy: {
          ...generateVacancy(createRandom(index + 1)),
          title,
          status: "VACANCY_STATUS_ACTIVE" as const,
        },
        createdAt: gateway.clock.now(),
      })),
    });
  });
  afterAll(async () => {
    await gateway?.close();
    rmSync(dataDir, { recursive: true, force: true });
  });

  /**
   * An applicant with something in every part of the export: a profile with contacts and an
   * avatar, a response (invited, with the chat it opened), a like, a view, a saved search,
   * hidden items, a test sitting and a chat message.
   */
  async function busyApplicant(email: string, marks: Marks) {
    const client = gateway.client();
    const id = await registerApplicant(client, email);
    gateway.clock.advance(60_000);
    const [first, second] = vacancyIds as [string, string];
    const issued = (await requestUpload(client, id, { fileName: marks.fileName })).json() as {
      uploadUrl: string;
      fileId: string;
    };
    const uploaded = await client.request({
      method: "PUT",
      url: issued.uploadUrl,
      payload: PNG,
      headers: { "content-type": "image/png" },
    });
    expect(uploaded.statusCode).toBe(204);
    const { downloadUrl } = (await client.get(`/v1/profile/files/${id}/${issued.fileId}`)).json();
    expect(await saveAvatar(client, id, downloadUrl)).toBe(200);
    const profile = await client.request({
      method: "PUT",
      url: `/v1/profile/${id}`,
      payload: {
        name: "Анна",
        surname: marks.surname,
        city: marks.city,
        avatarUrl: downloadUrl,
        aboutMyself: marks.about,
        contacts: { phoneNumber: marks.phone },
        skills: [marks.skill],
      },
    });
    expect(profile.statusCode).toBe(200);
    expect((await client.post(`/v1/vacancy/${first}/response/${id}`)).statusCode).toBe(200);
    expect((await client.post(`/v1/vacancy/${first}/like/${id}`)).statusCode).toBe(200);
    expect((await client.post(`/v1/vacancy/${first}/view/${id}`)).statusCode).toBe(200);
    const saved = await client.post("/v1/searches", {
      name: marks.search,
      filter: { search: "маяк" },
      alert: "DAILY",
    });
    expect(saved.statusCode).toBe(201);
    expect((await client.request({ method: "PUT", url: `/v1/hidden/vacancies/${second}` })).statusCode).toBe(
      200,
    );
    const words = await client.request({
      method: "PUT",
      url: "/v1/hidden/words",
      payload: { words: [marks.word] },
    });
    expect(words.statusCode).toBe(200);
    const sitting = await client.post("/v1/profile/test/skill/session", {
      applicantId: id,
      testName: "SKILL_LOGIC",
    });
    expect(sitting.statusCode).toBe(200);
    const invited = await oleg.post(`/v1/vacancy/${first}/responses/${id}/invitation`, {
      message: "Приходите на собеседование",
    });
    expect(invited.statusCode).toBe(200);
    const chatId = (await client.post(`/v1/chat/response/${first}/${id}`)).json().chatId as string;
    const socket = await connectChat(url, accessOf(client));
    try {
      socket.send({ chatId, text: marks.chat, clientMsgId: `msg-${email}` });
      await expect.poll(() => socket.events.message_ack.length).toBe(1);
    } finally {
      socket.close();
    }
    return { client, id, email, chatId, fileId: issued.fileId, marks };
  }

  it("exports everything held about the signed-in person, and nothing of anyone else's; 401 for a guest", async () => {
    const signedUpAt = gateway.clock.now().toISOString();
    const anna = await busyApplicant("anna@account.ru", marksOf("Маяк", 1));
    const boris = await busyApplicant("boris@account.ru", marksOf("Буёк", 2));

    expect((await gateway.client().get("/v1/account/export")).statusCode).toBe(401);
    const response = await anna.client.get("/v1/account/export");
    expect(response.statusCode).toBe(200);
    expect(response.headers["content-disposition"]).toBe(
      `attachment; filename="rabota-data-${gateway.clock.now().toISOString().slice(0, 10)}.json"`,
    );
    const exported = accountExportSchema.parse(response.json());
    expect(exported.account).toMatchObject({ email: "anna@account.ru", role: "applicant", name: "Анна" });
    expect(exported.consents).toEqual([
      { kind: "personal-data", version: PERSONAL_DATA_CONSENT_VERSION, acceptedAt: signedUpAt },
    ]);
    expect(exported.sessions.length).toBeGreaterThan(0);
    expect(exported.files).toEqual([
      expect.objectContaining({ id: anna.fileId, fileName: anna.marks.fileName }),
    ]);
    expect(exported.chatMessages).toEqual([
      expect.objectContaining({ chatId: anna.chatId, chatKind: "response", text: anna.marks.chat }),
    ]);
    expect(exported.employer).toBeNull();
    const part = exported.applicant;
    expect(part?.profile).toMatchObject({ id: anna.id, surname: anna.marks.surname, city: anna.marks.city });
    expect(part?.profile.contacts?.phoneNumber).toBe(anna.marks.phone);
    expect(part?.responses).toEqual([
      expect.objectContaining({
        vacancyId: vacancyIds[0],
        companyName: "Маяк",
        status: "RESPONSE_STATUS_INVITED",
        invitationMessage: "Приходите на собеседование",
      }),
    ]);
    expect(part?.likes).toEqual([expect.objectContaining({ vacancyId: vacancyIds[0] })]);
    expect(part?.views).toEqual([expect.objectContaining({ vacancyId: vacancyIds[0] })]);
    expect(part?.savedSearches).toEqual([expect.objectContaining({ name: anna.marks.search })]);
    expect(part?.hidden.vacancies).toEqual([expect.objectContaining({ id: vacancyIds[1] })]);
    expect(part?.hidden.words).toEqual([anna.marks.word]);
    expect(part?.tests).toEqual([
      expect.objectContaining({ testName: "SKILL_LOGIC", status: "IN_PROGRESS" }),
    ]);
    // Only one's own: nothing of Boris (the same kinds of data) is in Anna's file.
    expect(response.body).not.toContain(boris.id);
    expect(response.body).not.toContain(boris.email);
    expect(response.body).not.toContain(boris.fileId);

    const employerExport = accountExportSchema.parse((await oleg.get("/v1/account/export")).json());
    expect(employerExport.applicant).toBeNull();
    expect(employerExport.employer?.membership).toMatchObject({
      companyId,
      companyName: "Маяк",
      status: "active",
    });
    expect(employerExport.employer?.profile.id).toBe(olegId);
    expect(employerExport.chatMessages).toEqual([
      expect.objectContaining({ chatId: anna.chatId, text: "Приходите на собеседование" }),
      expect.objectContaining({ chatId: boris.chatId, text: "Приходите на собеседование" }),
    ]);
  });

  it("refuses a deletion with a wrong password and changes nothing", async () => {
    const anna = gateway.client();
    const id = await registerApplicant(anna, "wrong@account.ru");
    const body = await expectRejectedUnchanged(
      gateway.database.db,
      () => deleteAccount(anna, "NotMyPassword1"),
      403,
    );
    expect(body.message).toBe(ACCOUNT_MESSAGES.wrongPassword);
    expect((await anna.get(`/v1/profile/${id}`)).statusCode).toBe(200);
    expect(
      (
        await gateway
          .client()
          .request({ method: "DELETE", url: "/v1/account", payload: { password: PASSWORD } })
      ).statusCode,
    ).toBe(401);
    expect((await deleteAccount(anna, "")).statusCode).toBe(400);
  });

  it("erases the person everywhere, keeps what others hold anonymised, mails a confirmation, frees the email", async () => {
    const anna = await busyApplicant("erase@account.ru", marksOf("Створ", 3));
    const otherTab = gateway.client();
    expect((await login(otherTab, anna.email)).statusCode).toBe(200);
    const oldAccess = accessOf(anna.client);
    const rateBefore = (await gateway.client().get(`/v1/company/${companyId}/response-rate`)).json();
    expect(readdirSync(join(dataDir, "files"))).toContain(anna.fileId);

    const { userId } = accountExportSchema.parse(
      (await anna.client.get("/v1/account/export")).json(),
    ).account;
    const deleted = await deleteAccount(anna.client, PASSWORD);
    expect(deleted.statusCode).toBe(200);
    expect(deleted.json()).toEqual({ message: "account deleted" });

    // Every session ended at once: this tab's token, another device's, and signing in again.
    expect((await readWith(gateway, oldAccess, `/v1/profile/${anna.id}`)).statusCode).toBe(401);
    expect((await otherTab.get(`/v1/profile/${anna.id}`)).statusCode).toBe(401);
    expect((await otherTab.post("/v1/auth/refresh")).statusCode).toBe(401);
    expect((await login(gateway.client(), anna.email)).statusCode).toBe(404);

    // Nothing of the person is left in any table, nor the avatar in storage.
    const dump = await everyTable(gateway.database);
    // The dev outbox is the mail log of demo mode (under SMTP nothing is kept); it holds the
    // codes and the confirmation sent to the address.
    delete dump.outbox_messages;
    for (const [table, text] of Object.entries(dump)) {
      for (const mark of [...Object.values(anna.marks), anna.email]) {
        expect({ table, found: text.includes(mark) }).toEqual({ table, found: false });
      }
    }
    expect(readdirSync(join(dataDir, "files"))).not.toContain(anna.fileId);
    // Rows that only point at the person (likes, views, sittings…) are gone too: the ids remain
    // only where others keep something (the response and its chat) and in the anonymous rows.
    const keptWith = Object.entries(dump)
      .filter(([, text]) => text.includes(anna.id) || text.includes(userId))
      .map(([table]) => table)
      .sort();
    expect(keptWith).toEqual(["applicants", "chats", "refresh_tokens", "users", "vacancy_responses"]);

    // What the employer keeps: the response, anonymised, and its own side of the chat.
    const responses = (await oleg.get(`/v1/vacancy/${vacancyIds[0]}/responses`)).json().responses as {
      applicantId: string;
      applicantName: string;
      applicantSurname: string;
    }[];
    expect(responses.find((response) => response.applicantId === anna.id)).toMatchObject({
      applicantName: DELETED_USER_NAME,
      applicantSurname: "",
    });
    const chat = (await oleg.get(`/v1/chat/${anna.chatId}`)).json().messages as { text: string }[];
    expect(chat.map((message) => message.text)).toEqual(["Приходите на собеседование"]);
    const list = (await oleg.get("/v1/chat/list")).json().list as {
      chatId: string;
      applicantName?: string;
    }[];
    expect(list.find((item) => item.chatId === anna.chatId)?.applicantName).toBe(DELETED_USER_NAME);
    expect((await gateway.client().get(`/v1/company/${companyId}/response-rate`)).json()).toEqual(rateBefore);

    const mails = await outboxOf(gateway.client(), anna.email);
    expect(mails[0]?.subject).toBe("Ваш аккаунт на «Работе» удалён");

    // The address is free: a new account, with none of the old one's data.
    const again = gateway.client();
    const newId = await registerApplicant(again, anna.email);
    expect(newId).not.toBe(anna.id);
    const fresh = accountExportSchema.parse((await again.get("/v1/account/export")).json());
    expect(fresh.applicant?.responses).toEqual([]);
    expect(fresh.chatMessages).toEqual([]);
  });

  it("closes a company whose last active member leaves without an heir: a stranger's pending request stays out, is declined and told", async () => {
    const founder = gateway.client();
    const founderId = await registerEmployer(founder, "founder@account.ru", "Буй");
    const buoyId = (await findEmployerCompanyId(gateway.database.db, founderId)) as string;
    const [vacancyId] = await insertVacancies(gateway.database.db, {
      companyId: buoyId,
      companyName: "Буй",
      items: [
        {
          vacancy: { ...generateVacancy(createRandom(7)), title: "Боцман", status: "VACANCY_STATUS_ACTIVE" },
          createdAt: gateway.clock.now(),
        },
      ],
    });
    const applicant = gateway.client();
    const applicantId = await registerApplicant(applicant, "sailor@account.ru");
    expect((await applicant.post(`/v1/vacancy/${vacancyId}/response/${applicantId}`)).statusCode).toBe(200);
    const stranger = gateway.client();
    await registerJoiner(stranger, "stranger@account.ru", { id: buoyId, companyName: "Буй" });

    expect((await deleteAccount(founder, PASSWORD)).statusCode).toBe(200);
    // The stranger never became a member: the company's members and responses stay closed to them.
    expect((await stranger.get(`/v1/company/${buoyId}/members`)).statusCode).toBe(403);
    expect((await stranger.get(`/v1/vacancy/${vacancyId}/responses`)).statusCode).toBe(403);
    expect((await stranger.get(`/v1/employer/candidates/${applicantId}`)).statusCode).toBe(403);
    const [told] = await outboxOf(gateway.client(), "stranger@account.ru");
    expect(told?.subject).toBe("Компания «Буй» закрыта на «Работе»");
    const [mail] = await outboxOf(gateway.client(), "founder@account.ru");
    expect(mail?.text).toContain("Вы были последним участником компании «Буй», поэтому она закрыта");
    // The applicant keeps the response's history; the vacancy is archived.
    const responses = (await applicant.get(`/v1/vacancy/response/${applicantId}`)).json();
    expect(JSON.stringify(responses)).toContain("Боцман");
  });

  it("hands a company to the heir its last active member chose among the pending requests, and to nobody else", async () => {
    const founder = gateway.client();
    const founderId = await registerEmployer(founder, "keeper@account.ru", "Маяк");
    const lighthouseId = (await findEmployerCompanyId(gateway.database.db, founderId)) as string;
    const company = { id: lighthouseId, companyName: "Маяк" };
    const first = gateway.client();
    await registerJoiner(first, "early@account.ru", company);
    gateway.clock.advance(60_000);
    const chosen = gateway.client();
    const chosenId = await registerJoiner(chosen, "chosen@account.ru", company);

    const deletion = await deleteAccount(founder, PASSWORD, chosenId);
    expect(deletion.statusCode).toBe(200);
    const members = await chosen.get(`/v1/company/${lighthouseId}/members`);
    expect(members.statusCode).toBe(200);
    expect(members.json().members.map((member: { employerId: string }) => member.employerId)).toEqual([
      chosenId,
    ]);
    expect(members.json().requests).toHaveLength(1);
    expect((await first.get(`/v1/company/${lighthouseId}/members`)).statusCode).toBe(403);
    const [mail] = await outboxOf(gateway.client(), "keeper@account.ru");
    expect(mail?.text).toContain("По вашему выбору её участником стал(а)");
  });

  it("archives the vacancies of a lone member's company and drops its hh.ru link", async () => {
    const lone = gateway.client();
    const loneId = await registerEmployer(lone, "lone@account.ru", "Бакен");
    const baconId = (await findEmployerCompanyId(gateway.database.db, loneId)) as string;
    const [published] = await insertVacancies(gateway.database.db, {
      companyId: baconId,
      companyName: "Бакен",
      items: [
        {
          vacancy: { ...generateVacancy(createRandom(9)), title: "Лоцман", status: "VACANCY_STATUS_ACTIVE" },
          createdAt: gateway.clock.now(),
        },
      ],
    });
    // Its hh.ru link (as the OAuth callback stores it: sealed tokens) goes with it.
    await gateway.database.db.insert(hhConnections).values({
      companyId: baconId,
      linkedBy: loneId,
      codeHash: "hash",
      hhEmployerId: "hh-1",
      accessToken: "sealed-access",
      refreshToken: "sealed-refresh",
      accessExpiresAt: gateway.clock.now(),
      updatedAt: gateway.clock.now(),
    });
    expect((await deleteAccount(lone, PASSWORD)).statusCode).toBe(200);
    expect(
      await gateway.database.db.select().from(hhConnections).where(eq(hhConnections.companyId, baconId)),
    ).toEqual([]);
    const status = await gateway.database.db.execute(
      sql`select status from vacancies where id = ${published}`,
    );
    expect((status as unknown as { rows: { status: string }[] }).rows).toEqual([
      { status: "VACANCY_STATUS_ARCHIVED" },
    ]);
    const [loneMail] = await outboxOf(gateway.client(), "lone@account.ru");
    expect(loneMail?.text).toContain("перенесены в архив");
  });
});

const postgresUrl = process.env.TEST_DATABASE_URL;

describe.runIf(postgresUrl)("deleting an account on one of two gateways over one PostgreSQL", () => {
  let replicas: Replicas;
  let a: TestGateway;
  let b: TestGateway;

  beforeAll(async () => {
    replicas = await twoReplicas(postgresUrl ?? "");
    ({ a, b } = replicas);
  });
  afterAll(() => replicas?.close());

  it("refuses the person's access tokens on the other gateway within moments", async () => {
    const tab = a.client();
    const id = await registerApplicant(tab, "replica@account.ru");
    const onB = b.client();
    expect((await login(onB, "replica@account.ru")).statusCode).toBe(200);
    const access = accessOf(tab);
    expect((await readWith(b, access, `/v1/profile/${id}`)).statusCode).toBe(200);

    expect((await deleteAccount(tab, PASSWORD)).statusCode).toBe(200);
    await expect.poll(async () => (await readWith(b, access, `/v1/profile/${id}`)).statusCode).toBe(401);
    expect((await onB.get(`/v1/profile/${id}`)).statusCode).toBe(401);
  });
});
