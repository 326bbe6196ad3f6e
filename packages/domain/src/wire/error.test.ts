import { describe, expect, it } from "vitest";
import { z } from "zod";
import { describeErrorResponse, errorBodySchema, toErrorIssues } from "./error";

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

describe("describeErrorResponse", () => {
  it("takes the JSON body's message, keeps it as the server's words, and lists valid issues", () => {
    const body = { message: "bad input", code: "VALIDATION", issues: [{ path: ["email"], message: "x" }] };
    expect(describeErrorResponse(400, JSON.stringify(body))).toEqual({
      code: "VALIDATION",
      message: "bad input",
      serverMessage: "bad input",
      issues: [{ path: ["email"], message: "x" }],
    });
  });
  it("drops malformed issues but keeps the message", () => {
    expect(describeErrorResponse(409, '{"message":"x","issues":"nope"}')).toMatchObject({
      code: "CONFLICT",
      message: "x",
      issues: [],
    });
  });
  it("falls back to a plain-text body, then to the status", () => {
    expect(describeErrorResponse(502, " bad gateway ")).toMatchObject({
      code: "UNKNOWN",
      message: "bad gateway",
      serverMessage: null,
    });
    expect(describeErrorResponse(503, "")).toMatchObject({ message: "Request failed with status 503" });
    expect(describeErrorResponse(404, '{"error":"x"}')).toMatchObject({ message: '{"error":"x"}' });
  });
  it("never shows markup (a proxy's HTML page, an object store's XML) as the message", () => {
    expect(describeErrorResponse(502, "<html><body>Bad Gateway</body></html>").message).toBe(
      "Request failed with status 502",
    );
    expect(describeErrorResponse(403, "<?xml version='1.0'?><Error/>").message).toBe(
      "Request failed with status 403",
    );
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

describe("a refined error code", () => {
  it("keeps the body's IMPORT_RUNNING on a 409, and the status's code otherwise", () => {
    const body = JSON.stringify({ message: "Импорт уже идёт", code: "IMPORT_RUNNING" });
    expect(describeErrorResponse(409, body).code).toBe("IMPORT_RUNNING");
    expect(describeErrorResponse(400, body).code).toBe("VALIDATION");
    expect(describeErrorResponse(409, JSON.stringify({ message: "x", code: "FORBIDDEN" })).code).toBe(
      "CONFLICT",
    );
  });
});
