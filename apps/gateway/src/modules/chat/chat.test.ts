import { CHAT_SUPPORT_LABEL } from "@rabota/domain/constants";
import { eq, sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { users } from "../../db/tables/auth";
import { ACCESS_COOKIE } from "../../platform/security/cookies";
import { connectChat, type TestChatSocket } from "../../testing/chat-socket";
import { type TestDatabaseKind, testDatabases } from "../../testing/databases";
import {
  employerPayload,
  login,
  registerApplicant,
  registerEmployer,
  verifyEmail,
} from "../../testing/flows";
import { createTestGateway, type TestClient, type TestGateway } from "../../testing/gateway";
import { findEmployerCompanyId } from "../employer/queries";
import { insertVacancies } from "../vacancy";
import { createRandom, generateVacancy } from "../vacancy/demo-data";
import { insertSupportOperator } from "./queries";
import { CHAT_UNREAD_MAIL_QUEUE } from "./service";

const RATE_LIMIT = 12;

interface Message {
  id: string;
  text: string;
  senderRoleId: string;
  readAt: string | null;
  clientMsgId: string;
}

describe.each(testDatabases())("live chat on $name", (kind) => {
  let gateway: TestGateway;
  let url: string;
  /** The applicant who responded to «Ромашка»'s vacancy. */
  let anna: TestClient;
  let annaId: string;
  /** The founder of «Ромашка»: an active member. */
  let oleg: TestClient;
  let olegId: string;
  /** An employer who asked to join «Ромашка» and waits: no access. */
  let pending: TestClient;
  /** Another applicant: a stranger to the response chat. */
  let stranger: TestClient;
  /** A support operator. */
  let operator: TestClient;
  let vacancyId: string;
  let chatId: string;
  const sockets: TestChatSocket[] = [];
  let counter = 0;

  const cookieOf = (client: TestClient) =>
    `${ACCESS_COOKIE}=${client.cookies.get(ACCESS_COOKIE)?.value ?? ""}`;

  async function connect(client: TestClient, origin?: string): Promise<TestChatSocket> {
    const socket = await connectChat(url, cookieOf(client), origin ? { origin } : {});
    sockets.push(socket);
    return socket;
  }

  async function history(client: TestClient, id = chatId, query = ""): Promise<Message[]> {
    const response = await client.get(`/v1/chat/${id}${query}`);
    expect(response.statusCode).toBe(200);
    return response.json().messages;
  }

  async function newApplicant(): Promise<{ client: TestClient; id: string; email: string }> {
    counter += 1;
    const client = gateway.client();
    const email = `user${counter}@chat.ru`;
    return { client, id: await registerApplicant(client, email), email };
  }

  async function userIdOf(email: string): Promise<string> {
    const [row] = await gateway.database.db
      .select({ id: users.id })
      .from(users)
      .where(eq(users.email, email));
    return row?.id as string;
  }

  const nextKey = () => `key-${++counter}`;

  beforeAll(async () => {
    gateway = await createTestGateway(kind, {
      env: { JOBS: "true", RATE_LIMITS: `chat=${RATE_LIMIT}`, CHAT_UNREAD_EMAIL_DELAY_S: "3" },
    });
    url = await gateway.app.listen({ port: 0, host: "127.0.0.1" });
    anna = gateway.client();
    oleg = gateway.client();
    stranger = gateway.client();
    annaId = await registerApplicant(anna, "anna@chat.ru");
    olegId = await registerEmployer(oleg, "oleg@chat.ru", "Ромашка");
    await registerApplicant(stranger, "stranger@chat.ru");
    const companyId = (await findEmployerCompanyId(gateway.database.db, olegId)) as string;

    pending = gateway.client();
    await verifyEmail(pending, "pending@chat.ru");
    const signup = await pending.post(
      "/v1/auth/employer/signup",
      employerPayload("pending@chat.ru", { id: companyId, companyName: "Ромашка" }),
    );
    expect(signup.statusCode).toBe(201);
    expect((await login(pending, "pending@chat.ru")).statusCode).toBe(200);

    // The operator flag is set by hand, as an administrator would.
    const support = await newApplicant();
    operator = support.client;
    await insertSupportOperator(gateway.database.db, await userIdOf(support.email), gateway.clock.now());

    [vacancyId] = (await insertVacancies(gateway.database.db, {
      companyId,
      companyName: "Ромашка",
      items: [
        {
          vacancy: { ...generateVacancy(createRandom(3)), title: "Бариста", status: "VACANCY_STATUS_ACTIVE" },
          createdAt: gateway.clock.now(),
        },
      ],
    })) as [string];
    expect((await anna.post(`/v1/vacancy/${vacancyId}/response/${annaId}`)).statusCode).toBe(200);
    const list = (await anna.get("/v1/chat/list")).json();
    chatId = list.list[0].chatId;
  });

  afterAll(async () => {
    for (const socket of sockets) socket.close();
    await gateway.close();
  });

  it("opens a chat on applying: both sides list it, support first with its label; nobody else does", async () => {
    const annaList = (await anna.get("/v1/chat/list")).json();
    expect(annaList.support).toMatchObject({ kind: "support", companyName: CHAT_SUPPORT_LABEL });
    expect(annaList.list).toEqual([
      expect.objectContaining({ chatId, kind: "response", companyName: "Ромашка", vacancyName: "Бариста" }),
    ]);
    expect(annaList).toMatchObject({ page: 1, perPage: 20, hasNext: false });
    const olegList = (await oleg.get("/v1/chat/list")).json();
    expect(olegList.list.map((item: { chatId: string }) => item.chatId)).toEqual([chatId]);
    expect(olegList.list[0].applicantName).toBe("Анна Смирнова");
    expect((await stranger.get("/v1/chat/list")).json().list).toEqual([]);
    expect((await pending.get("/v1/chat/list")).json().list).toEqual([]);
    // The employer may write first: the same chat comes back for the response.
    const opened = await oleg.post(`/v1/chat/response/${vacancyId}/${annaId}`);
    expect(opened.json()).toEqual({ chatId });
    expect((await anna.post(`/v1/chat/response/${vacancyId}/${annaId}`)).json()).toEqual({ chatId });
    expect((await stranger.post(`/v1/chat/response/${vacancyId}/${annaId}`)).statusCode).toBe(403);
    expect((await pending.post(`/v1/chat/response/${vacancyId}/${annaId}`)).statusCode).toBe(403);
    expect((await oleg.post(`/v1/chat/response/${vacancyId}/${olegId}`)).statusCode).toBe(404);
  });

  it("delivers a message to the other side only; strangers and pending members get 403 and no events", async () => {
    const annaSocket = await connect(anna);
    const annaOtherTab = await connect(anna);
    const olegSocket = await connect(oleg);
    const strangerSocket = await connect(stranger);
    const pendingSocket = await connect(pending);
    const clientMsgId = nextKey();
    annaSocket.send({ chatId, text: "  Здравствуйте! Ещё актуально?  ", clientMsgId });
    await expect.poll(() => annaSocket.events.message_ack.length).toBe(1);
    const ack = annaSocket.events.message_ack[0] as { id: string; chatId: string; sentAt: string };
    expect(ack).toMatchObject({ clientMsgId, chatId });
    await expect.poll(() => olegSocket.events.message.length).toBe(1);
    expect(olegSocket.events.message[0]).toMatchObject({
      id: ack.id,
      chatId,
      text: "Здравствуйте! Ещё актуально?",
      senderRoleId: annaId,
      sentAt: ack.sentAt,
      clientMsgId,
    });
    // The sender's other tab hears it too; the sending socket only gets its ack.
    await expect.poll(() => annaOtherTab.events.message.length).toBe(1);
    expect(annaSocket.events.message).toEqual([]);

    strangerSocket.send({ chatId, text: "Я тут чужой", clientMsgId: nextKey() });
    pendingSocket.send({ chatId, text: "И я", clientMsgId: nextKey() });
    await expect
      .poll(() => strangerSocket.events.message_error)
      .toEqual([expect.objectContaining({ code: "FORBIDDEN", chatId })]);
    await expect.poll(() => pendingSocket.events.message_error.length).toBe(1);
    expect(pendingSocket.events.message_error[0]).toMatchObject({ code: "FORBIDDEN" });
    for (const client of [stranger, pending]) {
      expect((await client.get(`/v1/chat/${chatId}`)).statusCode).toBe(403);
      expect((await client.get(`/v1/chat/${chatId}/messages`)).statusCode).toBe(403);
    }
    // An unknown chat looks the same as a foreign one.
    expect((await stranger.get("/v1/chat/00000000-0000-4000-8000-000000000000")).statusCode).toBe(403);

    olegSocket.send({ chatId, text: "Да, приходите на собеседование", clientMsgId: nextKey() });
    await expect.poll(() => annaSocket.events.message.length).toBe(1);
    await expect.poll(() => annaOtherTab.events.message.length).toBe(2);
    expect(strangerSocket.events.message).toEqual([]);
    expect(pendingSocket.events.message).toEqual([]);
    expect((await history(anna)).map((message) => message.text)).toEqual([
      "Здравствуйте! Ещё актуально?",
      "Да, приходите на собеседование",
    ]);
  });

  it("delivers an invitation's message live to the applicant's open chat and the company's other tabs", async () => {
    const annaSocket = await connect(anna);
    const olegSocket = await connect(oleg);
    const message = "Приглашаем на собеседование в четверг в 11:00";
    const invited = await oleg.post(`/v1/vacancy/${vacancyId}/responses/${annaId}/invitation`, { message });
    expect(invited.statusCode).toBe(200);
    for (const socket of [annaSocket, olegSocket]) {
      await expect
        .poll(() => socket.events.message)
        .toContainEqual(expect.objectContaining({ chatId, text: message, senderRoleId: olegId }));
    }
    expect((await history(anna)).at(-1)?.text).toBe(message);
  });

  it("stores a retried clientMsgId once and acknowledges it again with the same id", async () => {
    const annaSocket = await connect(anna);
    const olegSocket = await connect(oleg);
    const before = (await history(anna)).length;
    const clientMsgId = nextKey();
    annaSocket.send({ chatId, text: "Отправляю дважды", clientMsgId });
    annaSocket.send({ chatId, text: "Отправляю дважды", clientMsgId });
    await expect.poll(() => annaSocket.events.message_ack.length).toBe(2);
    const [first, second] = annaSocket.events.message_ack as { id: string }[];
    expect(second?.id).toBe(first?.id);
    expect((await history(anna)).length).toBe(before + 1);
    await expect.poll(() => olegSocket.events.message.length).toBe(1);
    // The ack of a message that was already stored arrives after the first: nothing more is announced.
    const third = await connect(anna);
    third.send({ chatId, text: "Отправляю дважды", clientMsgId });
    await expect.poll(() => third.events.message_ack).toEqual([expect.objectContaining({ id: first?.id })]);
    expect(olegSocket.events.message.length).toBe(1);
  });

  it("refuses empty, blank, oversize and NUL-bearing messages and stores nothing", async () => {
    const annaSocket = await connect(anna);
    const before = (await history(anna)).length;
    // A NUL, in the text or the client's id, as the HTTP routes refuse it (issue 29's probe).
    for (const text of ["", "   \n ", "я".repeat(4001), "при\u0000вет"]) {
      annaSocket.send({ chatId, text, clientMsgId: nextKey() });
    }
    annaSocket.send({ chatId, clientMsgId: nextKey() });
    annaSocket.send({ chatId, text: "Привет", clientMsgId: `${nextKey()}\u0000` });
    await expect.poll(() => annaSocket.events.message_error.length).toBe(6);
    expect(annaSocket.events.message_error.every((error) => error.code === "VALIDATION")).toBe(true);
    expect((await history(anna)).length).toBe(before);
    annaSocket.send({ chatId, text: "я".repeat(4000), clientMsgId: nextKey() });
    await expect.poll(() => annaSocket.events.message_ack.length).toBe(1);
  });

  it("replays from the database what a client missed while disconnected", async () => {
    const olegSocket = await connect(oleg);
    const lastSeen = (await history(oleg)).at(-1)?.id as string;
    olegSocket.close();
    const annaSocket = await connect(anna);
    const texts = ["Первое", "Второе", "Третье"];
    for (const text of texts) annaSocket.send({ chatId, text, clientMsgId: nextKey() });
    await expect.poll(() => annaSocket.events.message_ack.length).toBe(3);
    await connect(oleg);
    const replay = (await oleg.get(`/v1/chat/${chatId}/messages?after=${lastSeen}`)).json();
    expect(replay).toMatchObject({ hasMore: false });
    expect(replay.messages.map((message: Message) => message.text)).toEqual(texts);
    expect(replay.messages.map((message: Message) => message.id)).toEqual(
      annaSocket.events.message_ack.map((ack) => ack.id),
    );
    expect((await oleg.get(`/v1/chat/${chatId}/messages?after=abc`)).statusCode).toBe(400);
  });

  it("pages the history from the newest back in time", async () => {
    const all = await history(anna, chatId, "?perPage=100");
    const newest = (await anna.get(`/v1/chat/${chatId}?page=0&perPage=3`)).json();
    expect(newest).toMatchObject({ page: 0, perPage: 3, hasNext: true });
    expect(newest.messages.map((message: Message) => message.id)).toEqual(all.slice(-3).map((m) => m.id));
    const older = (await anna.get(`/v1/chat/${chatId}?page=1&perPage=3`)).json();
    expect(older.messages.map((message: Message) => message.id)).toEqual(all.slice(-6, -3).map((m) => m.id));
  });

  it("keeps a read watermark per member: unread counts, readAt and the read receipt", async () => {
    const annaSocket = await connect(anna);
    const olegSocket = await connect(oleg);
    const unreadOf = async (client: TestClient) =>
      (await client.get("/v1/chat/list"))
        .json()
        .list.find((item: { chatId: string }) => item.chatId === chatId).unreadCount as number;
    const olegUnread = await unreadOf(oleg);
    expect(olegUnread).toBeGreaterThan(0);
    expect((await oleg.get("/v1/chat/summary")).json()).toEqual({ enabled: true, unread: olegUnread });
    expect((await oleg.get("/v1/chat/list?type=unread")).json().list).toHaveLength(1);

    const messages = await history(oleg, chatId, "?perPage=100");
    const fromAnna = messages.filter((message) => message.senderRoleId === annaId);
    expect(fromAnna.every((message) => message.readAt === null)).toBe(true);
    const upTo = messages.at(-1)?.id as string;
    olegSocket.read({ chatId, upToId: upTo });
    await expect.poll(() => annaSocket.events.message_read.length).toBe(1);
    const receipt = annaSocket.events.message_read[0] as {
      messageIds: string[];
      readAt: string;
      readerId: string;
    };
    expect(receipt.readerId).toBe(olegId);
    expect(receipt.messageIds).toEqual(fromAnna.map((message) => message.id));
    expect(await unreadOf(oleg)).toBe(0);
    expect((await oleg.get("/v1/chat/list?type=unread")).json().list).toEqual([]);
    const after = await history(anna, chatId, "?perPage=100");
    for (const message of after) {
      if (message.senderRoleId === annaId) expect(message.readAt).toBe(receipt.readAt);
      // Oleg's own messages are read by Anna only when she reads.
      else expect(message.readAt).toBeNull();
    }
    // Reading again moves nothing and announces nothing; a foreign chat is refused.
    olegSocket.read({ chatId, upToId: upTo });
    const strangerSocket = await connect(stranger);
    strangerSocket.read({ chatId, upToId: upTo });
    await expect.poll(() => strangerSocket.events.message_error.length).toBe(1);
    expect(strangerSocket.events.message_error[0]).toMatchObject({ code: "FORBIDDEN" });
    expect(annaSocket.events.message_read.length).toBe(1);
  });

  it("gives every user a support chat that the operators see and answer", async () => {
    const user = await newApplicant();
    const userSocket = await connect(user.client);
    const operatorSocket = await connect(operator);
    const support = (await user.client.get("/v1/chat/list")).json().support;
    expect(support).toMatchObject({ kind: "support", companyName: CHAT_SUPPORT_LABEL, unreadCount: 0 });
    userSocket.send({ chatId: support.chatId, text: "Не могу загрузить фото", clientMsgId: nextKey() });
    await expect.poll(() => operatorSocket.events.message.length).toBe(1);
    const queue = (await operator.get("/v1/chat/list?type=support")).json().list;
    expect(queue).toEqual([
      expect.objectContaining({
        chatId: support.chatId,
        companyName: CHAT_SUPPORT_LABEL,
        applicantName: "Анна Смирнова",
        lastMessage: "Не могу загрузить фото",
        unreadCount: 1,
      }),
    ]);
    operatorSocket.send({ chatId: support.chatId, text: "Попробуйте файл поменьше", clientMsgId: nextKey() });
    await expect.poll(() => userSocket.events.message.length).toBe(1);
    expect((await user.client.get("/v1/chat/summary")).json()).toEqual({ enabled: true, unread: 1 });
    // Another user's support chat stays closed to everyone but its user and the operators.
    expect((await stranger.get(`/v1/chat/${support.chatId}`)).statusCode).toBe(403);
    expect((await oleg.get(`/v1/chat/${support.chatId}`)).statusCode).toBe(403);
  });

  it("limits how fast one user sends", async () => {
    const user = await newApplicant();
    const socket = await connect(user.client);
    const support = (await user.client.get("/v1/chat/list")).json().support;
    for (let i = 0; i <= RATE_LIMIT; i += 1) {
      socket.send({ chatId: support.chatId, text: `Сообщение ${i}`, clientMsgId: nextKey() });
    }
    await expect
      .poll(() => socket.events.message_ack.length + socket.events.message_error.length)
      .toBe(RATE_LIMIT + 1);
    expect(socket.events.message_ack.length).toBe(RATE_LIMIT);
    // Counted in the database (every replica shares it), and worded as every limit's 429.
    expect(socket.events.message_error).toEqual([
      expect.objectContaining({
        code: "RATE_LIMITED",
        message: "Слишком много запросов. Повторите через 60 секунд.",
      }),
    ]);
    expect((await history(user.client, support.chatId)).length).toBe(RATE_LIMIT);
  });

  it("mails a recipient once per chat about messages left unread, and not after reading", async () => {
    const user = await newApplicant();
    const userSocket = await connect(user.client);
    const operatorSocket = await connect(operator);
    const support = (await user.client.get("/v1/chat/list")).json().support;
    const mails = async () =>
      (
        (await user.client.get(`/v1/dev/outbox?email=${encodeURIComponent(user.email)}`)).json().messages as {
          subject: string;
          text: string;
        }[]
      ).filter((mail) => mail.subject.includes("непрочитанн"));
    /** Mail jobs of this chat that finished (each one ran and decided). */
    const finishedJobs = async () => {
      const result = await gateway.database.db.execute(
        sql`select count(*)::int as count from pgboss.job where name = ${CHAT_UNREAD_MAIL_QUEUE}
            and singleton_key like ${`${support.chatId}:%`} and state = 'completed'`,
      );
      return (result as unknown as { rows: { count: number }[] }).rows[0]?.count ?? 0;
    };
    for (const text of ["Здравствуйте!", "Мы посмотрели ваш вопрос", "Ответьте, пожалуйста"]) {
      operatorSocket.send({ chatId: support.chatId, text, clientMsgId: nextKey() });
    }
    await expect.poll(() => userSocket.events.message.length).toBe(3);
    await expect.poll(mails, { timeout: 30_000, interval: 500 }).toHaveLength(1);
    const [mail] = await mails();
    expect(mail?.subject).toBe(`У вас 3 непрочитанных сообщения в чате «${CHAT_SUPPORT_LABEL}»`);
    expect(mail?.text).toContain("Откройте раздел «Чаты»");
    await expect.poll(finishedJobs, { timeout: 30_000, interval: 500 }).toBe(1);

    // A message read before its delay is over: its job runs and mails nothing.
    operatorSocket.send({ chatId: support.chatId, text: "Ещё одно", clientMsgId: nextKey() });
    await expect.poll(() => userSocket.events.message.length).toBe(4);
    userSocket.read({ chatId: support.chatId, upToId: String(userSocket.events.message[3]?.id) });
    await expect.poll(() => operatorSocket.events.message_read.length).toBe(1);
    await expect.poll(finishedJobs, { timeout: 30_000, interval: 500 }).toBe(2);
    expect(await mails()).toHaveLength(1);
  });

  it("refuses a handshake without a session, with an expired token, or from a foreign origin", async () => {
    await expect(connectChat(url, "")).rejects.toThrow("UNAUTHORIZED");
    await expect(connectChat(url, `${ACCESS_COOKIE}=forged`)).rejects.toThrow("UNAUTHORIZED");
    await expect(connect(anna, "https://evil.example")).rejects.toThrow("ORIGIN_NOT_ALLOWED");
    // The own host under another scheme is another origin.
    await expect(connect(anna, url.replace(/^http:/, "https:"))).rejects.toThrow("ORIGIN_NOT_ALLOWED");
    await expect(connect(anna, url)).resolves.toBeDefined();
    gateway.clock.advance(16 * 60 * 1000);
    try {
      await expect(connect(anna)).rejects.toThrow("TOKEN_EXPIRED");
    } finally {
      gateway.clock.advance(-16 * 60 * 1000);
    }
  });

  it("answers a guest's summary with no unread messages and refuses its list", async () => {
    const guest = gateway.client();
    expect((await guest.get("/v1/chat/summary")).json()).toEqual({ enabled: true, unread: 0 });
    expect((await guest.get("/v1/chat/list")).statusCode).toBe(401);
    expect((await anna.get("/v1/chat/list?type=archived")).statusCode).toBe(400);
  });
});

describe("live chat switched off (CHAT_ENABLED=false)", () => {
  let gateway: TestGateway;
  let url: string;

  beforeAll(async () => {
    gateway = await createTestGateway(testDatabases()[0] as TestDatabaseKind, {
      env: { CHAT_ENABLED: "false" },
    });
    url = await gateway.app.listen({ port: 0, host: "127.0.0.1" });
  });
  afterAll(() => gateway.close());

  it("says so in the summary, answers 404 elsewhere and has no socket", async () => {
    const client = gateway.client();
    const id = await registerApplicant(client, "off@chat.ru");
    expect(id).toBeTruthy();
    expect((await client.get("/v1/chat/summary")).json()).toEqual({ enabled: false, unread: 0 });
    expect((await client.get("/v1/chat/list")).statusCode).toBe(404);
    expect((await client.get("/v1/chat/00000000-0000-4000-8000-000000000000")).statusCode).toBe(404);
    expect((await client.post("/v1/chat/response/a/b")).statusCode).toBe(404);
    await expect(
      connectChat(url, `${ACCESS_COOKIE}=${client.cookies.get(ACCESS_COOKIE)?.value}`),
    ).rejects.toThrow();
  });
});
