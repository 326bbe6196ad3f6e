import type { ChatMessageDto, ChatMessageReadEvent } from "@rabota/domain/wire/chat";
import { afterEach, describe, expect, inject, it } from "vitest";
import { browserLikeClient, DEMO_APPLICANT } from "../testing/real-gateway";
import { type ChatConnectionState, ChatSendError, type ChatSocket, createChatSocket } from "./socket-client";

const DEMO_SUPPORT = { email: "support@rabota.demo", password: "Rabota2025!" } as const;

/** A hang guard for each wait, far above a slow run (a poll ends as soon as its condition holds). */
const POLL_GUARD_MS = 60_000;

// The shared test gateway's access tokens live 2 s: every socket here meets TOKEN_EXPIRED at
// its handshakes and is closed by the server when its token runs out, so refresh-and-reconnect
// is exercised all the time.
describe("the chat socket client against the real gateway", () => {
  const opened: ChatSocket[] = [];
  afterEach(() => {
    for (const socket of opened.splice(0)) socket.disconnect();
  });

  async function signedInSocket(account: { email: string; password: string }) {
    const browser = browserLikeClient(inject("gatewayUrl"));
    const auth = await browser.client.auth.login(account);
    const socket = createChatSocket({
      baseUrl: inject("gatewayUrl"),
      api: browser.client,
      cookieHeader: browser.cookieHeader,
      socketOptions: { transports: ["websocket"] },
    });
    opened.push(socket);
    const states: ChatConnectionState[] = [];
    const messages: ChatMessageDto[] = [];
    const reads: ChatMessageReadEvent[] = [];
    socket.subscribe({
      state: (state) => states.push(state),
      message: (message) => messages.push(message),
      read: (read) => reads.push(read),
    });
    socket.connect();
    return { ...browser, auth, socket, states, messages, reads };
  }

  /** What a client knows of a chat: live messages and a replay after each reconnect, by id. */
  async function known(side: { socket: ChatSocket; messages: ChatMessageDto[] }, chatId: string) {
    const replayed = await side.socket.replay(chatId);
    return new Set([...side.messages, ...replayed].map((message) => message.id));
  }

  it("sends, delivers and reads across an expiring session; replays what was missed", async () => {
    const user = await signedInSocket(DEMO_APPLICANT);
    const operator = await signedInSocket(DEMO_SUPPORT);
    const chatId = (await user.client.chat.getList()).support?.chatId as string;
    expect(chatId).toBeTruthy();
    await expect.poll(() => user.socket.state, { timeout: POLL_GUARD_MS }).toBe("connected");
    await expect.poll(() => operator.socket.state, { timeout: POLL_GUARD_MS }).toBe("connected");

    const ack = await user.socket.send(chatId, "  Не приходит код подтверждения  ");
    expect(ack).toMatchObject({ chatId, id: expect.any(String), clientMsgId: expect.any(String) });
    // A retry under the same clientMsgId is acknowledged with the same id.
    expect((await user.socket.send(chatId, "Не приходит код подтверждения", ack.clientMsgId)).id).toBe(
      ack.id,
    );
    await expect.poll(() => known(operator, chatId), { timeout: POLL_GUARD_MS }).toContain(ack.id);

    await user.untilAccessExpires("/v1/chat/list");
    const reply = await operator.socket.send(chatId, "Проверьте папку «Спам»");
    await expect.poll(() => known(user, chatId), { timeout: POLL_GUARD_MS }).toContain(reply.id);
    expect(user.refreshes.count + operator.refreshes.count).toBeGreaterThan(0);
    expect(user.states).toContain("connected");
    expect(user.expired.count).toBe(0);

    user.socket.markRead(chatId, reply.id);
    // The sender sees its message read.
    const readAtOfReply = async () =>
      (await operator.client.chat.getHistory(chatId)).messages.find((message) => message.id === reply.id)
        ?.readAt;
    await expect.poll(readAtOfReply, { timeout: POLL_GUARD_MS }).toEqual(expect.any(String));
    expect((await user.client.chat.getSummary()).unread).toBe(0);

    const replay = await user.socket.replay(chatId, ack.id);
    expect(replay.map((message) => message.id)).toEqual([reply.id]);
  });

  it("comes back by itself after a refresh that got no answer (the session lives on)", async () => {
    const browser = browserLikeClient(inject("gatewayUrl"));
    await browser.client.auth.login(DEMO_APPLICANT);
    // The first refresh the socket asks for goes unanswered, as on a dropped network.
    let unanswered = 1;
    const session = {
      refresh: async () => (unanswered-- > 0 ? false : browser.client.session.refresh()),
    };
    const socket = createChatSocket({
      baseUrl: inject("gatewayUrl"),
      api: { chat: browser.client.chat, session },
      cookieHeader: browser.cookieHeader,
      socketOptions: { transports: ["websocket"] },
    });
    opened.push(socket);
    const states: ChatConnectionState[] = [];
    socket.subscribe({ state: (state) => states.push(state) });
    socket.connect();
    // The 2 s token runs out, the failed refresh leaves the socket unauthorized, the retry
    // refreshes and connects again.
    await expect
      .poll(() => states.includes("unauthorized") && socket.state === "connected", { timeout: POLL_GUARD_MS })
      .toBe(true);
    expect(unanswered).toBeLessThan(0);
  });

  it("closes when the device goes offline, queues a send, and connects again when it is back", async () => {
    const browser = browserLikeClient(inject("gatewayUrl"));
    await browser.client.auth.login(DEMO_APPLICANT);
    const chatId = (await browser.client.chat.getList()).support?.chatId as string;
    const network = new EventTarget();
    const socket = createChatSocket({
      baseUrl: inject("gatewayUrl"),
      api: browser.client,
      cookieHeader: browser.cookieHeader,
      // Long polling, whose request in flight outlives the network: only the event tells.
      socketOptions: { transports: ["polling"] },
      network,
    });
    opened.push(socket);
    socket.connect();
    await expect.poll(() => socket.state, { timeout: POLL_GUARD_MS }).toBe("connected");

    network.dispatchEvent(new Event("offline"));
    expect(socket.state).toBe("disconnected");
    const sent = socket.send(chatId, "Написано без сети");
    network.dispatchEvent(new Event("online"));
    const ack = await sent;
    expect(ack).toMatchObject({ chatId, id: expect.any(String) });
  });

  it("refuses a blank or oversize text before sending", async () => {
    const user = await signedInSocket(DEMO_APPLICANT);
    await expect(user.socket.send("any", "   ")).rejects.toBeInstanceOf(ChatSendError);
    await expect(user.socket.send("any", "я".repeat(4001))).rejects.toMatchObject({ code: "VALIDATION" });
  });

  it("rejects a send to a chat the user does not belong to with FORBIDDEN", async () => {
    const user = await signedInSocket(DEMO_APPLICANT);
    await expect.poll(() => user.socket.state, { timeout: POLL_GUARD_MS }).toBe("connected");
    await expect(user.socket.send("00000000-0000-4000-8000-000000000000", "Привет")).rejects.toMatchObject({
      code: "FORBIDDEN",
      message: "Нет доступа к этому чату",
    });
  });
});
