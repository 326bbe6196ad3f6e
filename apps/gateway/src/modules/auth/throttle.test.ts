import { SERVER_MESSAGES } from "@rabota/domain/errors";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { DEVICE_COOKIE } from "../../platform/security/cookies";
import { testDatabases } from "../../testing/databases";
import { login, PASSWORD, registerApplicant } from "../../testing/flows";
import { createTestGateway, type TestGateway } from "../../testing/gateway";

const SECOND = 1000;
const MINUTE = 60 * SECOND;
const WRONG = "Wrong1234";

// Each wrong guess runs the full password hash, and these tests make dozens: on a loaded
// two-core machine that takes longer than the default budget (a bound on hangs, not a speed check).
describe.each(testDatabases())("sign-in throttling per account on $name", (kind) => {
  let gateway: TestGateway;
  let counter = 0;
  let email: string;

  beforeAll(async () => {
    gateway = await createTestGateway(kind);
  });
  afterAll(() => gateway.close());
  beforeEach(async () => {
    counter += 1;
    email = `guessed-${counter}@mail.ru`;
    gateway.clock.advance(2 * 60 * MINUTE);
    await registerApplicant(gateway.client(), email);
  });

  /** A guess from a browser that never signed in here (a fresh client: no cookies at all). */
  const stranger = (password = WRONG) => login(gateway.client(), email, password);

  async function expectLocked(seconds: number) {
    const response = await stranger(PASSWORD);
    expect(response.statusCode).toBe(429);
    expect(response.headers["retry-after"]).toBe(String(seconds));
    expect(response.json()).toEqual({ message: SERVER_MESSAGES.loginLocked, code: "RATE_LIMITED" });
  }

  it("locks the account after five wrong passwords, even for the right one, with waits doubling up to 5 minutes", async () => {
    for (let i = 0; i < 5; i++) expect((await stranger()).statusCode).toBe(401);
    await expectLocked(30);
    gateway.clock.advance(20 * SECOND);
    await expectLocked(10);
    for (const lock of [60, 120, 240, 300, 300]) {
      gateway.clock.advance(5 * MINUTE);
      expect((await stranger()).statusCode).toBe(401);
      await expectLocked(lock);
    }
    // After the lock, the right password works and forgives the failures.
    gateway.clock.advance(5 * MINUTE);
    expect((await stranger(PASSWORD)).statusCode).toBe(200);
    for (let i = 0; i < 4; i++) expect((await stranger()).statusCode).toBe(401);
    expect((await stranger(PASSWORD)).statusCode).toBe(200);
  });

  it("forgets failures after an hour without any", async () => {
    for (let i = 0; i < 4; i++) expect((await stranger()).statusCode).toBe(401);
    gateway.clock.advance(61 * MINUTE);
    for (let i = 0; i < 4; i++) expect((await stranger()).statusCode).toBe(401);
    expect((await stranger(PASSWORD)).statusCode).toBe(200);
  });

  it("lets parallel guesses from many addresses past the five free ones only", async () => {
    const guesses = await Promise.all(
      Array.from({ length: 20 }, (_, i) =>
        gateway.app.inject({
          method: "POST",
          url: "/v1/auth/login",
          payload: { email, password: WRONG },
          remoteAddress: `203.0.113.${i + 1}`,
        }),
      ),
    );
    const statuses = guesses.map((response) => response.statusCode).sort();
    expect(statuses).toEqual([...Array(5).fill(401), ...Array(15).fill(429)]);
  });

  it("never locks out a browser that signed in before: its right password still works", async () => {
    const owner = gateway.client();
    expect((await login(owner, email)).statusCode).toBe(200);
    expect(owner.cookies.get(DEVICE_COOKIE)).toMatchObject({ path: "/v1/auth/login" });
    expect((await owner.post("/v1/auth/logout")).statusCode).toBe(200);
    for (let i = 0; i < 5; i++) expect((await stranger()).statusCode).toBe(401);
    await expectLocked(30);

    expect((await login(owner, email)).statusCode).toBe(200);
    // The owner's sign-in lifted the lock for everyone.
    expect((await stranger(PASSWORD)).statusCode).toBe(200);
  });

  it("does not take a device cookie minted for another account, or a forged one", async () => {
    const other = `other-${email}`;
    await registerApplicant(gateway.client(), other);
    const browser = gateway.client();
    expect((await login(browser, other)).statusCode).toBe(200);
    for (let i = 0; i < 5; i++) expect((await stranger()).statusCode).toBe(401);
    expect((await login(browser, email)).statusCode).toBe(429);
    const forged = gateway.client();
    forged.cookies.set(DEVICE_COOKIE, { value: "made-up.0123456789abcdef", path: "/v1/auth/login" });
    expect((await login(forged, email)).statusCode).toBe(429);
  });
});
