import { createServer, type Server } from "node:http";
import type { AddressInfo } from "node:net";
import { NO_RESPONSE_MESSAGES } from "@rabota/domain/errors";
import { afterEach, describe, expect, it } from "vitest";
import { isApiError } from "../api-error";
import { createHttp } from "../http";
import { createAuthCalls } from "./auth";

type AuthCalls = ReturnType<typeof createAuthCalls>;
type AuthCallName = keyof AuthCalls;

/**
 * One valid invocation of every auth call. Typed as a record of all of them, so a new auth
 * call without an entry here (and so without a tested no-response text) fails the typecheck.
 */
const INVOKE: Record<AuthCallName, (auth: AuthCalls) => Promise<unknown>> = {
  checkEmail: (auth) => auth.checkEmail({ email: "a@rabota.ru", role: "applicant" }),
  sendCode: (auth) => auth.sendCode({ email: "a@rabota.ru" }),
  verifyCode: (auth) => auth.verifyCode({ email: "a@rabota.ru", code: "123456" }),
  resetPassword: (auth) => auth.resetPassword({ email: "a@rabota.ru" }),
  resetPasswordConfirm: (auth) => auth.resetPasswordConfirm({ email: "a@rabota.ru", code: "123456" }),
  applicantSignup: (auth) =>
    auth.applicantSignup({
      applicant: {
        user: { email: "a@rabota.ru", password: "Secret123", name: "Анна", surname: "Смирнова" },
        city: "Казань",
        dateOfBirth: "1995-04-12",
      },
    }),
  employerSignup: (auth) =>
    auth.employerSignup({
      employer: {
        user: { email: "a@rabota.ru", password: "Secret123", name: "Олег", surname: "Кузнецов" },
        company: { companyName: "Ромашка" },
        position: "Директор",
      },
    }),
  listCompanies: (auth) => auth.listCompanies("Ром"),
  login: (auth) => auth.login({ email: "a@rabota.ru", password: "Secret123" }),
  logout: (auth) => auth.logout(),
};
const CALLS = Object.keys(INVOKE) as AuthCallName[];
/** Logout owes no data: only silence (a timeout) is "no response" for it. */
const OWING_DATA = CALLS.filter((name) => name !== "logout");

let server: Server | null = null;

/** A real loopback server: `hang` never answers, `empty` answers 200 with no body. */
async function serve(mode: "hang" | "empty"): Promise<string> {
  server = createServer((_req, res) => {
    if (mode === "empty") res.writeHead(200).end();
  });
  await new Promise<void>((resolve) => server?.listen(0, "127.0.0.1", resolve));
  return `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
}

afterEach(async () => {
  server?.closeAllConnections();
  await new Promise<void>((resolve) => (server ? server.close(() => resolve()) : resolve()));
  server = null;
});

async function failureOf(promise: Promise<unknown>) {
  try {
    await promise;
  } catch (error) {
    if (isApiError(error)) return error;
    throw error;
  }
  throw new Error("expected the call to fail");
}

describe("every auth call has its «… failed: No response from server.» text (§8)", () => {
  it("has one such text per auth call, and no text without a call", () => {
    const texts = Object.entries(NO_RESPONSE_MESSAGES).filter(([call]) => call.startsWith("auth."));
    expect(texts.map(([call]) => call).sort()).toEqual(CALLS.map((name) => `auth.${name}`).sort());
    expect(texts).toHaveLength(10);
    for (const [, text] of texts)
      expect(text).toMatch(/^[A-Z][a-z]+( [a-z]+)* failed: No response from server\.$/);
    expect(NO_RESPONSE_MESSAGES["auth.checkEmail"]).toBe("Check email failed: No response from server.");
  });

  it.each(CALLS)("%s: no answer in time fails with status 0 and the call's text", async (name) => {
    const auth = createAuthCalls(createHttp({ baseUrl: await serve("hang"), timeoutMs: 100 }));
    const error = await failureOf(INVOKE[name](auth));
    expect(error).toMatchObject({
      code: "NETWORK",
      status: 0,
      message: NO_RESPONSE_MESSAGES[`auth.${name}`],
    });
  });

  it.each(OWING_DATA)("%s: an empty answer where data was due fails with the call's text", async (name) => {
    const auth = createAuthCalls(createHttp({ baseUrl: await serve("empty") }));
    const error = await failureOf(INVOKE[name](auth));
    expect(error).toMatchObject({ code: "SCHEMA", message: NO_RESPONSE_MESSAGES[`auth.${name}`] });
  });
});
