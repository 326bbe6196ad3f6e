/**
 * The live chat under 1 000 connected sockets on one gateway: message latency (send → the
 * sender's `message_ack`, and send → the other member's `message`) as p50/p99, and the
 * gateway process's resident memory per connected socket. It starts a gateway process of its
 * own (embedded PGlite in a temp dir, demo accounts seeded, the chat rate limit lifted), opens
 * the idle sockets as one demo user, then the demo applicant and employer talk in the chat of
 * a response, one message at a time.
 *
 *   pnpm --filter @rabota/gateway bench:chat
 *   BENCH_SOCKETS=2000 BENCH_MESSAGES=1000 pnpm --filter @rabota/gateway bench:chat
 *   BENCH_DATABASE_URL=postgres://postgres@127.0.0.1:5432/bench …   (an empty database)
 */
import type { ChildProcess } from "node:child_process";
import { mkdtempSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { DEMO_ACCOUNTS } from "../src/seed";
import { connectChat, type TestChatSocket } from "../src/testing/chat-socket";
import { signIn } from "../src/testing/server-process";
import { runBench, startGateway, stopGateway } from "./harness";

const SOCKETS = Number(process.env.BENCH_SOCKETS ?? 1000);
const MESSAGES = Number(process.env.BENCH_MESSAGES ?? 500);
const CONNECT_BATCH = 50;

/** The gateway's memory right after a full garbage collection (see memory-probe.ts). */
function memoryOf(child: ChildProcess): Promise<NodeJS.MemoryUsage> {
  return new Promise((resolve) => {
    child.once("message", (usage: unknown) => resolve(usage as NodeJS.MemoryUsage));
    child.send("memory");
  });
}

function percentile(sorted: readonly number[], p: number): number {
  return sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))] ?? Number.NaN;
}

const settle = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

async function json<T>(url: string, cookie: string, method = "GET"): Promise<T> {
  const response = await fetch(url, { method, headers: { cookie } });
  if (!response.ok) throw new Error(`${method} ${url}: ${response.status}`);
  return (await response.json()) as T;
}

/** Resolves when `socket` has heard `count` events of `name`. */
function waitForCount(socket: TestChatSocket, name: keyof TestChatSocket["events"], count: number) {
  return new Promise<void>((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error(`no ${name} #${count} within 10 s`)), 10_000);
    const check = () => {
      if (socket.events[name].length >= count) {
        clearTimeout(timer);
        socket.socket.off(name, check);
        resolve();
      }
    };
    socket.socket.on(name, check);
    check();
  });
}

async function main(): Promise<void> {
  const dataDir = mkdtempSync(join(tmpdir(), "rabota-bench-chat-"));
  const probe = new URL("./memory-probe.ts", import.meta.url).pathname;
  const { child, url } = await startGateway(
    dataDir,
    { RATE_LIMITS: "chat=100000000" },
    { nodeArgs: ["--expose-gc", "--import", "tsx", "--import", probe], ipc: true },
  );
  const sockets: TestChatSocket[] = [];
  try {
    const applicant = await signIn(url, DEMO_ACCOUNTS.applicant.email, DEMO_ACCOUNTS.applicant.password);
    const employer = await signIn(url, DEMO_ACCOUNTS.employer.email, DEMO_ACCOUNTS.employer.password);
    const idle = await signIn(url, DEMO_ACCOUNTS.requester.email, DEMO_ACCOUNTS.requester.password);
    const profile = await json<{ profile: { company: { id: string } } }>(
      `${url}/v1/profile/employer/${employer.id}`,
      employer.cookie,
    );
    const page = await json<{ vacancies: { id: string }[] }>(
      `${url}/v1/vacancy?filter.companyId=${profile.profile.company.id}&pageSize=1`,
      employer.cookie,
    );
    const vacancyId = page.vacancies[0]?.id as string;
    await json(`${url}/v1/vacancy/${vacancyId}/response/${applicant.id}`, applicant.cookie, "POST");
    const { chatId } = await json<{ chatId: string }>(
      `${url}/v1/chat/response/${vacancyId}/${applicant.id}`,
      employer.cookie,
      "POST",
    );

    const sender = await connectChat(url, applicant.cookie);
    const receiver = await connectChat(url, employer.cookie);
    sockets.push(sender, receiver);
    // Warm-up: the first messages pay for lazy compilation and cold caches.
    for (let index = 1; index <= 20; index += 1) {
      sender.send({ chatId, text: `Разогрев ${index}`, clientMsgId: `warm-${index}` });
      await waitForCount(receiver, "message", index);
    }
    const before = await memoryOf(child);

    process.stdout.write(`connecting ${SOCKETS} idle sockets…\n`);
    for (let start = 0; start < SOCKETS; start += CONNECT_BATCH) {
      const batch = Math.min(CONNECT_BATCH, SOCKETS - start);
      sockets.push(
        ...(await Promise.all(Array.from({ length: batch }, () => connectChat(url, idle.cookie)))),
      );
    }
    await settle(1_000);
    const after = await memoryOf(child);

    process.stdout.write(`sending ${MESSAGES} messages one at a time…\n`);
    const ackMs: number[] = [];
    const deliveryMs: number[] = [];
    const ackedBefore = sender.events.message_ack.length;
    const receivedBefore = receiver.events.message.length;
    for (let index = 1; index <= MESSAGES; index += 1) {
      const started = performance.now();
      const acked = waitForCount(sender, "message_ack", ackedBefore + index).then(() => {
        ackMs.push(performance.now() - started);
      });
      const delivered = waitForCount(receiver, "message", receivedBefore + index).then(() => {
        deliveryMs.push(performance.now() - started);
      });
      sender.send({ chatId, text: `Сообщение ${index}`, clientMsgId: `bench-${index}` });
      await Promise.all([acked, delivered]);
    }
    ackMs.sort((a, b) => a - b);
    deliveryMs.sort((a, b) => a - b);

    const mb = (bytes: number) => (bytes / 1024 / 1024).toFixed(1);
    const rows = [
      ["database", process.env.BENCH_DATABASE_URL ? "PostgreSQL (BENCH_DATABASE_URL)" : "embedded PGlite"],
      ["connected sockets", String(SOCKETS + 2)],
      ["messages", String(MESSAGES)],
      [
        "send → ack        p50 / p99",
        `${percentile(ackMs, 50).toFixed(1)} / ${percentile(ackMs, 99).toFixed(1)} ms`,
      ],
      [
        "send → delivered  p50 / p99",
        `${percentile(deliveryMs, 50).toFixed(1)} / ${percentile(deliveryMs, 99).toFixed(1)} ms`,
      ],
      ["gateway RSS before / after sockets", `${mb(before.rss)} / ${mb(after.rss)} MB`],
      ["gateway heap before / after sockets", `${mb(before.heapUsed)} / ${mb(after.heapUsed)} MB`],
      ["RSS per connected socket", `${((after.rss - before.rss) / SOCKETS / 1024).toFixed(1)} kB`],
      [
        "heap + external per connected socket",
        `${((after.heapUsed + after.external - before.heapUsed - before.external) / SOCKETS / 1024).toFixed(1)} kB`,
      ],
    ];
    const width = Math.max(...rows.map(([name]) => (name as string).length));
    process.stdout.write(
      `\n${rows.map(([name, value]) => `  ${(name as string).padEnd(width)}  ${value}`).join("\n")}\n`,
    );
  } finally {
    for (const socket of sockets) socket.close();
    await stopGateway(child, dataDir);
  }
}

runBench(main);
