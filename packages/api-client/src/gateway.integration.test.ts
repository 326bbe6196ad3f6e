import { PERSONAL_DATA_CONSENT_VERSION } from "@rabota/domain/constants";
import { describe, expect, inject, it } from "vitest";
import { isApiError } from "./api-error";
import { browserLikeClient as clientFor, DEMO_APPLICANT as DEMO } from "./testing/real-gateway";

// The client against the real gateway (its own process, an embedded throwaway database,
// mail in the outbox): cookies, the refresh queue and error normalisation over real HTTP.
const browserLikeClient = () => clientFor(inject("gatewayUrl"));

describe("against the real gateway", () => {
  it("tells known, unknown and other-role emails apart", async () => {
    const { client } = browserLikeClient();
    await expect(client.auth.checkEmail({ email: DEMO.email, role: "applicant" })).resolves.toBe(
      "user found",
    );
    await expect(client.auth.checkEmail({ email: "nobody@rabota.test", role: "applicant" })).resolves.toBe(
      "user not found",
    );
    const error = await client.auth
      .checkEmail({ email: DEMO.email, role: "employer" })
      .catch((e: unknown) => e);
    expect(isApiError(error) && error.status).toBe(409);
    expect(isApiError(error) && error.serverMessage).toBe(
      "user with such email already registered with another role",
    );
  });

  it("normalises a wrong password into a 401 ApiError without trying to refresh", async () => {
    const { client, refreshes } = browserLikeClient();
    const error = await client.auth
      .login({ email: DEMO.email, password: "Wrong2025!" })
      .catch((e: unknown) => e);
    expect(isApiError(error)).toBe(true);
    expect(error).toMatchObject({ status: 401, code: "UNAUTHORIZED", serverMessage: "invalid password" });
    expect(refreshes.count).toBe(0);
  });

  it("signs in with cookies and reads the own profile", async () => {
    const { client } = browserLikeClient();
    const auth = await client.auth.login(DEMO);
    expect(auth.role).toBe("applicant");
    const profile = await client.profile.getApplicantProfile(auth.id);
    expect(profile.email).toBe(DEMO.email);
  });

  it("refreshes exactly once for a burst of parallel calls on an expired access token", async () => {
    const { client, refreshes, expired, untilAccessExpires } = browserLikeClient();
    const auth = await client.auth.login(DEMO);
    await untilAccessExpires(`/v1/profile/${auth.id}`);
    const profiles = await Promise.all(
      Array.from({ length: 12 }, () => client.profile.getApplicantProfile(auth.id)),
    );
    expect(profiles.every((profile) => profile.email === DEMO.email)).toBe(true);
    expect(refreshes.count).toBe(1);
    expect(expired.count).toBe(0);
  });

  it("signals the session's end once after logout, and every call then fails with 401", async () => {
    const { client, expired } = browserLikeClient();
    const auth = await client.auth.login(DEMO);
    await client.auth.logout();
    const outcomes = await Promise.allSettled(
      Array.from({ length: 4 }, () => client.profile.getApplicantProfile(auth.id)),
    );
    expect(
      outcomes.every((o) => o.status === "rejected" && isApiError(o.reason) && o.reason.status === 401),
    ).toBe(true);
    expect(expired.count).toBe(1);
  });

  it("refuses another user's profile with 403", async () => {
    const { client } = browserLikeClient();
    await client.auth.login(DEMO);
    const error = await client.profile
      .getApplicantProfile("00000000-0000-4000-8000-000000000000")
      .catch((e) => e);
    expect(isApiError(error) && error.status).toBe(403);
  });

  it("reads a registration code from the outbox and completes a sign-up, then gives the consent it lacked", async () => {
    const { client } = browserLikeClient();
    const email = `client-${Date.now()}@rabota.test`;
    await client.auth.sendCode({ email });
    const messages = await client.dev.getOutbox(email);
    const code = messages[0]?.code;
    expect(code).toMatch(/^\d{6}$/);
    await client.auth.verifyCode({ email, code: code ?? "" });
    const auth = await client.auth.applicantSignup({
      applicant: {
        user: { email, password: "Rabota2025!", name: "Иван", surname: "Иванов" },
        city: "Москва",
        dateOfBirth: "1990-01-01",
      },
    });
    expect(auth).toMatchObject({ role: "applicant", consentRequired: true });
    await expect(client.auth.login({ email, password: "Rabota2025!" })).resolves.toEqual(auth);
    // The body carried no personalDataConsent: the account gives it now.
    const consent = await client.account.giveConsent(PERSONAL_DATA_CONSENT_VERSION);
    expect(consent).toMatchObject({ kind: "personal-data", version: PERSONAL_DATA_CONSENT_VERSION });
    await expect(client.auth.login({ email, password: "Rabota2025!" })).resolves.toEqual({
      ...auth,
      consentRequired: false,
    });
  });
});
