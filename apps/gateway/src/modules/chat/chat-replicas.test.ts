import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { DEMO_ACCOUNTS } from "../../seed";
import { connectChat, type TestChatSocket } from "../../testing/chat-socket";
import { createThrowawayPostgres } from "../../testing/databases";
import {
  type ServerProcess,
  START_GUARD_MS,
  signIn,
  startServer,
  stopServer,
} from "../../testing/server-process";

const postgresUrl = process.env.TEST_DATABASE_URL;

/**
 * Two real gateway processes on one PostgreSQL database, as replicas behind a load balancer:
 * the applicant talks to one, the employer to the other, and the Postgres adapter carries
 * the live events between them.
 */
describe.runIf(postgresUrl)("the live chat across two gateway processes", () => {
  let throwaway: { url: string; drop: () => Promise<void> };
  const dataDir = mkdtempSync(join(tmpdir(), "rabota-chat-replicas-"));
  let first: ServerProcess;
  let second: ServerProcess;
  const sockets: TestChatSocket[] = [];

  beforeAll(async () => {
    throwaway = await createThrowawayPostgres(postgresUrl ?? "");
    const env = {
      DATABASE_URL: throwaway.url,
      MAIL_TRANSPORT: "outbox",
      PUBLIC_ORIGIN: "http://rabota.test",
      JWT_SECRET: "replica-secret-that-is-long-enough-for-hs256-0123456789",
    };
    // One after the other: the first migrates and seeds the demo accounts.
    first = await startServer(join(dataDir, "a"), env);
    second = await startServer(join(dataDir, "b"), { ...env, JOBS: "false" });
  }, 3 * START_GUARD_MS);

  afterAll(async () => {
    for (const socket of sockets) socket.close();
    if (second) await stopServer(second, "SIGTERM");
    if (first) await stopServer(first, "SIGTERM");
    await throwaway?.drop();
    rmSync(dataDir, { recursive: true, force: true });
  });

  it("carries messages and read receipts between users on different processes", async () => {
    const applicant = await signIn(
      first.url,
      DEMO_ACCOUNTS.applicant.email,
      DEMO_ACCOUNTS.applicant.password,
    );
    const employer = await signIn(second.url, DEMO_ACCOUNTS.employer.email, DEMO_ACCOUNTS.employer.password);
    const get = async <T>(url: string, cookie: string): Promise<T> => {
      const response = await fetch(url, { headers: { cookie } });
      expect(response.status).toBe(200);
      return (await response.json()) as T;
    };
    const profile = await get<{ profile: { company: { id: string } } }>(
      `${second.url}/v1/profile/employer/${employer.id}`,
      employer.cookie,
    );
    const page = await get<{ vacancies: { id: string }[] }>(
      `${second.url}/v1/vacancy?filter.companyId=${profile.profile.company.id}&pageSize=1`,
      employer.cookie,
    );
    const vacancyId = page.vacancies[0]?.id as string;
    const applied = await fetch(`${first.url}/v1/vacancy/${vacancyId}/response/${applicant.id}`, {
      method: "POST",
      headers: { cookie: applicant.cookie },
    });
    expect(applied.status).toBe(200);
    const list = await get<{ list: { chatId: string }[] }>(`${second.url}/v1/chat/list`, employer.cookie);
    const chatId = list.list[0]?.chatId as string;

    const applicantSocket = await connectChat(first.url, applicant.cookie);
    const employerSocket = await connectChat(second.url, employer.cookie);
    sockets.push(applicantSocket, employerSocket);

    applicantSocket.send({ chatId, text: "Здравствуйте, я откликнулся", clientMsgId: "replica-1" });
    await expect.poll(() => employerSocket.events.message.length, { timeout: 10_000 }).toBe(1);
    const sent = employerSocket.events.message[0] as { id: string; senderRoleId: string };
    expect(sent).toMatchObject({ chatId, text: "Здравствуйте, я откликнулся", senderRoleId: applicant.id });

    employerSocket.send({ chatId, text: "Добрый день! Когда удобно созвониться?", clientMsgId: "replica-2" });
    await expect.poll(() => applicantSocket.events.message.length, { timeout: 10_000 }).toBe(1);
    expect(applicantSocket.events.message[0]).toMatchObject({ chatId, senderRoleId: employer.id });

    employerSocket.read({ chatId, upToId: sent.id });
    await expect.poll(() => applicantSocket.events.message_read.length, { timeout: 10_000 }).toBe(1);
    expect(applicantSocket.events.message_read[0]).toMatchObject({
      chatId,
      messageIds: [sent.id],
      readerId: employer.id,
    });
    // Both processes read the same database: the receipt is in either one's history.
    const history = await get<{ messages: unknown[] }>(`${first.url}/v1/chat/${chatId}`, applicant.cookie);
    expect(history.messages[0]).toMatchObject({ id: sent.id, readAt: expect.any(String) });
  });
});
