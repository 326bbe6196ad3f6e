import { desc, eq } from "drizzle-orm";
import type { FastifyBaseLogger } from "fastify";
import nodemailer from "nodemailer";
import type { Config } from "../../config";
import { outboxMessages } from "../../db/tables/mail";
import type { Db } from "../db/database";
import type { MailMessage } from "./messages";

/** Sends mail; which transport is behind it is the config's business. */
export interface Mailer {
  readonly transport: "outbox" | "smtp";
  send(message: MailMessage): Promise<void>;
  close(): void;
}

export interface OutboxEntry {
  to: string;
  subject: string;
  text: string;
  code: string | null;
  headers: Record<string, string> | null;
  sentAt: Date;
}

/**
 * The embedded transport: nodemailer renders the message (JSON transport, nothing leaves the
 * machine), then it is stored in `outbox_messages` and logged.
 */
function createOutboxMailer(deps: { db: Db; from: string; now: () => Date; log: FastifyBaseLogger }): Mailer {
  const transporter = nodemailer.createTransport({ jsonTransport: true });
  return {
    transport: "outbox",
    async send(message) {
      await transporter.sendMail({
        from: deps.from,
        to: message.to,
        subject: message.subject,
        text: message.text,
        ...(message.headers ? { headers: message.headers } : {}),
      });
      await deps.db.insert(outboxMessages).values({
        to: message.to,
        subject: message.subject,
        text: message.text,
        code: message.code ?? null,
        headers: message.headers ?? null,
        sentAt: deps.now(),
      });
      deps.log.info({ to: message.to, subject: message.subject }, "mail stored in the outbox");
    },
    close: () => transporter.close(),
  };
}

/** Real delivery through an SMTP server (`SMTP_URL`, e.g. `smtp://user:pass@host:587`). */
function createSmtpMailer(deps: { smtpUrl: string; from: string; log: FastifyBaseLogger }): Mailer {
  const transporter = nodemailer.createTransport(deps.smtpUrl);
  return {
    transport: "smtp",
    async send(message) {
      const info = await transporter.sendMail({
        from: deps.from,
        to: message.to,
        subject: message.subject,
        text: message.text,
        ...(message.headers ? { headers: message.headers } : {}),
      });
      deps.log.info({ to: message.to, messageId: info.messageId }, "mail sent over SMTP");
    },
    close: () => transporter.close(),
  };
}

/** The outbox of one address, newest first. */
export async function readOutbox(db: Db, email: string, limit = 50): Promise<OutboxEntry[]> {
  return db
    .select({
      to: outboxMessages.to,
      subject: outboxMessages.subject,
      text: outboxMessages.text,
      code: outboxMessages.code,
      headers: outboxMessages.headers,
      sentAt: outboxMessages.sentAt,
    })
    .from(outboxMessages)
    .where(eq(outboxMessages.to, email))
    .orderBy(desc(outboxMessages.sentAt), desc(outboxMessages.id))
    .limit(limit);
}

/** The mailer the config names: SMTP delivery, or the outbox table (development, tests). */
export function createMailer(
  config: Pick<Config, "mail" | "mailFrom">,
  deps: { db: Db; now: () => Date; log: FastifyBaseLogger },
): Mailer {
  return config.mail.transport === "smtp"
    ? createSmtpMailer({ smtpUrl: config.mail.smtpUrl, from: config.mailFrom, log: deps.log })
    : createOutboxMailer({ db: deps.db, from: config.mailFrom, now: deps.now, log: deps.log });
}
