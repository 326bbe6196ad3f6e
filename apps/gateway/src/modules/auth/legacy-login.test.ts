import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { testDatabases } from "../../testing/databases";
import { PASSWORD, registerApplicant, registerEmployer, resetPassword } from "../../testing/flows";
import { createTestGateway, type TestGateway } from "../../testing/gateway";
import { expectRejectedUnchanged } from "../../testing/snapshot";
import { alterCharAt } from "../../testing/tamper";

/** The older login of §7, for older clients: a token to send as `Authorization: Bearer`. */
describe.each(testDatabases())("POST /auth/login (older clients) on $name", (kind) => {
  let gateway: TestGateway;
  let counter = 0;
  let email: string;

  beforeAll(async () => {
    gateway = await createTestGateway(kind);
  });
  afterAll(() => gateway.close());
  beforeEach(() => {
    counter += 1;
    email = `legacy-${counter}@mail.ru`;
    gateway.clock.advance(60_000);
  });

  /** Calls the older login from a client without cookies, as an older app would. */
  const legacyLogin = (body: Record<string, unknown>) =>
    gateway.app.inject({ method: "POST", url: "/auth/login", payload: body });
  const bearer = (token: string) => ({ authorization: `Bearer ${token}` });

  it("answers { token } for the right password, sets no cookies, and the token opens the account's calls", async () => {
    const applicantId = await registerApplicant(gateway.client(), email);
    const response = await legacyLogin({ email: email.toUpperCase(), password: PASSWORD });
    expect(response.statusCode).toBe(200);
    const { token } = response.json() as { token: string };
    expect(Object.keys(response.json())).toEqual(["token"]);
    expect(token).toMatch(/^[\w-]+\.[\w-]+\.[\w-]+$/);
    expect(response.cookies).toEqual([]);

    const own = await gateway.app.inject({
      method: "GET",
      url: `/v1/profile/${applicantId}`,
      headers: bearer(token),
    });
    expect(own.statusCode).toBe(200);
    expect(own.json().profile.email).toBe(email);
    // The token is who it says: another applicant's profile stays closed.
    const otherId = await registerApplicant(gateway.client(), `other-${email}`);
    const other = await gateway.app.inject({
      method: "GET",
      url: `/v1/profile/${otherId}`,
      headers: bearer(token),
    });
    expect(other.statusCode).toBe(403);
  });

  it("gives an employer a token of the employer role", async () => {
    const employerId = await registerEmployer(gateway.client(), email, `Старая Школа ${counter}`);
    const { token } = (await legacyLogin({ email, password: PASSWORD })).json() as { token: string };
    const own = await gateway.app.inject({
      method: "GET",
      url: `/v1/profile/employer/${employerId}`,
      headers: bearer(token),
    });
    expect(own.statusCode).toBe(200);
  });

  it("makes the v1 login's checks: 404 unknown email, 401 wrong password, 400 bad body, nothing stored", async () => {
    await registerApplicant(gateway.client(), email);
    const db = gateway.database.db;
    expect(
      await expectRejectedUnchanged(
        db,
        () => legacyLogin({ email: `nobody-${email}`, password: PASSWORD }),
        404,
      ),
    ).toEqual({ message: "user not found", code: "NOT_FOUND" });
    expect(
      await expectRejectedUnchanged(db, () => legacyLogin({ email, password: "Wrong1234" }), 401),
    ).toEqual({ message: "invalid password", code: "UNAUTHORIZED" });
    await expectRejectedUnchanged(db, () => legacyLogin({ email }), 400);
    await expectRejectedUnchanged(
      db,
      () => legacyLogin({ email, password: PASSWORD, role: "employer" }),
      400,
    );
  });

  it("ends the bearer token with the account's other sessions at a password reset (issue 29's probe)", async () => {
    const applicantId = await registerApplicant(gateway.client(), email);
    const { token } = (await legacyLogin({ email, password: PASSWORD })).json() as { token: string };
    const read = () =>
      gateway.app.inject({ method: "GET", url: `/v1/profile/${applicantId}`, headers: bearer(token) });
    expect((await read()).statusCode).toBe(200);
    const recovering = gateway.client();
    await resetPassword(recovering, email, "NewSecret42");
    expect((await read()).statusCode).toBe(401);
    const put = await gateway.app.inject({
      method: "PUT",
      url: `/v1/profile/${applicantId}`,
      headers: bearer(token),
      payload: { name: "Вор", surname: "Воров" },
    });
    expect(put.statusCode).toBe(401);
  });

  it("refuses a bearer token that does not verify (401), as it refuses such a cookie", async () => {
    const applicantId = await registerApplicant(gateway.client(), email);
    const { token } = (await legacyLogin({ email, password: PASSWORD })).json() as { token: string };
    const tampered = alterCharAt(token, token.lastIndexOf(".") + 1);
    for (const headers of [bearer(tampered), bearer("not-a-jwt"), { authorization: `Basic ${token}` }]) {
      const response = await gateway.app.inject({
        method: "GET",
        url: `/v1/profile/${applicantId}`,
        headers,
      });
      expect(response.statusCode).toBe(401);
    }
  });

  it("stops working when the access token expires (no refresh for older clients)", async () => {
    const applicantId = await registerApplicant(gateway.client(), email);
    const { token } = (await legacyLogin({ email, password: PASSWORD })).json() as { token: string };
    gateway.clock.advance(16 * 60_000);
    const response = await gateway.app.inject({
      method: "GET",
      url: `/v1/profile/${applicantId}`,
      headers: bearer(token),
    });
    expect(response.statusCode).toBe(401);
  });
});

describe("the older login's rate limit", () => {
  const [pglite] = testDatabases();
  let gateway: TestGateway;
  beforeAll(async () => {
    if (!pglite) throw new Error("PGlite is always available");
    gateway = await createTestGateway(pglite, { env: { AUTH_RATE_LIMIT: "3" } });
  });
  afterAll(() => gateway.close());

  it("shares one counter with POST /v1/auth/login: the 4th try of a minute across both is 429", async () => {
    const body = { email: "shared-limit@mail.ru", password: PASSWORD };
    const statuses: number[] = [];
    for (const url of ["/auth/login", "/v1/auth/login", "/auth/login", "/v1/auth/login", "/auth/login"]) {
      statuses.push((await gateway.app.inject({ method: "POST", url, payload: body })).statusCode);
    }
    expect(statuses).toEqual([404, 404, 404, 429, 429]);
    const limited = await gateway.app.inject({ method: "POST", url: "/auth/login", payload: body });
    expect(limited.json()).toEqual({
      message: expect.stringMatching(
        new RegExp(
          `^Слишком много запросов\\. Повторите через ${limited.headers["retry-after"]} секунд[уы]?\\.$`,
        ),
      ),
      code: "RATE_LIMITED",
    });
  });
});
