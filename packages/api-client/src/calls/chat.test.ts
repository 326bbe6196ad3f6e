import { createServer } from "node:http";
import type { AddressInfo } from "node:net";
import { describe, expect, it } from "vitest";
import { createApiClient } from "../client";

/** An origin where nothing listens any more: every call gets no answer (status 0). */
async function closedOrigin(): Promise<string> {
  const server = createServer();
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  await new Promise<void>((resolve) => server.close(() => resolve()));
  return origin;
}

describe("the chat's reads", () => {
  it("fail without sending the app to its error page: the chat shows their failure itself", async () => {
    const fatal: number[] = [];
    const client = createApiClient({ baseUrl: await closedOrigin(), onFatalStatus: (s) => fatal.push(s) });
    const chatId = "00000000-0000-4000-8000-000000000000";
    for (const read of [
      () => client.chat.getSummary(),
      () => client.chat.getList(),
      () => client.chat.getHistory(chatId),
      () => client.chat.getMessagesAfter(chatId),
    ]) {
      await expect(read()).rejects.toMatchObject({ code: "NETWORK", status: 0 });
    }
    expect(fatal).toEqual([]);
  });
});
