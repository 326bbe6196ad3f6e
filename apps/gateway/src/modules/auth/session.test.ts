import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { ACCESS_COOKIE, REFRESH_COOKIE } from "../../platform/security/cookies";
import { testDatabases } from "../../testing/databases";
import { latestCode, login, PASSWORD, registerApplicant, registerEmployer } from "../../testing/flows";
import { createTestGateway, type TestClient, type TestGateway } from "../../testing/gateway";
import { expectRejectedUnchanged } from "../../testing/snapshot";

const MINUTE = 60_000;
const DAY = 24 * 60 * MINUTE;

describe.each(testDatabases())("sessions on $name", (kind) => {
  let gateway: TestGateway;
  let client: TestClient;
  let counter = 0;
  let email: string;

  beforeAll(async () => {
    gateway = await createTestGateway(kind);
  });
  afterAll(() => gateway.close());
  beforeEach(() => {
    client = gateway.client();
    counter += 1;
    email = `session-${counter}@mail.ru`;
    gateway.clock.advance(MINUTE);
  });

  const unchanged = (call: () => Promise<{ statusCode: number; json(): unknown }>, status: number) =>
    expectRejectedUnchanged(gateway.database.db, call, status);

  describe("login", () => {
    it("sets httpOnly SameSite=Lax cookies: access for 15 minutes, refresh on /v1/auth for 30 days", async () => {
      const id = await registerApplicant(client, email);
      const response = await login(gateway.client(), email);
      expect(response.statusCode).toBe(200);
      expect(response.json()).toEqual({
        auth: { id, role: "applicant", companyId: null, consentRequired: false },
      });
      const cookies = response.cookies as {
        name: string;
        path: string;
        maxAge: number;
        httpOnly: boolean;
        sameSite: string;
      }[];
      const access = cookies.find((cookie) => cookie.name === ACCESS_COOKIE);
      const refresh = cookies.find((cookie) => cookie.name === REFRESH_COOKIE);
      expect(access).toMatchObject({ path: "/", maxAge: 15 * 60, httpOnly: true, sameSite: "Lax" });
      expect(refresh).toMatchObject({
        path: "/v1/auth",
        maxAge: 30 * 24 * 60 * 60,
        httpOnly: true,
        sameSite: "Lax",
      });
    });

    it("answers 404 user not found for an unknown email and 401 invalid password for a wrong one", async () => {
      await registerApplicant(client, email);
      const unknown = await unchanged(() => login(client, `nobody-${email}`), 404);
      expect(unknown).toEqual({ message: "user not found", code: "NOT_FOUND" });
      const wrong = await unchanged(() => login(client, email, "Wrong1234"), 401);
      expect(wrong).toEqual({ message: "invalid password", code: "UNAUTHORIZED" });
    });

    it("rejects missing fields, wrong types and a 1 MB password without touching anything", async () => {
      await unchanged(() => client.post("/v1/auth/login", { email }), 400);
      await unchanged(() => client.post("/v1/auth/login", { email, password: 12345678 }), 400);
      await unchanged(() => client.post("/v1/auth/login", { email: ["a"], password: PASSWORD }), 400);
      await unchanged(() => client.post("/v1/auth/login", { email, password: "x".repeat(200) }), 400);
      await unchanged(() => client.post("/v1/auth/login", { email, password: "x".repeat(1024 * 1024) }), 413);
    });

    it("follows ACCESS_TOKEN_TTL for the token and its cookie", async () => {
      const short = await createTestGateway(kind, { env: { ACCESS_TOKEN_TTL: "5" } });
      try {
        const tab = short.client();
        const id = await registerApplicant(tab, email);
        const response = await login(tab, email);
        const access = (response.cookies as { name: string; maxAge: number }[]).find(
          (cookie) => cookie.name === ACCESS_COOKIE,
        );
        expect(access?.maxAge).toBe(5);
        short.clock.advance(4_000);
        expect((await tab.get(`/v1/profile/${id}`)).statusCode).toBe(200);
        short.clock.advance(1_000);
        expect((await tab.get(`/v1/profile/${id}`)).statusCode).toBe(401);
      } finally {
        await short.close();
      }
    });

    it("signs an employer in with its employer id and its company's id", async () => {
      const id = await registerEmployer(client, email);
      const { auth } = (await login(client, email)).json();
      expect(auth).toEqual({ id, role: "employer", companyId: expect.any(String), consentRequired: false });
      // The company id is the one of the employer's profile, so a client needs no profile fetch.
      const profile = (await client.get(`/v1/profile/employer/${id}`)).json().profile;
      expect(auth.companyId).toBe(profile.company.id);
      const refreshed = await client.post("/v1/auth/refresh");
      expect(refreshed.json()).toEqual({ auth });
    });
  });

  describe("profile reads for the session restore", () => {
    it("lets an applicant read its own profile and nobody else's", async () => {
      const id = await registerApplicant(gateway.client(), email);
      const anonymous = await client.get(`/v1/profile/${id}`);
      expect(anonymous.statusCode).toBe(401);
      await login(client, email);
      const own = await client.get(`/v1/profile/${id}`);
      expect(own.statusCode).toBe(200);
      expect(own.json().profile).toMatchObject({
        id,
        email,
        name: "Анна",
        surname: "Смирнова",
        city: "Казань",
        dateOfBirth: "1995-04-12",
        testDone: false,
      });

      const stranger = gateway.client();
      const strangerId = await registerApplicant(stranger, `stranger-${email}`);
      expect((await client.get(`/v1/profile/${strangerId}`)).statusCode).toBe(403);
      expect((await client.get(`/v1/profile/employer/${id}`)).statusCode).toBe(403);
    });

    it("lets an employer read its own employer profile only", async () => {
      const id = await registerEmployer(client, email, "Заря");
      await login(client, email);
      const own = await client.get(`/v1/profile/employer/${id}`);
      expect(own.statusCode).toBe(200);
      expect(own.json().profile).toMatchObject({ id, name: "Олег", email, company: { companyName: "Заря" } });
      expect((await client.get(`/v1/profile/${id}`)).statusCode).toBe(403);
      expect((await client.get("/v1/profile/employer/someone-else")).statusCode).toBe(403);
    });

    it("refuses a forged or tampered access token", async () => {
      const id = await registerApplicant(client, email);
      await login(client, email);
      const access = client.cookies.get(ACCESS_COOKIE);
      if (!access) throw new Error("no access cookie");
      const [header, , signature] = access.value.split(".");
      const forgedPayload = Buffer.from(JSON.stringify({ sub: "x", role: "employer", pid: id })).toString(
        "base64url",
      );
      access.value = `${header}.${forgedPayload}.${signature}`;
      expect((await client.get(`/v1/profile/${id}`)).statusCode).toBe(401);
      access.value = "not-a-jwt";
      expect((await client.get(`/v1/profile/${id}`)).statusCode).toBe(401);
    });
  });

  describe("refresh", () => {
    it("expires the access token after 15 minutes and renews it with the refresh cookie", async () => {
      const id = await registerApplicant(client, email);
      await login(client, email);
      gateway.clock.advance(14 * MINUTE);
      expect((await client.get(`/v1/profile/${id}`)).statusCode).toBe(200);
      gateway.clock.advance(2 * MINUTE);
      const expired = await client.get(`/v1/profile/${id}`);
      expect(expired.statusCode).toBe(401);
      expect(expired.json()).toEqual({ message: "unauthorized", code: "UNAUTHORIZED" });

      const refreshed = await client.post("/v1/auth/refresh");
      expect(refreshed.statusCode).toBe(200);
      expect(refreshed.json()).toEqual({
        auth: { id, role: "applicant", companyId: null, consentRequired: false },
      });
      expect((await client.get(`/v1/profile/${id}`)).statusCode).toBe(200);
    });

    it("rotates: the old refresh token is spent, and reusing it revokes the whole family", async () => {
      await registerApplicant(client, email);
      await login(client, email);
      const first = client.cookies.get(REFRESH_COOKIE)?.value;
      expect((await client.post("/v1/auth/refresh")).statusCode).toBe(200);
      const second = client.cookies.get(REFRESH_COOKIE)?.value;
      expect(second).toBeDefined();
      expect(second).not.toBe(first);

      // An attacker replays the first token later: refused, and the family dies.
      gateway.clock.advance(MINUTE);
      const thief = gateway.client();
      thief.cookies.set(REFRESH_COOKIE, { value: first ?? "", path: "/v1/auth" });
      const replay = await thief.post("/v1/auth/refresh");
      expect(replay.statusCode).toBe(401);
      expect(replay.json()).toEqual({ message: "refresh token reused", code: "UNAUTHORIZED" });

      // The legitimate holder of the newest token is signed out too.
      const legit = await client.post("/v1/auth/refresh");
      expect(legit.statusCode).toBe(401);
    });

    it("lets the same client race itself: a just-rotated token still refreshes within the grace window", async () => {
      await registerApplicant(client, email);
      await login(client, email);
      const first = client.cookies.get(REFRESH_COOKIE)?.value ?? "";
      // Two tabs (or a reload that lost the answer) present the same token one after the other.
      expect((await client.post("/v1/auth/refresh")).statusCode).toBe(200);
      const otherTab = gateway.client();
      otherTab.cookies.set(REFRESH_COOKIE, { value: first, path: "/v1/auth" });
      gateway.clock.advance(5_000);
      const raced = await otherTab.post("/v1/auth/refresh");
      expect(raced.statusCode).toBe(200);
      // Both stay signed in.
      expect((await client.post("/v1/auth/refresh")).statusCode).toBe(200);
      expect((await otherTab.post("/v1/auth/refresh")).statusCode).toBe(200);
    });

    it("rotates a token once when it is presented many times at the same moment", async () => {
      await registerApplicant(client, email);
      await login(client, email);
      const first = client.cookies.get(REFRESH_COOKIE)?.value ?? "";
      const tabs = Array.from({ length: 8 }, () => {
        const tab = gateway.client();
        tab.cookies.set(REFRESH_COOKIE, { value: first, path: "/v1/auth" });
        return tab;
      });
      const answers = await Promise.all(tabs.map((tab) => tab.post("/v1/auth/refresh")));
      // One rotates, the rest are the same client racing itself (the grace window): all in.
      expect(answers.map((answer) => answer.statusCode)).toEqual(tabs.map(() => 200));
      const issued = new Set(tabs.map((tab) => tab.cookies.get(REFRESH_COOKIE)?.value));
      expect(issued.size).toBe(tabs.length);
      expect(issued.has(first)).toBe(false);

      // Later the spent token is a replay: the family dies, every tab's new token with it.
      gateway.clock.advance(MINUTE);
      const thief = gateway.client();
      thief.cookies.set(REFRESH_COOKIE, { value: first, path: "/v1/auth" });
      expect((await thief.post("/v1/auth/refresh")).json()).toEqual({
        message: "refresh token reused",
        code: "UNAUTHORIZED",
      });
      for (const tab of tabs) expect((await tab.post("/v1/auth/refresh")).statusCode).toBe(401);
    });

    it("refuses an expired refresh token (30 days) and changes nothing", async () => {
      await registerApplicant(client, email);
      await login(client, email);
      gateway.clock.advance(30 * DAY);
      const body = await unchanged(() => client.post("/v1/auth/refresh"), 401);
      expect(body).toEqual({ message: "refresh token expired", code: "UNAUTHORIZED" });
    });

    it("keeps a refresh token good for 30 days when unused", async () => {
      await registerApplicant(client, email);
      await login(client, email);
      gateway.clock.advance(30 * DAY - MINUTE);
      expect((await client.post("/v1/auth/refresh")).statusCode).toBe(200);
    });

    it("refuses a missing or unknown refresh token and changes nothing", async () => {
      expect(await unchanged(() => client.post("/v1/auth/refresh"), 401)).toEqual({
        message: "invalid refresh token",
        code: "UNAUTHORIZED",
      });
      client.cookies.set(REFRESH_COOKIE, { value: "made-up", path: "/v1/auth" });
      await unchanged(() => client.post("/v1/auth/refresh"), 401);
    });

    it("only sends the refresh cookie to /v1/auth paths", async () => {
      await registerApplicant(client, email);
      const response = await login(client, email);
      const refresh = (response.cookies as { name: string; path: string }[]).find(
        (cookie) => cookie.name === REFRESH_COOKIE,
      );
      expect(refresh?.path).toBe("/v1/auth");
    });
  });

  describe("logout", () => {
    it("revokes the session: refresh fails afterwards and the cookies are cleared", async () => {
      await registerApplicant(client, email);
      await login(client, email);
      const refreshToken = client.cookies.get(REFRESH_COOKIE)?.value ?? "";
      const response = await client.post("/v1/auth/logout");
      expect(response.statusCode).toBe(200);
      expect(response.json()).toEqual({ message: "logged out" });
      expect(client.cookies.has(ACCESS_COOKIE)).toBe(false);
      expect(client.cookies.has(REFRESH_COOKIE)).toBe(false);

      const replay = gateway.client();
      replay.cookies.set(REFRESH_COOKIE, { value: refreshToken, path: "/v1/auth" });
      expect((await replay.post("/v1/auth/refresh")).statusCode).toBe(401);
    });

    it("succeeds without a session", async () => {
      expect((await client.post("/v1/auth/logout")).statusCode).toBe(200);
    });
  });

  describe("password recovery", () => {
    it("sends a reset code, checks it, sets the new password and signs out other sessions", async () => {
      await registerApplicant(client, email);
      const otherDevice = gateway.client();
      await login(otherDevice, email);
      gateway.clock.advance(MINUTE);

      expect((await client.post("/v1/auth/reset-password", { email })).json()).toEqual({
        message: "code sent",
      });
      const code = await latestCode(client, email);
      const outbox = (await client.get(`/v1/dev/outbox?email=${email}`)).json();
      expect(outbox.messages[0].subject).toContain("восстановления");

      const check = await client.post("/v1/auth/reset-password/confirm", { email, code });
      expect(check.statusCode).toBe(200);
      expect(check.json()).toEqual({ message: "code verified" });

      const set = await client.post("/v1/auth/reset-password/confirm", {
        email,
        code,
        newPassword: "NewSecret42",
      });
      expect(set.statusCode).toBe(200);
      expect(set.json()).toEqual({ message: "password changed" });

      expect((await login(client, email)).statusCode).toBe(401);
      expect((await login(client, email, "NewSecret42")).statusCode).toBe(200);
      expect((await otherDevice.post("/v1/auth/refresh")).statusCode).toBe(401);
      // The code is spent.
      const again = await client.post("/v1/auth/reset-password/confirm", {
        email,
        code,
        newPassword: "Other1234",
      });
      expect(again.statusCode).toBe(400);
    });

    it("answers 404 for an unknown email and sends nothing", async () => {
      const body = await unchanged(() => client.post("/v1/auth/reset-password", { email }), 404);
      expect(body).toEqual({ message: "user not found", code: "NOT_FOUND" });
    });

    it("keeps the old password when the new one breaks the password rule (8+ characters, both cases, digits) or the code is wrong", async () => {
      await registerApplicant(client, email);
      await client.post("/v1/auth/reset-password", { email });
      const code = await latestCode(client, email);
      await unchanged(
        () => client.post("/v1/auth/reset-password/confirm", { email, code, newPassword: "weakpass" }),
        400,
      );
      const wrong = code === "000000" ? "111111" : "000000";
      const body = await client.post("/v1/auth/reset-password/confirm", {
        email,
        code: wrong,
        newPassword: "Strong123",
      });
      expect(body.statusCode).toBe(400);
      expect((await login(client, email)).statusCode).toBe(200);
    });

    it("enforces the 59-second resend wait and the 5-minute life of reset codes", async () => {
      await registerApplicant(client, email);
      await client.post("/v1/auth/reset-password", { email });
      const code = await latestCode(client, email);
      await unchanged(() => client.post("/v1/auth/reset-password", { email }), 429);
      gateway.clock.advance(5 * MINUTE);
      const body = await unchanged(
        () => client.post("/v1/auth/reset-password/confirm", { email, code }),
        410,
      );
      expect(body).toEqual({ message: "code expired", code: "GONE" });
    });

    it("does not accept a sign-up code as a reset code", async () => {
      await registerApplicant(client, email);
      const other = `fresh-${email}`;
      await client.post("/v1/auth/send-code", { email: other });
      const signupCode = await latestCode(client, other);
      await client.post("/v1/auth/reset-password", { email });
      const resetCode = await latestCode(client, email);
      if (signupCode === resetCode) return;
      const response = await client.post("/v1/auth/reset-password/confirm", { email, code: signupCode });
      expect(response.statusCode).toBe(400);
    });
  });
});
