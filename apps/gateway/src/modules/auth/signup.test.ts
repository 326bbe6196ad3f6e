import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { ACCESS_COOKIE, REFRESH_COOKIE } from "../../platform/security/cookies";
import { testDatabases } from "../../testing/databases";
import {
  applicantPayload,
  employerPayload,
  login,
  PASSWORD,
  registerApplicant,
  registerEmployer,
  verifyEmail,
} from "../../testing/flows";
import { createTestGateway, type TestClient, type TestGateway } from "../../testing/gateway";
import { expectRejectedUnchanged } from "../../testing/snapshot";

describe.each(testDatabases())("sign-up on $name", (kind) => {
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
    email = `signup-${counter}@mail.ru`;
    // Each test starts a minute later, clear of any resend wait.
    gateway.clock.advance(60_000);
  });

  const unchanged = (call: () => Promise<{ statusCode: number; json(): unknown }>, status: number) =>
    expectRejectedUnchanged(gateway.database.db, call, status);

  describe("check-email", () => {
    it("says user not found for a new email and user found for the same role", async () => {
      expect((await client.post("/v1/auth/check-email", { email, role: "applicant" })).json()).toEqual({
        message: "user not found",
      });
      await registerApplicant(client, email);
      const found = await client.post("/v1/auth/check-email", {
        email: email.toUpperCase(),
        role: "applicant",
      });
      expect(found.statusCode).toBe(200);
      expect(found.json()).toEqual({ message: "user found" });
    });

    it("answers 409 with the brief's message when the email belongs to the other role", async () => {
      await registerEmployer(client, email);
      const body = await unchanged(
        () => client.post("/v1/auth/check-email", { email, role: "applicant" }),
        409,
      );
      expect(body).toEqual({
        message: "user with such email already registered with another role",
        code: "CONFLICT",
      });
    });

    it("rejects an unknown role with 400", async () => {
      const body = await unchanged(() => client.post("/v1/auth/check-email", { email, role: "admin" }), 400);
      expect(body).toMatchObject({
        code: "VALIDATION",
        issues: [expect.objectContaining({ path: ["role"] })],
      });
    });
  });

  describe("applicant", () => {
    it("signs up after a verified code and answers { auth: { id, role, companyId: null, consentRequired } }", async () => {
      await verifyEmail(client, email);
      const response = await client.post("/v1/auth/applicant/signup", applicantPayload(email));
      expect(response.statusCode).toBe(201);
      const { auth } = response.json();
      expect(auth).toEqual({
        id: expect.any(String),
        role: "applicant",
        companyId: null,
        consentRequired: false,
      });
      const signedIn = await login(client, email);
      expect(signedIn.json()).toEqual({ auth });
    });

    it("ends signed in: the answer sets the session cookies, so the new applicant reads its profile at once", async () => {
      await verifyEmail(client, email);
      const tab = gateway.client();
      const response = await tab.post("/v1/auth/applicant/signup", applicantPayload(email));
      expect(response.statusCode).toBe(201);
      const names = (response.cookies as { name: string }[]).map((cookie) => cookie.name);
      expect(names).toEqual(expect.arrayContaining([ACCESS_COOKIE, REFRESH_COOKIE]));
      const { id } = response.json().auth;
      const profile = await tab.get(`/v1/profile/${id}`);
      expect(profile.statusCode).toBe(200);
      expect(profile.json().profile.name).toBe("Анна");
      // The refresh cookie is a real session too.
      expect((await tab.post("/v1/auth/refresh")).json()).toEqual(response.json());
    });

    it("refuses sign-up without a verified code (403) and stores nothing", async () => {
      await client.post("/v1/auth/send-code", { email });
      const body = await unchanged(
        () => client.post("/v1/auth/applicant/signup", applicantPayload(email)),
        403,
      );
      expect(body).toEqual({ message: "email is not verified", code: "FORBIDDEN" });
    });

    it("refuses sign-up with a code verified for another email", async () => {
      await verifyEmail(client, `verified-${email}`);
      await unchanged(() => client.post("/v1/auth/applicant/signup", applicantPayload(email)), 403);
    });

    it("refuses sign-up once the verification is older than 30 minutes", async () => {
      await verifyEmail(client, email);
      gateway.clock.advance(31 * 60_000);
      await unchanged(() => client.post("/v1/auth/applicant/signup", applicantPayload(email)), 403);
    });

    it("spends the verification: a second sign-up is 409", async () => {
      await registerApplicant(client, email);
      const body = await unchanged(
        () => client.post("/v1/auth/applicant/signup", applicantPayload(email)),
        409,
      );
      expect(body).toMatchObject({ code: "CONFLICT" });
    });

    it("keeps one role per email: an applicant's email cannot sign up as employer", async () => {
      await registerApplicant(client, email);
      const body = await unchanged(
        () => client.post("/v1/auth/employer/signup", employerPayload(email, { companyName: "Ромашка" })),
        409,
      );
      expect(body).toEqual({
        message: "user with such email already registered with another role",
        code: "CONFLICT",
      });
    });

    it("accepts a null birth date (the input was not DD.MM.YYYY)", async () => {
      await verifyEmail(client, email);
      const response = await client.post(
        "/v1/auth/applicant/signup",
        applicantPayload(email, { dateOfBirth: null }),
      );
      expect(response.statusCode).toBe(201);
    });

    it.each([
      ["a weak password", { user: { email: "x", password: "password", name: "Анна", surname: "Смирнова" } }],
      ["a lowercase name", { user: { email: "x", password: PASSWORD, name: "анна", surname: "Смирнова" } }],
      [
        "HTML in the name",
        { user: { email: "x", password: PASSWORD, name: "<script>alert(1)</script>", surname: "Смирнова" } },
      ],
      ["SQL in the city", { city: "Москва'; DROP TABLE users; --" }],
      ["a birth date that does not exist", { dateOfBirth: "2023-02-29" }],
      ["a birth date before 1900", { dateOfBirth: "1899-12-31" }],
      ["a birth date in the future", { dateOfBirth: "2030-01-01" }],
      ["a birth date as DD.MM.YYYY", { dateOfBirth: "12.04.1995" }],
      ["a numeric city", { city: 42 }],
      ["a missing city", { city: undefined }],
      [
        "a 300-character name",
        { user: { email: "x", password: PASSWORD, name: `А${"а".repeat(299)}`, surname: "Смирнова" } },
      ],
      ["an unknown field", { role: "employer" }],
    ])("rejects %s with 400 and stores nothing", async (_name, overrides) => {
      await verifyEmail(client, email);
      const payload = applicantPayload(email, overrides as Record<string, unknown>);
      const user = (overrides as { user?: Record<string, unknown> }).user;
      if (user) payload.applicant.user = { ...(user as typeof payload.applicant.user), email };
      const body = await unchanged(() => client.post("/v1/auth/applicant/signup", payload), 400);
      expect(body).toMatchObject({ code: "VALIDATION", message: expect.any(String) });
    });

    it("names the password rule in Russian", async () => {
      await verifyEmail(client, email);
      const payload = applicantPayload(email);
      payload.applicant.user.password = "short";
      const response = await client.post("/v1/auth/applicant/signup", payload);
      expect(response.json().message).toBe(
        "Пароль должен содержать не менее 8 символов, заглавные и строчные буквы, цифры",
      );
    });

    it("rejects a missing body with 400", async () => {
      await unchanged(() => client.post("/v1/auth/applicant/signup"), 400);
    });
  });

  describe("employer", () => {
    it("founds a new company, answers with its id, and the company list then finds it", async () => {
      await verifyEmail(client, email);
      const response = await client.post(
        "/v1/auth/employer/signup",
        employerPayload(email, { companyName: "Северный Ветер" }),
      );
      expect(response.statusCode).toBe(201);
      const { auth } = response.json();
      expect(auth).toEqual({
        id: expect.any(String),
        role: "employer",
        companyId: expect.any(String),
        consentRequired: false,
      });
      const list = await client.post("/v1/auth/list-companies?search=северн");
      expect(list.statusCode).toBe(200);
      expect(list.json().companies).toEqual([{ id: auth.companyId, companyName: "Северный Ветер" }]);
    });

    it("ends signed in: the new employer reads its own profile with the cookies the answer set", async () => {
      await verifyEmail(client, email);
      const tab = gateway.client();
      const response = await tab.post(
        "/v1/auth/employer/signup",
        employerPayload(email, { companyName: `Сразу внутри ${counter}` }),
      );
      expect(response.statusCode).toBe(201);
      const { auth } = response.json();
      expect(auth).toEqual({
        id: expect.any(String),
        role: "employer",
        companyId: expect.any(String),
        consentRequired: false,
      });
      expect((await tab.get(`/v1/profile/employer/${auth.id}`)).statusCode).toBe(200);
    });

    it("joins an existing company by id", async () => {
      await registerEmployer(client, `founder-${email}`, "Общий Дом");
      const [company] = (await client.post("/v1/auth/list-companies?search=Общий Дом")).json().companies;
      await verifyEmail(client, email);
      const response = await client.post(
        "/v1/auth/employer/signup",
        employerPayload(email, { id: company.id, companyName: company.companyName }),
      );
      expect(response.statusCode).toBe(201);
      expect(response.json().auth).toMatchObject({ role: "employer", companyId: company.id });
      const { auth } = (await login(client, email)).json();
      expect(auth.companyId).toBe(company.id);
      const profile = (await client.get(`/v1/profile/employer/${auth.id}`)).json().profile;
      expect(profile.company).toMatchObject({ id: company.id, companyName: "Общий Дом" });
      const all = (await client.post("/v1/auth/list-companies?search=Общий Дом")).json().companies;
      expect(all).toHaveLength(1);
    });

    it("answers 404 for an unknown company id and stores nothing", async () => {
      await verifyEmail(client, email);
      for (const id of ["00000000-0000-4000-8000-000000000000", "not-a-uuid"]) {
        const body = await unchanged(
          () =>
            client.post("/v1/auth/employer/signup", employerPayload(email, { id, companyName: "Нет такой" })),
          404,
        );
        expect(body).toEqual({ message: "company not found", code: "NOT_FOUND" });
      }
    });

    it("refuses sign-up without a verified code", async () => {
      await unchanged(
        () => client.post("/v1/auth/employer/signup", employerPayload(email, { companyName: "Ромашка" })),
        403,
      );
    });

    it.each([
      ["an empty company name", { company: { companyName: "   " } }],
      ["a missing position", { position: undefined }],
      ["a company with an unknown key", { company: { companyName: "Ромашка", owner: "me" } }],
    ])("rejects %s with 400 and stores nothing", async (_name, overrides) => {
      await verifyEmail(client, email);
      await unchanged(
        () =>
          client.post(
            "/v1/auth/employer/signup",
            employerPayload(email, { companyName: "Ромашка" }, overrides),
          ),
        400,
      );
    });

    it("registers through POST /v1/employer/register and answers with the employer profile", async () => {
      await verifyEmail(client, email);
      const response = await client.post(
        "/v1/employer/register",
        employerPayload(email, { companyName: "Луч" }),
      );
      expect(response.statusCode).toBe(201);
      expect(response.json().employer).toMatchObject({
        id: expect.any(String),
        name: "Олег",
        surname: "Кузнецов",
        email,
        position: "Директор",
        company: { id: expect.any(String), companyName: "Луч" },
      });
    });

    it("applies the same rules to POST /v1/employer/register", async () => {
      await unchanged(
        () => client.post("/v1/employer/register", employerPayload(email, { companyName: "Луч" })),
        403,
      );
      await registerApplicant(client, email);
      await unchanged(
        () => client.post("/v1/employer/register", employerPayload(email, { companyName: "Луч" })),
        409,
      );
    });
  });

  describe("list-companies", () => {
    it("lists alphabetically, searches case-insensitively and treats % and _ literally", async () => {
      await registerEmployer(client, `a-${email}`, "Яблоко 100%");
      await registerEmployer(client, `b-${email}`, "Апельсин_Плюс");
      const all = (await client.post("/v1/auth/list-companies")).json().companies as {
        companyName: string;
      }[];
      const names = all.map((company) => company.companyName);
      expect(names).toEqual([...names].sort((a, b) => a.localeCompare(b, "ru")));
      const percent = (
        await client.post(`/v1/auth/list-companies?search=${encodeURIComponent("100%")}`)
      ).json();
      expect(percent.companies.map((company: { companyName: string }) => company.companyName)).toEqual([
        "Яблоко 100%",
      ]);
      const underscore = (await client.post("/v1/auth/list-companies?search=_")).json();
      expect(underscore.companies.map((company: { companyName: string }) => company.companyName)).toEqual([
        "Апельсин_Плюс",
      ]);
      const sql = (
        await client.post(`/v1/auth/list-companies?search=${encodeURIComponent("' OR 1=1 --")}`)
      ).json();
      expect(sql.companies).toEqual([]);
    });

    it("rejects a 300-character search with 400 and ignores unknown query parameters", async () => {
      const long = await client.post(`/v1/auth/list-companies?search=${encodeURIComponent("я".repeat(300))}`);
      expect(long.statusCode).toBe(400);
      // Query schemas strip unknown keys (the domain's rule): a made-up limit changes nothing.
      const limited = await client.post("/v1/auth/list-companies?limit=1000");
      expect(limited.statusCode).toBe(200);
      expect(limited.json().companies.length).toBeLessThanOrEqual(20);
    });
  });
});
