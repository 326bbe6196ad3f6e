import { sql } from "drizzle-orm";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { ACCESS_COOKIE } from "../../platform/security/cookies";
import { testDatabases } from "../../testing/databases";
import { login, registerApplicant, resetPassword } from "../../testing/flows";
import { createTestGateway, type TestGateway } from "../../testing/gateway";
import { type Replicas, sharedDatabase, twoReplicas } from "../../testing/replicas";

const MINUTE = 60_000;

/** Reads the applicant's own profile with nothing but this access token, as a thief holding the cookie would. */
function readProfileWith(gateway: TestGateway, accessToken: string, applicantId: string) {
  const thief = gateway.client();
  thief.cookies.set(ACCESS_COOKIE, { value: accessToken, path: "/" });
  return thief.get(`/v1/profile/${applicantId}`);
}

describe.each(testDatabases())("signing out ends the session at once on $name", (kind) => {
  let gateway: TestGateway;
  let counter = 0;
  let email: string;

  beforeAll(async () => {
    gateway = await createTestGateway(kind);
  });
  afterAll(() => gateway.close());
  beforeEach(() => {
    counter += 1;
    email = `revoked-${counter}@mail.ru`;
    gateway.clock.advance(MINUTE);
  });

  /** A signed-in tab of a new applicant: its id and its access token. */
  async function signedIn() {
    const tab = gateway.client();
    const id = await registerApplicant(tab, email);
    expect((await login(tab, email)).statusCode).toBe(200);
    const access = tab.cookies.get(ACCESS_COOKIE)?.value ?? "";
    expect((await readProfileWith(gateway, access, id)).statusCode).toBe(200);
    return { tab, id, access };
  }

  it("refuses the old access cookie right after logout, while another sign-in keeps working", async () => {
    const { tab, id, access } = await signedIn();
    const otherDevice = gateway.client();
    await login(otherDevice, email);
    expect((await tab.post("/v1/auth/logout")).statusCode).toBe(200);
    const refused = await readProfileWith(gateway, access, id);
    expect(refused.statusCode).toBe(401);
    expect(refused.json()).toEqual({ message: "unauthorized", code: "UNAUTHORIZED" });
    expect((await otherDevice.get(`/v1/profile/${id}`)).statusCode).toBe(200);
    // The session is revoked, not the account: signing in again works.
    expect((await login(tab, email)).statusCode).toBe(200);
    expect((await tab.get(`/v1/profile/${id}`)).statusCode).toBe(200);
  });

  it("refuses every old access cookie of the account right after a password reset", async () => {
    const { id, access } = await signedIn();
    const otherDevice = gateway.client();
    await login(otherDevice, email);
    const recovering = gateway.client();
    await resetPassword(recovering, email, "NewSecret42");
    expect((await readProfileWith(gateway, access, id)).statusCode).toBe(401);
    expect((await otherDevice.get(`/v1/profile/${id}`)).statusCode).toBe(401);
    expect((await login(recovering, email, "NewSecret42")).statusCode).toBe(200);
    expect((await recovering.get(`/v1/profile/${id}`)).statusCode).toBe(200);
  });

  it("still refuses a signed-out token after a restart: the list is loaded from the database", async () => {
    const { tab, id, access } = await signedIn();
    expect((await tab.post("/v1/auth/logout")).statusCode).toBe(200);
    const restarted = await createTestGateway(sharedDatabase(gateway.database), {
      clockStart: gateway.clock.now(),
    });
    try {
      expect((await readProfileWith(restarted, access, id)).statusCode).toBe(401);
    } finally {
      await restarted.close();
    }
  });
});

const postgresUrl = process.env.TEST_DATABASE_URL;

describe.runIf(postgresUrl)("two gateways on one PostgreSQL server", () => {
  let replicas: Replicas;
  let a: TestGateway;
  let b: TestGateway;

  beforeAll(async () => {
    replicas = await twoReplicas(postgresUrl ?? "");
    ({ a, b } = replicas);
  });
  afterAll(() => replicas?.close());

  it("refuses on B, within moments, an access token signed out on A", async () => {
    const tab = a.client();
    const id = await registerApplicant(tab, "replicas@mail.ru");
    await login(tab, "replicas@mail.ru");
    const access = tab.cookies.get(ACCESS_COOKIE)?.value ?? "";
    expect((await readProfileWith(b, access, id)).statusCode).toBe(200);

    expect((await tab.post("/v1/auth/logout")).statusCode).toBe(200);
    const loggedOutAt = Date.now();
    await expect
      .poll(async () => (await readProfileWith(b, access, id)).statusCode, { timeout: 10_000, interval: 10 })
      .toBe(401);
    // "Promptly": the notice crosses in one round trip, far below a second.
    expect(Date.now() - loggedOutAt).toBeLessThan(1000);
  });

  it("survives a lost listening connection: it listens again and loads what it missed", async () => {
    const tab = a.client();
    const id = await registerApplicant(tab, "reconnects@mail.ru");
    await login(tab, "reconnects@mail.ru");
    const access = tab.cookies.get(ACCESS_COOKIE)?.value ?? "";
    expect((await readProfileWith(b, access, id)).statusCode).toBe(200);

    // Cut both replicas' listening connections (a failover, a proxy timing out), then sign out
    // while nobody listens: the notice is lost, the revocation is in the database.
    // (The chat's Socket.IO adapter listens too, on its own channel: left alone.)
    const listeners = `select pg_terminate_backend(pid) from pg_stat_activity
      where datname = current_database() and query like 'LISTEN%' and query not like '%socket.io%'
      and pid <> pg_backend_pid()`;
    const cut = await a.database.db.execute(sql.raw(listeners));
    expect((cut as unknown as { rows: unknown[] }).rows.length).toBe(2);
    expect((await tab.post("/v1/auth/logout")).statusCode).toBe(200);
    await expect
      .poll(async () => (await readProfileWith(b, access, id)).statusCode, { timeout: 15_000, interval: 50 })
      .toBe(401);
  });
});
