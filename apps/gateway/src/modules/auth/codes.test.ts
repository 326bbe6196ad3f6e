import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { testDatabases } from "../../testing/databases";
import { latestCode, PASSWORD } from "../../testing/flows";
import { createTestGateway, type TestClient, type TestGateway } from "../../testing/gateway";
import { expectRejectedUnchanged } from "../../testing/snapshot";

const SECOND = 1000;
const MINUTE = 60 * SECOND;

describe.each(testDatabases())("verification codes on $name", (kind) => {
  let gateway: TestGateway;
  let client: TestClient;
  let counter = 0;
  let email: string;

  beforeAll(async () => {
    gateway = await createTestGateway(kind);
  });
  afterAll(() => gateway.close());
  beforeEach(() => {
    client = gateway.client();
    counter += 1;
    email = `code-${counter}@mail.ru`;
  });

  const unchanged = (call: () => Promise<{ statusCode: number; json(): unknown }>, status: number) =>
    expectRejectedUnchanged(gateway.database.db, call, status);

  it("mails a 6-digit code in Russian and shows it in the dev outbox, newest first", async () => {
    const response = await client.post("/v1/auth/send-code", { email });
    expect(response.statusCode).toBe(200);
    const outbox = (await client.get(`/v1/dev/outbox?email=${email}`)).json();
    expect(outbox.messages).toHaveLength(1);
    const [message] = outbox.messages;
    expect(message.to).toBe(email);
    expect(message.code).toMatch(/^\d{6}$/);
    expect(message.subject).toContain("Код подтверждения");
    expect(message.text).toContain(message.code);
    expect(message.text).toContain("5 минут");
    expect(message.sentAt).toBe(gateway.clock.now().toISOString());

    gateway.clock.advance(60 * SECOND);
    await client.post("/v1/auth/send-code", { email });
    const again = (await client.get(`/v1/dev/outbox?email=${email}`)).json();
    expect(again.messages).toHaveLength(2);
    expect(Date.parse(again.messages[0].sentAt)).toBeGreaterThan(Date.parse(again.messages[1].sentAt));
  });

  it("treats the email case-insensitively", async () => {
    await client.post("/v1/auth/send-code", { email: email.toUpperCase() });
    const code = await latestCode(client, email);
    const response = await client.post("/v1/auth/verify-code", { email: ` ${email} `, code });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ message: "code verified" });
  });

  it("refuses a resend within 59 seconds with 429 and sends nothing", async () => {
    await client.post("/v1/auth/send-code", { email });
    const firstCode = await latestCode(client, email);
    gateway.clock.advance(58 * SECOND);
    const response = await unchanged(() => client.post("/v1/auth/send-code", { email }), 429);
    expect(response).toMatchObject({ code: "RATE_LIMITED" });
    const retry = await client.post("/v1/auth/send-code", { email });
    expect(retry.headers["retry-after"]).toBe("1");
    expect(retry.json()).toEqual({
      message: "Слишком много запросов. Повторите через 1 секунду.",
      code: "RATE_LIMITED",
    });

    gateway.clock.advance(1 * SECOND);
    expect((await client.post("/v1/auth/send-code", { email })).statusCode).toBe(200);
    const secondCode = await latestCode(client, email);
    // The new code replaces the old one (unless the random draw repeats it).
    if (secondCode !== firstCode) {
      const old = await client.post("/v1/auth/verify-code", { email, code: firstCode });
      expect(old.json()).toEqual({ message: "invalid code", code: "VALIDATION" });
    }
    expect((await client.post("/v1/auth/verify-code", { email, code: secondCode })).statusCode).toBe(200);
  });

  it("answers a wrong code with 400 invalid code", async () => {
    await client.post("/v1/auth/send-code", { email });
    const code = await latestCode(client, email);
    const wrong = code === "000000" ? "111111" : "000000";
    const response = await client.post("/v1/auth/verify-code", { email, code: wrong });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({ message: "invalid code", code: "VALIDATION" });
  });

  it("kills a code after 5 wrong tries: the 6th try, even with the right code, is 410", async () => {
    await client.post("/v1/auth/send-code", { email });
    const code = await latestCode(client, email);
    const wrong = code === "000000" ? "111111" : "000000";
    for (let attempt = 1; attempt <= 5; attempt += 1) {
      const response = await client.post("/v1/auth/verify-code", { email, code: wrong });
      expect(response.json()).toEqual({ message: "invalid code", code: "VALIDATION" });
    }
    const sixth = await unchanged(() => client.post("/v1/auth/verify-code", { email, code }), 410);
    expect(sixth).toEqual({ message: "code expired", code: "GONE" });
    // Sign-up stays closed for this email.
    const signup = await client.post("/v1/auth/applicant/signup", {
      applicant: {
        user: { email, password: PASSWORD, name: "Анна", surname: "Смирнова" },
        city: "Казань",
        dateOfBirth: null,
      },
    });
    expect(signup.statusCode).toBe(403);
  });

  it("accepts the right code after 4 wrong tries", async () => {
    await client.post("/v1/auth/send-code", { email });
    const code = await latestCode(client, email);
    const wrong = code === "000000" ? "111111" : "000000";
    for (let attempt = 1; attempt <= 4; attempt += 1)
      await client.post("/v1/auth/verify-code", { email, code: wrong });
    expect((await client.post("/v1/auth/verify-code", { email, code })).statusCode).toBe(200);
  });

  it("lets parallel guesses spend at most 5 tries", async () => {
    await client.post("/v1/auth/send-code", { email });
    const code = await latestCode(client, email);
    const guesses = Array.from({ length: 12 }, (_, index) => String(100000 + index)).filter(
      (guess) => guess !== code,
    );
    const answers = await Promise.all(
      guesses.map((guess) => client.post("/v1/auth/verify-code", { email, code: guess })),
    );
    expect(answers.filter((answer) => answer.statusCode === 400)).toHaveLength(5);
    expect(answers.filter((answer) => answer.statusCode === 410)).toHaveLength(guesses.length - 5);
  });

  it("expires a code after 5 minutes with 410 code expired", async () => {
    await client.post("/v1/auth/send-code", { email });
    const code = await latestCode(client, email);
    gateway.clock.advance(5 * MINUTE);
    const response = await unchanged(() => client.post("/v1/auth/verify-code", { email, code }), 410);
    expect(response).toEqual({ message: "code expired", code: "GONE" });
  });

  it("accepts a code just before 5 minutes", async () => {
    await client.post("/v1/auth/send-code", { email });
    const code = await latestCode(client, email);
    gateway.clock.advance(5 * MINUTE - SECOND);
    expect((await client.post("/v1/auth/verify-code", { email, code })).statusCode).toBe(200);
  });

  it("does not accept a code sent to another email", async () => {
    const other = `other-${email}`;
    await client.post("/v1/auth/send-code", { email });
    await client.post("/v1/auth/send-code", { email: other });
    const otherCode = await latestCode(client, other);
    const ownCode = await latestCode(client, email);
    if (otherCode === ownCode) return; // one chance in a million: nothing to tell apart
    const response = await client.post("/v1/auth/verify-code", { email, code: otherCode });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({ message: "invalid code", code: "VALIDATION" });
  });

  it("answers a check for an email that was sent no code with 400 and stores nothing", async () => {
    const response = await unchanged(
      () => client.post("/v1/auth/verify-code", { email, code: "123456" }),
      400,
    );
    expect(response).toEqual({ message: "invalid code", code: "VALIDATION" });
  });

  it.each([
    ["missing email", { code: "123456" }],
    ["missing code", { email: "a@mail.ru" }],
    ["a 5-character code", { email: "a@mail.ru", code: "12345" }],
    ["a 7-character code", { email: "a@mail.ru", code: "1234567" }],
    ["a numeric code", { email: "a@mail.ru", code: 123456 }],
    ["an email without a domain", { email: "a@", code: "123456" }],
    ["an unknown field", { email: "a@mail.ru", code: "123456", admin: true }],
    ["SQL in the email", { email: "a@mail.ru' OR '1'='1", code: "123456" }],
    ["an array body", ["a@mail.ru"]],
  ])("rejects %s with 400 and changes nothing", async (_name, body) => {
    const response = await unchanged(
      () => client.post("/v1/auth/verify-code", body as Record<string, unknown>),
      400,
    );
    expect(response).toMatchObject({ code: "VALIDATION", message: expect.any(String) });
  });

  it("lists the zod issues of bad input", async () => {
    const response = await client.post("/v1/auth/send-code", { email: "not-an-email" });
    expect(response.statusCode).toBe(400);
    const body = response.json();
    expect(body.issues).toEqual([
      expect.objectContaining({ path: ["email"], message: "Введите корректный email" }),
    ]);
    expect(body.message).toBe("Введите корректный email");
  });

  it("refuses a sign-up code for a registered email with 409", async () => {
    await client.post("/v1/auth/send-code", { email });
    await client.post("/v1/auth/verify-code", { email, code: await latestCode(client, email) });
    await client.post("/v1/auth/applicant/signup", {
      applicant: {
        user: { email, password: PASSWORD, name: "Анна", surname: "Смирнова" },
        city: "Казань",
        dateOfBirth: null,
      },
    });
    gateway.clock.advance(MINUTE);
    const response = await unchanged(() => client.post("/v1/auth/send-code", { email }), 409);
    expect(response).toMatchObject({ code: "CONFLICT" });
  });
});

describe.each(testDatabases())("caps of codes per email on $name", (kind) => {
  let gateway: TestGateway;
  let client: TestClient;
  const HOUR = 60 * MINUTE;

  beforeAll(async () => {
    gateway = await createTestGateway(kind);
    client = gateway.client();
  });
  afterAll(() => gateway.close());

  const outboxSize = async (email: string) =>
    (await client.get(`/v1/dev/outbox?email=${email}`)).json().messages.length;

  /** Posts as a client at another address (a stranger's machine). */
  const fromStranger = (url: string, payload: object) =>
    client.request({ method: "POST", url, payload, remoteAddress: "203.0.113.9" });

  it("mails at most 10 codes a day to one address from one client, then says when to come back", async () => {
    const email = "many-codes@mail.ru";
    for (let send = 1; send <= 10; send += 1) {
      expect((await client.post("/v1/auth/send-code", { email })).statusCode).toBe(200);
      gateway.clock.advance(MINUTE);
    }
    const refused = await client.post("/v1/auth/send-code", { email });
    expect(refused.statusCode).toBe(429);
    // The first send opened the day 10 minutes ago: 23 h 50 min are left, read as 24 hours.
    expect(refused.headers["retry-after"]).toBe(String(24 * 3600 - 10 * 60));
    expect(refused.json()).toEqual({
      message: "На этот адрес отправлено слишком много кодов. Повторите через 24 часа.",
      code: "RATE_LIMITED",
    });
    expect(await outboxSize(email)).toBe(10);
    // Another client's sends are its own: a stranger's never use up the owner's.
    expect((await fromStranger("/v1/auth/send-code", { email })).statusCode).toBe(200);
    // Another address is not affected; the next day this one gets codes again.
    expect((await client.post("/v1/auth/send-code", { email: "other-codes@mail.ru" })).statusCode).toBe(200);
    gateway.clock.advance(24 * HOUR);
    expect((await client.post("/v1/auth/send-code", { email })).statusCode).toBe(200);
  });

  it("mails at most 30 codes a day to one address whoever asks", async () => {
    const email = "bombed@mail.ru";
    for (let send = 1; send <= 30; send += 1) {
      const response = await client.request({
        method: "POST",
        url: "/v1/auth/send-code",
        payload: { email },
        remoteAddress: `198.51.100.${Math.ceil(send / 10)}`,
      });
      expect(response.statusCode).toBe(200);
      gateway.clock.advance(MINUTE);
    }
    expect((await fromStranger("/v1/auth/send-code", { email })).statusCode).toBe(429);
  });

  it("lets a stranger's 25 wrong codes leave the owner's right code working from their own client", async () => {
    const email = "guessed@mail.ru";
    expect((await client.post("/v1/auth/send-code", { email })).statusCode).toBe(200);
    const right = await latestCode(client, email);
    const wrong = right === "000000" ? "111111" : "000000";
    const statuses: number[] = [];
    for (let guess = 1; guess <= 25; guess += 1) {
      statuses.push((await fromStranger("/v1/auth/verify-code", { email, code: wrong })).statusCode);
    }
    // Five real guesses at the code; then it is dead for the stranger; past 20 checks an hour, 429.
    expect(statuses).toEqual([...Array(5).fill(400), ...Array(15).fill(410), ...Array(5).fill(429)]);
    // The stranger's right code would be refused too: the code is dead for their client.
    expect((await fromStranger("/v1/auth/verify-code", { email, code: right })).statusCode).toBe(429);
    expect((await client.post("/v1/auth/verify-code", { email, code: right })).statusCode).toBe(200);
  });

  it("kills a code after 20 wrong tries from all clients together, and a fresh code starts afresh", async () => {
    const email = "many-guessers@mail.ru";
    expect((await client.post("/v1/auth/send-code", { email })).statusCode).toBe(200);
    const right = await latestCode(client, email);
    const wrong = right === "000000" ? "111111" : "000000";
    for (let machine = 1; machine <= 4; machine += 1) {
      for (let guess = 1; guess <= 5; guess += 1) {
        const response = await client.request({
          method: "POST",
          url: "/v1/auth/verify-code",
          payload: { email, code: wrong },
          remoteAddress: `198.51.100.${machine}`,
        });
        expect(response.statusCode).toBe(400);
      }
    }
    expect((await client.post("/v1/auth/verify-code", { email, code: right })).statusCode).toBe(410);
    gateway.clock.advance(MINUTE);
    expect((await client.post("/v1/auth/send-code", { email })).statusCode).toBe(200);
    const fresh = await latestCode(client, email);
    expect((await client.post("/v1/auth/verify-code", { email, code: fresh })).statusCode).toBe(200);
  });

  it("checks at most 20 codes an hour from one client for an address, recovery included", async () => {
    const email = "guesser@mail.ru";
    for (let code = 1; code <= 4; code += 1) {
      expect((await client.post("/v1/auth/send-code", { email })).statusCode).toBe(200);
      const right = await latestCode(client, email);
      const wrong = right === "000000" ? "111111" : "000000";
      for (let guess = 1; guess <= 5; guess += 1) {
        const response = await client.post("/v1/auth/verify-code", { email, code: wrong });
        expect(response.statusCode).toBe(400);
      }
      gateway.clock.advance(MINUTE);
    }
    // 20 wrong guesses in 4 minutes: a fifth code is sent, but this client checks none for the rest of the hour.
    expect((await client.post("/v1/auth/send-code", { email })).statusCode).toBe(200);
    const right = await latestCode(client, email);
    const refused = await client.post("/v1/auth/verify-code", { email, code: right });
    expect(refused.statusCode).toBe(429);
    expect(refused.headers["retry-after"]).toBe(String(HOUR / 1000 - 4 * 60));
    expect(refused.json()).toEqual({
      message: "Слишком много попыток ввести код. Повторите через 56 минут.",
      code: "RATE_LIMITED",
    });
    // The cap covers recovery too: the same address's reset codes count against it.
    const reset = await client.post("/v1/auth/reset-password/confirm", { email, code: right });
    expect(reset.statusCode).toBe(429);
    // Another client is not held back by this one's guesses.
    expect((await fromStranger("/v1/auth/verify-code", { email, code: right })).statusCode).toBe(200);
    gateway.clock.advance(HOUR);
    expect((await client.post("/v1/auth/send-code", { email })).statusCode).toBe(200);
    const fresh = await latestCode(client, email);
    expect((await client.post("/v1/auth/verify-code", { email, code: fresh })).statusCode).toBe(200);
  });
});
