import { PERSONAL_DATA_CONSENT_VERSION } from "@rabota/domain/constants";
import { EXTRA_VALIDATION_MESSAGES } from "@rabota/domain/validation";
import { accountExportSchema } from "@rabota/domain/wire/account";
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { users } from "../../db/tables/auth";
import { testDatabases } from "../../testing/databases";
import { applicantPayload, employerPayload, FORM_CONSENT, login, verifyEmail } from "../../testing/flows";
import { createTestGateway, type TestClient, type TestGateway } from "../../testing/gateway";
import { expectRejectedUnchanged } from "../../testing/snapshot";

/** A sign-up body as a client of the API sends it when it asks the person nothing: no consent. */
function withoutConsent<T extends { personalDataConsent?: unknown }>(
  payload: T,
): Omit<T, "personalDataConsent"> {
  const { personalDataConsent: _, ...body } = payload;
  return body;
}

const WRONG_VERSION = { version: "2020-01-01" };

// Issue 41: a consent is recorded only when one was given; an account made without one learns
// at sign-in that it must give it (`auth.consentRequired`), and gives it with POST /v1/account/consent.
describe.each(testDatabases())("the personal-data consent on $name", (kind) => {
  let gateway: TestGateway;
  let client: TestClient;
  let email: string;
  let counter = 0;

  beforeAll(async () => {
    gateway = await createTestGateway(kind);
  });
  afterAll(() => gateway.close());
  beforeEach(() => {
    client = gateway.client();
    counter += 1;
    email = `consent-${counter}@mail.ru`;
    // Each test starts a minute later, clear of any resend wait.
    gateway.clock.advance(60_000);
  });

  /** The consent columns of the account of `email`. */
  async function consentOf(address: string) {
    const [row] = await gateway.database.db
      .select({ version: users.consentVersion, acceptedAt: users.consentAcceptedAt })
      .from(users)
      .where(eq(users.email, address));
    return row;
  }

  async function exportedConsents(signedIn: TestClient) {
    const response = await signedIn.get("/v1/account/export");
    expect(response.statusCode).toBe(200);
    return accountExportSchema.parse(response.json()).consents;
  }

  const refused = (call: () => Promise<{ statusCode: number; json(): unknown }>) =>
    expectRejectedUnchanged(gateway.database.db, call, 400);

  /** The 400 of a consent to another text: the Russian message, on the version field. */
  const wrongVersionBody = (path: (string | number)[]) => ({
    message: EXTRA_VALIDATION_MESSAGES.consentVersion,
    code: "VALIDATION",
    issues: [{ path, message: EXTRA_VALIDATION_MESSAGES.consentVersion }],
  });

  it("records no consent for an API sign-up that carries none, and every sign-in answer asks for it", async () => {
    await verifyEmail(client, email);
    const signup = await client.post("/v1/auth/applicant/signup", withoutConsent(applicantPayload(email)));
    expect(signup.statusCode).toBe(201);
    expect(signup.json().auth).toMatchObject({ role: "applicant", consentRequired: true });
    expect(await consentOf(email)).toEqual({ version: null, acceptedAt: null });
    expect(await exportedConsents(client)).toEqual([]);

    const signedIn = await login(client, email);
    expect(signedIn.json().auth.consentRequired).toBe(true);
    // A refreshed session says the same.
    const refreshed = await client.post("/v1/auth/refresh");
    expect(refreshed.json().auth.consentRequired).toBe(true);
  });

  it("records the consent a sign-up carries, with its version and the time", async () => {
    await verifyEmail(client, email);
    const signup = await client.post(
      "/v1/auth/employer/signup",
      employerPayload(email, { companyName: "Согласие" }),
    );
    expect(signup.statusCode).toBe(201);
    expect(signup.json().auth.consentRequired).toBe(false);
    expect(await consentOf(email)).toEqual({
      version: PERSONAL_DATA_CONSENT_VERSION,
      acceptedAt: gateway.clock.now(),
    });
    expect(await exportedConsents(client)).toEqual([
      {
        kind: "personal-data",
        version: PERSONAL_DATA_CONSENT_VERSION,
        acceptedAt: gateway.clock.now().toISOString(),
      },
    ]);
    expect((await login(client, email)).json().auth.consentRequired).toBe(false);
  });

  it("treats POST /v1/employer/register like a sign-up: the consent only when given", async () => {
    const other = `register-${email}`;
    await verifyEmail(client, email);
    await verifyEmail(client, other);
    const withConsent = await client.post(
      "/v1/employer/register",
      employerPayload(email, { companyName: "Р1" }),
    );
    expect(withConsent.statusCode).toBe(201);
    expect((await consentOf(email))?.version).toBe(PERSONAL_DATA_CONSENT_VERSION);
    const without = await client.post(
      "/v1/employer/register",
      withoutConsent(employerPayload(other, { companyName: "Р2" })),
    );
    expect(without.statusCode).toBe(201);
    expect(await consentOf(other)).toEqual({ version: null, acceptedAt: null });
    expect((await login(client, other)).json().auth.consentRequired).toBe(true);
  });

  it("refuses a consent to another text (400 on personalDataConsent.version) and creates nothing", async () => {
    await verifyEmail(client, email);
    const path = ["personalDataConsent", "version"];
    const bodies = [
      ["/v1/auth/applicant/signup", { ...applicantPayload(email), personalDataConsent: WRONG_VERSION }],
      [
        "/v1/auth/employer/signup",
        { ...employerPayload(email, { companyName: "Нет" }), personalDataConsent: WRONG_VERSION },
      ],
      [
        "/v1/employer/register",
        { ...employerPayload(email, { companyName: "Нет" }), personalDataConsent: WRONG_VERSION },
      ],
    ] as const;
    for (const [url, body] of bodies) {
      expect(await refused(() => client.post(url, body))).toEqual(wrongVersionBody(path));
    }
    const huge = { ...applicantPayload(email), personalDataConsent: { version: "9".repeat(10_000) } };
    expect(await refused(() => client.post("/v1/auth/applicant/signup", huge))).toEqual(
      wrongVersionBody(path),
    );
    // A consent is `{ version }` and nothing else.
    const extra = { ...applicantPayload(email), personalDataConsent: { ...FORM_CONSENT, acceptedAt: "now" } };
    await refused(() => client.post("/v1/auth/applicant/signup", extra));
    expect(await consentOf(email)).toBeUndefined();
  });

  it("records the consent given later: POST /v1/account/consent, after which no sign-in asks for it", async () => {
    await verifyEmail(client, email);
    await client.post("/v1/auth/applicant/signup", withoutConsent(applicantPayload(email)));
    gateway.clock.advance(5 * 60_000);
    const givenAt = gateway.clock.now().toISOString();

    await refused(() => client.post("/v1/account/consent", WRONG_VERSION)).then((body) =>
      expect(body).toEqual(wrongVersionBody(["version"])),
    );
    await refused(() => client.post("/v1/account/consent", {}));

    const given = await client.post("/v1/account/consent", FORM_CONSENT);
    expect(given.statusCode).toBe(200);
    expect(given.json()).toEqual({
      consent: { kind: "personal-data", version: PERSONAL_DATA_CONSENT_VERSION, acceptedAt: givenAt },
    });
    expect(await consentOf(email)).toEqual({
      version: PERSONAL_DATA_CONSENT_VERSION,
      acceptedAt: new Date(givenAt),
    });
    expect(await exportedConsents(client)).toEqual([given.json().consent]);
    expect((await client.post("/v1/auth/refresh")).json().auth.consentRequired).toBe(false);
    expect((await login(client, email)).json().auth.consentRequired).toBe(false);
  });

  it("answers a guest's consent with 401 and records nothing", async () => {
    const body = await expectRejectedUnchanged(
      gateway.database.db,
      () => gateway.client().post("/v1/account/consent", FORM_CONSENT),
      401,
    );
    expect(body).toMatchObject({ code: "UNAUTHORIZED" });
  });
});
