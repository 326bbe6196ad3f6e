import { describe, expect, it } from "vitest";
import type { ChatMessageDto } from "../wire/chat";
import { normalizeHistoryPage, prependHistoryPage, toChatListItem, toChatMessage } from "./chat";

const dto = (overrides: Partial<ChatMessageDto>): ChatMessageDto => ({
  id: "m1",
  chatId: "c1",
  text: "Привет",
  senderRoleId: "u7",
  sentAt: "2025-10-28T10:00:00.000Z",
  readAt: null,
  ...overrides,
});

describe("toChatMessage", () => {
  it("takes senderId from senderRoleId and is sent until read", () => {
    expect(toChatMessage(dto({}))).toEqual({
      id: "m1",
      chatId: "c1",
      text: "Привет",
      senderId: "u7",
      sentAt: "2025-10-28T10:00:00.000Z",
      readAt: null,
      status: "sent",
    });
  });
  it("is read when readAt is set", () => {
    expect(toChatMessage(dto({ readAt: "2025-10-28T10:05:00.000Z" }))?.status).toBe("read");
  });
  it.each([{ id: null }, { id: "" }, { text: null }, { text: "" }, { id: undefined }])(
    "is null for %j",
    (overrides) => {
      expect(toChatMessage(dto(overrides))).toBeNull();
    },
  );
});

describe("toChatListItem", () => {
  it("defaults the company label to «Компания» and counts to 0", () => {
    expect(toChatListItem({ chatId: "c1" })).toEqual({
      chatId: "c1",
      companyName: "Компания",
      vacancyName: "",
      lastMessage: "",
      sentAt: null,
      unreadCount: 0,
      employerName: "",
    });
    expect(toChatListItem({ chatId: "c1", companyName: " " }).companyName).toBe("Компания");
  });
  it("keeps what the server sends", () => {
    expect(toChatListItem({ chatId: "c1", companyName: "Ромашка", unreadCount: 3 })).toMatchObject({
      companyName: "Ромашка",
      unreadCount: 3,
    });
  });
});

describe("history pages", () => {
  const page = [
    dto({ id: "m3", sentAt: "2025-10-28T10:03:00.000Z" }),
    dto({ id: "m1", sentAt: "2025-10-28T10:01:00.000Z" }),
    dto({ id: null, sentAt: "2025-10-28T10:00:00.000Z" }),
    dto({ id: "m2", sentAt: "2025-10-28T10:02:00.000Z", readAt: "2025-10-28T10:04:00.000Z" }),
    dto({ id: "m4", text: "", sentAt: "2025-10-28T10:04:00.000Z" }),
  ];
  it("drops entries without id or text and sorts ascending by time", () => {
    const messages = normalizeHistoryPage(page);
    expect(messages.map((message) => message.id)).toEqual(["m1", "m2", "m3"]);
    expect(messages.map((message) => message.status)).toEqual(["sent", "read", "sent"]);
  });
  it("sorts by instant, not by text (offsets differ)", () => {
    const messages = normalizeHistoryPage([
      dto({ id: "late", sentAt: "2025-10-28T12:00:00+03:00" }),
      dto({ id: "early", sentAt: "2025-10-28T08:30:00.000Z" }),
    ]);
    expect(messages.map((message) => message.id)).toEqual(["early", "late"]);
  });
  it("places an older page before existing messages, skipping known ids", () => {
    const existing = normalizeHistoryPage([dto({ id: "m5", sentAt: "2025-10-28T10:05:00.000Z" })]);
    const merged = prependHistoryPage(existing, [
      ...page,
      dto({ id: "m5", sentAt: "2025-10-28T10:05:00.000Z" }),
    ]);
    expect(merged.map((message) => message.id)).toEqual(["m1", "m2", "m3", "m5"]);
  });
});
