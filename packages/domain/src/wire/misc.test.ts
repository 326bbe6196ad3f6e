import { describe, expect, it } from "vitest";
import {
  chatHistoryQuerySchema,
  chatListQuerySchema,
  chatMessageDtoSchema,
  sendChatMessageSchema,
} from "./chat";
import { contestScoreResponseSchema, EMPTY_CONTEST_SCORE } from "./contest";
import { getEmployerProfileResponseSchema, updateEmployerProfileRequestSchema } from "./employer";
import { fileNameSchema, isAcceptableAvatar, uploadFileRequestSchema } from "./files";
import { importCountsResponseSchema, importVacanciesRequestSchema } from "./import";
import {
  profileTestKind,
  testAnswerRequestSchema,
  testSessionResponseSchema,
  vacancyTestSessionRequestSchema,
} from "./tests";

describe("employer profile", () => {
  const company = { id: "c1", companyName: "Ромашка" };
  const body = { name: "Пётр", surname: "Петров", position: "HR", company };
  it("accepts a whole profile and checks the contact person", () => {
    expect(updateEmployerProfileRequestSchema.safeParse(body).success).toBe(true);
    expect(updateEmployerProfileRequestSchema.safeParse({ ...body, phone: "8 999 123 45 67" }).success).toBe(
      true,
    );
    expect(updateEmployerProfileRequestSchema.safeParse({ ...body, phone: "12345" }).success).toBe(false);
    expect(updateEmployerProfileRequestSchema.safeParse({ ...body, name: "пётр" }).success).toBe(false);
  });
  it("checks the company's site and requires its name", () => {
    expect(
      updateEmployerProfileRequestSchema.safeParse({
        ...body,
        company: { ...company, website: "romashka.ru" },
      }).success,
    ).toBe(true);
    expect(
      updateEmployerProfileRequestSchema.safeParse({ ...body, company: { ...company, website: "romashka" } })
        .success,
    ).toBe(false);
    expect(
      updateEmployerProfileRequestSchema.safeParse({ ...body, company: { id: "c1", companyName: "" } })
        .success,
    ).toBe(false);
  });
  it("answers { profile } with contact person and company", () => {
    const profile = {
      id: "e1",
      name: "Пётр",
      surname: "Петров",
      email: "p@r.ru",
      companyAccess: "active",
      company: { ...company, logoUrl: null },
    };
    expect(getEmployerProfileResponseSchema.parse({ profile }).profile.company.companyName).toBe("Ромашка");
  });
});

describe("files", () => {
  const request = { fileType: "FILE_TYPE_AVATAR", parentStructId: "p1", fileName: "me.png" };
  it("accepts an avatar upload request", () => {
    expect(
      uploadFileRequestSchema.safeParse({ ...request, contentType: "image/png", size: 1000 }).success,
    ).toBe(true);
  });
  it.each([
    ["a non-image", { contentType: "application/pdf" }],
    ["an oversized file", { size: 6 * 1024 * 1024 }],
    ["an unknown file type", { fileType: "FILE_TYPE_CV" }],
    ["a path in the name", { fileName: "../../etc/passwd" }],
  ])("rejects %s", (_label, patch) => {
    expect(uploadFileRequestSchema.safeParse({ ...request, ...patch }).success).toBe(false);
  });
  it("file names refuse separators, control characters and dot names", () => {
    expect(fileNameSchema.safeParse("фото.jpg").success).toBe(true);
    expect(fileNameSchema.safeParse("a\\b.png").success).toBe(false);
    expect(fileNameSchema.safeParse("a\nb.png").success).toBe(false);
    expect(fileNameSchema.safeParse("..").success).toBe(false);
  });
  it("isAcceptableAvatar checks type and size", () => {
    expect(isAcceptableAvatar("image/JPEG", 1)).toBe(true);
    expect(isAcceptableAvatar("image/svg+xml", 1)).toBe(false);
    expect(isAcceptableAvatar("image/png", 0)).toBe(false);
    expect(isAcceptableAvatar("image/png", 5 * 1024 * 1024 + 1)).toBe(false);
  });
});

describe("tests", () => {
  it.each([
    ["QUALITY_TEST", "characteristics"],
    ["personal_quality", "characteristics"],
    ["SKILL_JS", "skill"],
    ["LOGIC", null],
  ])("%s -> %s", (type, kind) => {
    expect(profileTestKind(type)).toBe(kind);
  });
  it("session request and answer", () => {
    expect(vacancyTestSessionRequestSchema.safeParse({ vacancyId: "v1", testName: "JS" }).success).toBe(true);
    expect(vacancyTestSessionRequestSchema.safeParse({ vacancyId: "v1", testName: "" }).success).toBe(false);
    expect(testSessionResponseSchema.parse({ testUrl: "https://t.example/x" }).testUrl).toBe(
      "https://t.example/x",
    );
  });
});

describe("contest", () => {
  it("reads scores and coefficients", () => {
    const body = { fullScore: 81.5, vacanciesCoefficients: { v1: 0.9 }, profileScore: 40, logicScore: 41.5 };
    expect(contestScoreResponseSchema.parse(body)).toEqual(body);
  });
  it("a score that failed to load reads as zeros and no coefficients, and cannot be changed (§4)", () => {
    expect(EMPTY_CONTEST_SCORE).toEqual({
      fullScore: 0,
      vacanciesCoefficients: {},
      profileScore: 0,
      logicScore: 0,
    });
    expect(Object.isFrozen(EMPTY_CONTEST_SCORE)).toBe(true);
  });
});

describe("import", () => {
  it("counts are non-negative integers", () => {
    expect(importCountsResponseSchema.parse({ active: 3, archived: 0 })).toEqual({ active: 3, archived: 0 });
    expect(importCountsResponseSchema.safeParse({ active: -1, archived: 0 }).success).toBe(false);
  });
  it("import takes the code, exactly one folder and the company id", () => {
    const body = { hhCode: "abc", folders: ["VACANCY_STATUS_ACTIVE"], company: { id: "c1" } };
    expect(importVacanciesRequestSchema.safeParse(body).success).toBe(true);
    expect(importVacanciesRequestSchema.safeParse({ ...body, folders: [] }).success).toBe(false);
    expect(importVacanciesRequestSchema.safeParse({ ...body, company: {} }).success).toBe(false);
  });
});

describe("chat", () => {
  it("list pages default to page 1 of 20 chats, history pages to page 0 of 50 messages (§9)", () => {
    expect(chatListQuerySchema.parse({})).toEqual({ type: "all", page: 1, perPage: 20 });
    expect(chatListQuerySchema.safeParse({ type: "archived" }).success).toBe(false);
    expect(chatHistoryQuerySchema.parse({})).toEqual({ page: 0, perPage: 50 });
    expect(chatHistoryQuerySchema.parse({ page: "2", perPage: "10" })).toEqual({ page: 2, perPage: 10 });
  });
  it("messages may lack id or text on the wire (the mapper drops them)", () => {
    expect(chatMessageDtoSchema.safeParse({ chatId: "c", senderRoleId: "u", sentAt: "t" }).success).toBe(
      true,
    );
  });
  it("sending needs a non-blank text of at most 4000 characters and the client's message id", () => {
    const send = { chatId: "c", clientMsgId: "k1" };
    expect(sendChatMessageSchema.safeParse({ ...send, text: "  " }).success).toBe(false);
    expect(sendChatMessageSchema.safeParse({ ...send, text: "я".repeat(4001) }).success).toBe(false);
    expect(sendChatMessageSchema.safeParse({ ...send, text: "я".repeat(4000) }).success).toBe(true);
    expect(sendChatMessageSchema.safeParse({ chatId: "c", text: "Привет" }).success).toBe(false);
    expect(sendChatMessageSchema.parse({ ...send, text: " Привет " }).text).toBe("Привет");
  });
});

describe("test sittings", () => {
  it("an answer is one option position; a sitting's start names a test", () => {
    expect(testAnswerRequestSchema.safeParse({ option: 2 }).success).toBe(true);
    expect(testAnswerRequestSchema.safeParse({ option: -1 }).success).toBe(false);
    expect(testAnswerRequestSchema.safeParse({ option: 1, correct: 1 }).success).toBe(false);
    expect(
      testSessionResponseSchema.parse({
        testUrl: "/tests/s1",
        sessionId: "s1",
        testStatus: "TEST_STATUS_COMPLETED",
      }),
    ).toEqual({
      testUrl: "/tests/s1",
      sessionId: "s1",
      testStatus: "TEST_STATUS_COMPLETED",
    });
  });
});
