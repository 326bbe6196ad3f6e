import type { ChatSocketListener } from "@rabota/api-client/chat";
import type { ChatMessageAckEvent, ChatMessageDto } from "@rabota/domain/wire/chat";
import { describe, expect, it, vi } from "vitest";
import { type ChatApi, type ChatLive, createChatStore } from "./chat-store";

const dto = (id: string, overrides: Partial<ChatMessageDto> = {}): ChatMessageDto => ({
  id,
  chatId: "c1",
  text: `text ${id}`,
  senderRoleId: "employer-user",
  sentAt: `2025-10-28T10:${id.padStart(2, "0")}:00.000Z`,
  readAt: null,
  ...overrides,
});

function fakeApi(): ChatApi {
  return {
    getSummary: vi.fn(async () => ({ enabled: true, unread: 3 })),
    getList: vi.fn(async () => ({
      support: { chatId: "s1", kind: "support" as const, unreadCount: 0 },
      list: [
        { chatId: "c1", companyName: "Ромашка", vacancyName: "Повар", unreadCount: 2 },
        { chatId: "c2", companyName: null, unreadCount: 1 },
      ],
      page: 1,
      perPage: 20,
      hasNext: false,
    })),
    getHistory: vi.fn(async (_chatId: string, query?: { page?: number }) =>
      query?.page === 1
        ? { messages: [dto("1"), dto("2")], page: 1, perPage: 50, hasNext: false }
        : { messages: [dto("2"), dto("3"), dto("4")], page: 0, perPage: 50, hasNext: true },
    ),
    openForResponse: vi.fn(async () => "c9"),
  };
}

/** A live connection the test drives: acks and refusals on demand, events pushed in. */
function fakeLive() {
  let listener: ChatSocketListener = {};
  const sends = new Map<
    string,
    { resolve: (ack: ChatMessageAckEvent) => void; reject: (e: Error) => void }
  >();
  const live: ChatLive = {
    connect: vi.fn(async (l: ChatSocketListener) => {
      listener = l;
      l.state?.("connected");
    }),
    disconnect: vi.fn(),
    send: vi.fn((_chatId: string, _text: string, clientMsgId: string) => {
      return new Promise<ChatMessageAckEvent>((resolve, reject) =>
        sends.set(clientMsgId, { resolve, reject }),
      );
    }),
    markRead: vi.fn(),
    replay: vi.fn(async () => []),
  };
  return {
    live,
    push: (message: ChatMessageDto) => listener.message?.(message),
    read: (event: { chatId: string; messageIds: string[]; readAt?: string; readerId?: string }) =>
      listener.read?.(event),
    ack: (clientMsgId: string, id: string) =>
      sends.get(clientMsgId)?.resolve({ clientMsgId, id, chatId: "c1", sentAt: "2025-10-28T11:00:00.000Z" }),
    refuse: (clientMsgId: string, error: Error = new Error("TIMEOUT")) =>
      sends.get(clientMsgId)?.reject(error),
    /** The connection drops and comes back (a token refresh does that every few minutes). */
    reconnect: () => {
      listener.state?.("disconnected");
      listener.state?.("connected");
    },
  };
}

async function started() {
  const api = fakeApi();
  const socket = fakeLive();
  const store = createChatStore({ api, live: socket.live });
  await store.getState().actions.start("applicant-user", "applicant");
  return { api, socket, store, actions: store.getState().actions };
}

const flush = () => new Promise((resolve) => setTimeout(resolve, 0));

describe("the chat store", () => {
  it("starts with the summary, the support chat first (with its kind) and «Компания» for a chat without one", async () => {
    const { store } = await started();
    const { chats, unreadTotal, listStatus } = store.getState();
    expect(listStatus).toBe("succeeded");
    expect(unreadTotal).toBe(3);
    expect(chats.map((chat) => [chat.chatId, chat.kind, chat.companyName])).toEqual([
      ["s1", "support", "Компания"],
      ["c1", "response", "Ромашка"],
      ["c2", "response", "Компания"],
    ]);
  });

  it("opening a chat resets its unread count, loads the newest page and marks it read; older pages go before", async () => {
    const { store, actions, socket } = await started();
    await actions.openChat("c1");
    expect(store.getState().chats.find((chat) => chat.chatId === "c1")?.unreadCount).toBe(0);
    expect(store.getState().unreadTotal).toBe(1);
    expect(socket.live.markRead).toHaveBeenLastCalledWith("c1", "4");
    await actions.loadOlder("c1");
    expect(store.getState().messages.c1?.map((m) => m.id)).toEqual(["1", "2", "3", "4"]);
    expect(store.getState().threads.c1).toMatchObject({
      currentPage: 1,
      hasMore: false,
      status: "succeeded",
    });
  });

  it("several messages in flight are acknowledged by clientMsgId, whatever the order", async () => {
    const { store, actions, socket } = await started();
    await actions.openChat("c1");
    actions.send("c1", "первое");
    actions.send("c1", "второе");
    const [first, second] = (store.getState().messages.c1 ?? []).slice(-2).map((m) => m.id);
    socket.ack(second as string, "11");
    socket.ack(first as string, "10");
    await flush();
    expect(
      store
        .getState()
        .messages.c1?.slice(-2)
        .map((m) => [m.text, m.id, m.status]),
    ).toEqual([
      ["первое", "10", "sent"],
      ["второе", "11", "sent"],
    ]);
    expect(store.getState().chats.find((chat) => chat.chatId === "c1")?.lastMessage).toBe("второе");
  });

  it("a refused send is «failed» until a retry goes out under the same clientMsgId", async () => {
    const { store, actions, socket } = await started();
    await actions.openChat("c1");
    actions.send("c1", "не уйдёт");
    const id = store.getState().messages.c1?.at(-1)?.id as string;
    socket.refuse(id);
    await flush();
    expect(store.getState().messages.c1?.at(-1)?.status).toBe("failed");
    actions.retry("c1", id);
    expect(socket.live.send).toHaveBeenLastCalledWith("c1", "не уйдёт", id);
    expect(store.getState().messages.c1?.at(-1)?.status).toBe("sending");
    socket.ack(id, "12");
    await flush();
    expect(store.getState().messages.c1?.at(-1)).toMatchObject({ id: "12", status: "sent" });
  });

  it("a message refused for sending too fast says how long to wait, until one goes through", async () => {
    const { store, actions, socket } = await started();
    await actions.openChat("c1");
    actions.send("c1", "слишком быстро");
    const id = store.getState().messages.c1?.at(-1)?.id as string;
    const limited = Object.assign(new Error("Слишком много запросов. Повторите через 12 секунд."), {
      code: "RATE_LIMITED",
    });
    socket.refuse(id, limited);
    await flush();
    expect(store.getState().sendNotice).toBe("Слишком много запросов. Повторите через 12 секунд.");
    actions.retry("c1", id);
    socket.ack(id, "13");
    await flush();
    expect(store.getState().sendNotice).toBeNull();
  });

  it("a live message in another chat raises its unread count and leaves a notice; in the open chat it is read", async () => {
    const { store, actions, socket } = await started();
    await actions.openChat("c1");
    socket.push(dto("20", { chatId: "c2", text: "Приглашаем на собеседование" }));
    expect(store.getState().chats.find((chat) => chat.chatId === "c2")).toMatchObject({
      unreadCount: 2,
      lastMessage: "Приглашаем на собеседование",
    });
    expect(store.getState().unreadTotal).toBe(2);
    expect(store.getState().incoming).toMatchObject({ chatId: "c2", title: "Компания" });

    socket.push(dto("21", { chatId: "c1" }));
    socket.push(dto("21", { chatId: "c1" }));
    expect(store.getState().messages.c1?.filter((m) => m.id === "21")).toHaveLength(1);
    expect(store.getState().chats.find((chat) => chat.chatId === "c1")?.unreadCount).toBe(0);
    expect(socket.live.markRead).toHaveBeenLastCalledWith("c1", "21");
  });

  it("the other side's read event turns own messages ✓✓", async () => {
    const { store, actions, socket } = await started();
    await actions.openChat("c1");
    actions.send("c1", "прочтите");
    const id = store.getState().messages.c1?.at(-1)?.id as string;
    socket.ack(id, "30");
    await flush();
    socket.read({
      chatId: "c1",
      messageIds: ["30"],
      readAt: "2025-10-28T12:00:00.000Z",
      readerId: "employer-user",
    });
    expect(store.getState().messages.c1?.at(-1)).toMatchObject({
      status: "read",
      readAt: "2025-10-28T12:00:00.000Z",
    });
  });

  it("a read mark missed while the socket was away comes back with the replay after the reconnect", async () => {
    const { store, actions, socket } = await started();
    await actions.openChat("c1");
    actions.send("c1", "прочтите");
    const id = store.getState().messages.c1?.at(-1)?.id as string;
    socket.ack(id, "30");
    await flush();
    const readAt = "2025-10-28T12:00:00.000Z";
    vi.mocked(socket.live.replay).mockResolvedValueOnce([
      dto("30", {
        senderRoleId: "applicant-user",
        text: "прочтите",
        sentAt: "2025-10-28T11:00:00.000Z",
        readAt,
      }),
    ]);
    socket.reconnect();
    await vi.waitFor(
      () => expect(store.getState().messages.c1?.at(-1)).toMatchObject({ status: "read", readAt }),
      { timeout: 60_000 },
    );
    // The replay started before the own unread message, not after the newest one.
    expect(socket.live.replay).toHaveBeenCalledWith("c1", "4");
  });

  it("with the chat off it neither connects nor loads the list", async () => {
    const api = fakeApi();
    api.getSummary = vi.fn(async () => ({ enabled: false, unread: 0 }));
    const socket = fakeLive();
    const store = createChatStore({ api, live: socket.live });
    await store.getState().actions.start("u", "applicant");
    expect(store.getState().enabled).toBe(false);
    expect(socket.live.connect).not.toHaveBeenCalled();
    expect(api.getList).not.toHaveBeenCalled();
  });
});
