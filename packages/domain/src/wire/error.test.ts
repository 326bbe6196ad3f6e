import { describe, expect, it } from "vitest";
import { z } from "zod";
import { errorBodySchema, parseErrorBody, toErrorIssues } from "./error";

describe("errorBodySchema", () => {
  it("accepts { message } and { message, code, issues }", () => {
    expect(errorBodySchema.parse({ message: "user not found" })).toEqual({ message: "user not found" });
    const full = { message: "bad input", code: "VALIDATION", issues: [{ path: ["email"], message: "x" }] };
    expect(errorBodySchema.parse(full)).toEqual(full);
  });
  it("rejects a body without a message or with an unknown code", () => {
    expect(errorBodySchema.safeParse({}).success).toBe(false);
    expect(errorBodySchema.safeParse({ message: "x", code: "TEAPOT" }).success).toBe(false);
  });
});

describe("parseErrorBody", () => {
  it("reads the message and keeps a known code", () => {
    expect(parseErrorBody({ message: "code expired", code: "GONE" })).toEqual({
      message: "code expired",
      code: "GONE",
    });
  });
  it("drops an unknown code and malformed issues but keeps the message", () => {
    expect(parseErrorBody({ message: "x", code: "TEAPOT", issues: "nope" })).toEqual({ message: "x" });
  });
  it.each([null, "text", 42, { error: "x" }, { message: 1 }])("is null for %j", (value) => {
    expect(parseErrorBody(value)).toBeNull();
  });
});

describe("toErrorIssues", () => {
  it("turns zod issues into wire issues", () => {
    const result = z.object({ user: z.object({ email: z.string() }) }).safeParse({ user: { email: 1 } });
    expect(result.success).toBe(false);
    const issues = toErrorIssues(result.error?.issues ?? []);
    expect(issues).toHaveLength(1);
    expect(issues[0]).toMatchObject({ path: ["user", "email"], code: "invalid_type" });
    expect(errorBodySchema.safeParse({ message: "bad", issues }).success).toBe(true);
  });
  it("describes symbol keys", () => {
    expect(toErrorIssues([{ path: [Symbol("k"), 0], message: "m" }])).toEqual([
      { path: ["k", 0], message: "m" },
    ]);
  });
});
