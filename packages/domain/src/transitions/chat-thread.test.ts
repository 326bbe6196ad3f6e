import { describe, expect, it } from "vitest";
import { type ChatMessage, toChatMessage } from "../mappers/chat";
import { acknowledgeMessage } from "./chat";
import {
  failMessage,
  mergeStoredMessages,
  newestStoredId,
  queueOwnMessage,
  replayStartId,
  retryMessage,
} from "./chat-thread";

const stored = (id: string, sentAt: string, overrides: Partial<ChatMessage> = {}): ChatMessage => ({
  id,
  chatId: "c1",
  text: `text ${id}`,
  senderId: "other",
  sentAt,
  readAt: null,
  status: "sent",
  ...overrides,
});

const draft = (clientMsgId: string, sentAt = "2025-10-28T10:05:00.000Z") => ({
  chatId: "c1",
  text: `mine ${clientMsgId}`,
  clientMsgId,
  senderId: "me",
  sentAt,
});

describe("own messages on their way", () => {
  it("several in flight are acknowledged by clientMsgId in any order", () => {
    let thread = queueOwnMessage(queueOwnMessage([], draft("a")), draft("b"));
    thread = acknowledgeMessage(thread, { clientMsgId: "b", id: "11", sentAt: "2025-10-28T10:05:02.000Z" });
    thread = acknowledgeMessage(thread, { clientMsgId: "a", id: "10", sentAt: "2025-10-28T10:05:01.000Z" });
    expect(thread.map((m) => [m.id, m.text, m.status])).toEqual([
      ["10", "mine a", "sent"],
      ["11", "mine b", "sent"],
    ]);
  });

  it("a failed message is sending again after a retry, under the same id", () => {
    const failed = failMessage(queueOwnMessage([], draft("a")), "a");
    expect(failed[0]?.status).toBe("failed");
    expect(retryMessage(failed, "a")[0]).toMatchObject({ id: "a", status: "sending" });
    // Only a sending message can fail, only a failed one be retried.
    expect(failMessage(acknowledgeMessage(failed, { clientMsgId: "a", id: "1", sentAt: "x" }), "a")).toEqual(
      failed,
    );
  });
});

describe("mergeStoredMessages", () => {
  it("places an older history page before the thread, sorted, without duplicates", () => {
    const thread = [stored("3", "2025-10-28T10:03:00.000Z"), stored("4", "2025-10-28T10:04:00.000Z")];
    const page = [stored("2", "2025-10-28T10:02:00.000Z"), stored("3", "2025-10-28T10:03:00.000Z")];
    expect(mergeStoredMessages(thread, page).map((m) => m.id)).toEqual(["2", "3", "4"]);
  });

  it("drops history entries without id or text and takes read status from readAt", () => {
    const dtos = [
      { id: null, chatId: "c1", text: "x", senderRoleId: "u", sentAt: "t" },
      { id: "5", chatId: "c1", text: "", senderRoleId: "u", sentAt: "t" },
      { id: "6", chatId: "c1", text: "ok", senderRoleId: "u", sentAt: "t", readAt: "t2" },
    ];
    const messages = dtos.map(toChatMessage).filter((m) => m !== null);
    expect(messages).toMatchObject([{ id: "6", status: "read", senderId: "u" }]);
  });

  it("a replayed copy of a local message replaces it; messages still on their way stay last", () => {
    let thread = queueOwnMessage([stored("1", "2025-10-28T10:00:00.000Z")], draft("a"));
    thread = failMessage(queueOwnMessage(thread, draft("b")), "b");
    const replayed = [
      stored("2", "2025-10-28T10:05:01.000Z", { senderId: "me", text: "mine a", clientMsgId: "a" }),
    ];
    const merged = mergeStoredMessages(thread, replayed);
    expect(merged.map((m) => [m.id, m.status])).toEqual([
      ["1", "sent"],
      ["2", "sent"],
      ["b", "failed"],
    ]);
    expect(newestStoredId(merged)).toBe("2");
  });

  it("keeps a read status a live event gave over an older copy", () => {
    const thread = [stored("1", "2025-10-28T10:00:00.000Z", { status: "read", readAt: "r" })];
    expect(mergeStoredMessages(thread, [stored("1", "2025-10-28T10:00:00.000Z")])[0]?.status).toBe("read");
  });

  it("a replay starts before the oldest own message still unread, so the read marks missed while away come back", () => {
    const thread = [
      stored("1", "2025-10-28T10:00:00.000Z"),
      stored("2", "2025-10-28T10:01:00.000Z", { senderId: "me", status: "read", readAt: "r" }),
      stored("3", "2025-10-28T10:02:00.000Z"),
      stored("4", "2025-10-28T10:03:00.000Z", { senderId: "me" }),
      stored("5", "2025-10-28T10:04:00.000Z", { senderId: "me" }),
    ];
    expect(replayStartId(thread, "me")).toBe("3");
    // The first message unread and mine: from the chat's start.
    expect(replayStartId(thread.slice(3), "me")).toBeUndefined();
    // All mine read (or none mine): after the newest stored message; a local one is skipped.
    const settled = queueOwnMessage(thread.slice(0, 3), draft("a"));
    expect(replayStartId(settled, "me")).toBe("3");
    expect(replayStartId([], "me")).toBeUndefined();
    // The replayed copy carries the read mark the thread missed.
    const replayed = [
      stored("4", "2025-10-28T10:03:00.000Z", { senderId: "me", status: "read", readAt: "r" }),
    ];
    expect(mergeStoredMessages(thread, replayed)[3]?.status).toBe("read");
  });
});
