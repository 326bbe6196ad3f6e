import { describe, expect, it } from "vitest";
import type { ChatListItem, ChatMessage } from "../mappers/chat";
import {
  acknowledgeMessage,
  type LiveChatState,
  markMessagesRead,
  receiveLiveMessage,
  selectChat,
} from "./chat";

const chat = (chatId: string, unreadCount = 0): ChatListItem => ({
  chatId,
  kind: "response",
  companyName: "Компания",
  vacancyName: "",
  lastMessage: "",
  sentAt: null,
  unreadCount,
  employerName: "",
  applicantName: "",
});

const message = (overrides: Partial<ChatMessage>): ChatMessage => ({
  id: "m1",
  chatId: "c1",
  text: "Здравствуйте",
  senderId: "other",
  sentAt: "2025-10-28T10:00:00.000Z",
  readAt: null,
  status: "sent",
  ...overrides,
});

describe("selectChat", () => {
  it("resets the unread count of the selected chat only", () => {
    expect(selectChat([chat("c1", 3), chat("c2", 2)], "c1").map((c) => c.unreadCount)).toEqual([0, 2]);
  });
});

describe("receiveLiveMessage", () => {
  const state: LiveChatState = { chats: [chat("c1", 1), chat("c2")], messages: {}, selectedChatId: "c2" };

  it("adds a message from another user, updates the preview and raises unread", () => {
    const next = receiveLiveMessage(state, message({}), "me");
    expect(next.messages.c1?.map((m) => m.id)).toEqual(["m1"]);
    expect(next.chats[0]).toMatchObject({
      lastMessage: "Здравствуйте",
      sentAt: "2025-10-28T10:00:00.000Z",
      unreadCount: 2,
    });
  });
  it("does not raise unread for the selected chat", () => {
    const next = receiveLiveMessage(state, message({ chatId: "c2" }), "me");
    expect(next.chats[1]?.unreadCount).toBe(0);
    expect(next.chats[1]?.lastMessage).toBe("Здравствуйте");
  });
  it("ignores a duplicate id", () => {
    const once = receiveLiveMessage(state, message({}), "me");
    expect(receiveLiveMessage(once, message({}), "me")).toBe(once);
  });
  it("shows the user's own message from another tab without raising unread", () => {
    const next = receiveLiveMessage(state, message({ senderId: "me" }), "me");
    expect(next.messages.c1?.map((m) => m.id)).toEqual(["m1"]);
    expect(next.chats[0]?.unreadCount).toBe(1);
  });
  it("leaves the echo of a message still sending here to its acknowledgement", () => {
    const sending = {
      ...state,
      messages: { c1: [message({ id: "k1", senderId: "me", status: "sending" })] },
    };
    expect(receiveLiveMessage(sending, message({ id: "m9", senderId: "me" }), "me", "k1")).toBe(sending);
  });
});

describe("acknowledgeMessage", () => {
  it("turns the message sent under the client's id into sent with the server id and time", () => {
    const thread = [
      message({ id: "k1", status: "sending", senderId: "me" }),
      message({ id: "m2", status: "sent" }),
      message({ id: "k2", status: "sending", senderId: "me" }),
    ];
    const next = acknowledgeMessage(thread, {
      clientMsgId: "k1",
      id: "srv-9",
      sentAt: "2025-10-28T11:00:00.000Z",
    });
    expect(next.map((m) => [m.id, m.status])).toEqual([
      ["srv-9", "sent"],
      ["m2", "sent"],
      ["k2", "sending"],
    ]);
    expect(next[0]?.sentAt).toBe("2025-10-28T11:00:00.000Z");
  });
  it("changes nothing for an unknown client id", () => {
    const thread = [message({})];
    expect(acknowledgeMessage(thread, { clientMsgId: "x", id: "y", sentAt: "t" })).toEqual(thread);
  });
});

describe("markMessagesRead", () => {
  it("marks the listed ids read", () => {
    const thread = [message({ id: "a" }), message({ id: "b" }), message({ id: "c" })];
    const next = markMessagesRead(thread, ["a", "c"], "2025-10-28T12:00:00.000Z");
    expect(next.map((m) => m.status)).toEqual(["read", "sent", "read"]);
    expect(next[0]?.readAt).toBe("2025-10-28T12:00:00.000Z");
    expect(next[1]?.readAt).toBeNull();
  });
});
