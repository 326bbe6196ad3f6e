import type { AddressInfo } from "node:net";
import { SMTPServer } from "smtp-server";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { testDatabases } from "../../testing/databases";
import { createTestGateway, type TestGateway } from "../../testing/gateway";
import { createMailer } from "./mailer";

interface Received {
  from: string;
  to: string[];
  raw: string;
}

const [pglite] = testDatabases();

/** A real SMTP server on loopback that keeps what it receives. */
async function startSmtpServer(received: Received[]): Promise<SMTPServer> {
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ["STARTTLS"],
    logger: false,
    onData(stream, session, callback) {
      const chunks: Buffer[] = [];
      stream.on("data", (chunk: Buffer) => chunks.push(chunk));
      stream.on("end", () => {
        received.push({
          from: session.envelope.mailFrom ? session.envelope.mailFrom.address : "",
          to: session.envelope.rcptTo.map((address) => address.address),
          raw: Buffer.concat(chunks).toString("utf8"),
        });
        callback();
      });
    },
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  return server;
}

/** Decodes the quoted-printable or base64 body nodemailer wrote. */
function decodedText(raw: string): string {
  const [headers = "", ...rest] = raw.split("\r\n\r\n");
  const body = rest.join("\r\n\r\n");
  if (/content-transfer-encoding: base64/i.test(headers))
    return Buffer.from(body.replace(/\s+/g, ""), "base64").toString("utf8");
  const softBreaksRemoved = body.replace(/=\r\n/g, "");
  const bytes = softBreaksRemoved.replace(/=([0-9A-F]{2})/g, (_match, hex: string) =>
    String.fromCharCode(Number.parseInt(hex, 16)),
  );
  return Buffer.from(bytes, "latin1").toString("utf8");
}

describe("the smtp mail transport", () => {
  const received: Received[] = [];
  let smtp: SMTPServer;
  let gateway: TestGateway;

  beforeAll(async () => {
    if (!pglite) throw new Error("PGlite is always available");
    smtp = await startSmtpServer(received);
    const { port } = smtp.server.address() as AddressInfo;
    gateway = await createTestGateway(pglite, {
      env: {
        MAIL_TRANSPORT: "smtp",
        SMTP_URL: `smtp://127.0.0.1:${port}?ignoreTLS=true`,
        MAIL_FROM: "Работа <noreply@rabota.test>",
      },
    });
  });
  afterAll(async () => {
    await gateway.close();
    await new Promise<void>((resolve) => smtp.close(() => resolve()));
  });

  it("delivers the sign-up code over SMTP in Russian", async () => {
    const response = await gateway.client().post("/v1/auth/send-code", { email: "smtp@mail.ru" });
    expect(response.statusCode).toBe(200);
    expect(received).toHaveLength(1);
    const [mail] = received;
    expect(mail?.from).toBe("noreply@rabota.test");
    expect(mail?.to).toEqual(["smtp@mail.ru"]);
    const text = decodedText(mail?.raw ?? "");
    expect(text).toMatch(/Ваш код подтверждения для регистрации: \d{6}/);
    expect(text).toContain("Код действует 5 минут");
  });

  it("sends a message's extra headers as they are (an alert's RFC 8058 one-click unsubscribe)", async () => {
    const mailer = createMailer(gateway.config, {
      db: gateway.database.db,
      now: gateway.clock.now,
      log: gateway.app.log,
    });
    const url = "https://rabota.example/v1/searches/0b6f1c3e-1111-4222-8333-944455556666/unsubscribe?sig=abc";
    await mailer.send({
      to: "alerts@mail.ru",
      subject: "Новые вакансии по поиску «Сыр»",
      text: `Отписаться: ${url}`,
      headers: { "List-Unsubscribe": `<${url}>`, "List-Unsubscribe-Post": "List-Unsubscribe=One-Click" },
    });
    mailer.close();
    const raw = received.find((mail) => mail.to.includes("alerts@mail.ru"))?.raw ?? "";
    const headers = (raw.split("\r\n\r\n")[0] ?? "").replace(/\r\n\s+/g, " ");
    expect(headers).toContain(`List-Unsubscribe: <${url}>`);
    expect(headers).toContain("List-Unsubscribe-Post: List-Unsubscribe=One-Click");
  });

  it("has no dev outbox route under smtp", async () => {
    const response = await gateway.client().get("/v1/dev/outbox?email=smtp@mail.ru");
    expect(response.statusCode).toBe(404);
  });

  it("answers 500 without internals and keeps no code when the SMTP server is gone", async () => {
    await new Promise<void>((resolve) => smtp.close(() => resolve()));
    const client = gateway.client();
    const response = await client.post("/v1/auth/send-code", { email: "down@mail.ru" });
    expect(response.statusCode).toBe(500);
    expect(response.json()).toEqual({ message: "internal server error", code: "UNKNOWN" });
    // The undelivered code was forgotten, so asking again is not "too soon".
    const again = await client.post("/v1/auth/send-code", { email: "down@mail.ru" });
    expect(again.statusCode).toBe(500);
  });
});
