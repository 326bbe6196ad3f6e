import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { DEMO_ACCOUNTS, DEMO_COMPANY_NAME, seedDemoData } from "./seed";
import { testDatabases } from "./testing/databases";
import { createTestGateway, type TestGateway } from "./testing/gateway";

const [pglite] = testDatabases();

describe("the demo seed", () => {
  let gateway: TestGateway;
  beforeAll(async () => {
    if (!pglite) throw new Error("PGlite is always available");
    gateway = await createTestGateway(pglite);
  });
  afterAll(() => gateway.close());

  it("fills an empty database once with a working applicant and employer", async () => {
    expect(await seedDemoData(gateway.database.db, gateway.clock.now)).toBe(true);
    expect(await seedDemoData(gateway.database.db, gateway.clock.now)).toBe(false);

    const applicant = gateway.client();
    const applicantLogin = await applicant.post("/v1/auth/login", DEMO_ACCOUNTS.applicant);
    expect(applicantLogin.statusCode).toBe(200);
    const { auth } = applicantLogin.json();
    expect(auth.role).toBe("applicant");
    expect((await applicant.get(`/v1/profile/${auth.id}`)).json().profile).toMatchObject({ name: "Иван" });

    const employer = gateway.client();
    const employerLogin = await employer.post("/v1/auth/login", DEMO_ACCOUNTS.employer);
    expect(employerLogin.statusCode).toBe(200);
    const employerId = employerLogin.json().auth.id;
    const profile = (await employer.get(`/v1/profile/employer/${employerId}`)).json().profile;
    expect(profile.company.companyName).toBe(DEMO_COMPANY_NAME);
  });
});
