import { PERSONAL_DATA_CONSENT_VERSION } from "@rabota/domain/constants";
import { expect } from "vitest";
import type { TestClient } from "./gateway";

export const PASSWORD = "Secret123";

/** The newest code the outbox holds for an address (read through the dev route, like the e2e tests). */
export async function latestCode(client: TestClient, email: string): Promise<string> {
  const response = await client.get(`/v1/dev/outbox?email=${encodeURIComponent(email)}`);
  expect(response.statusCode).toBe(200);
  const code = (response.json() as { messages: { code: string | null }[] }).messages[0]?.code;
  if (!code) throw new Error(`no code in the outbox of ${email}`);
  return code;
}

/** send-code + verify-code with the mailed code. */
export async function verifyEmail(client: TestClient, email: string): Promise<void> {
  expect((await client.post("/v1/auth/send-code", { email })).statusCode).toBe(200);
  const code = await latestCode(client, email);
  expect((await client.post("/v1/auth/verify-code", { email, code })).statusCode).toBe(200);
}

/** The consent the web app's registration forms send (a sign-up payload's `personalDataConsent`). */
export const FORM_CONSENT = { version: PERSONAL_DATA_CONSENT_VERSION };

/** An applicant sign-up body with the form's consent; `overrides` replace parts of `applicant`. */
export function applicantPayload(email: string, overrides: Record<string, unknown> = {}) {
  return {
    applicant: {
      user: { email, password: PASSWORD, name: "Анна", surname: "Смирнова" },
      city: "Казань",
      dateOfBirth: "1995-04-12",
      ...overrides,
    },
    personalDataConsent: FORM_CONSENT,
  };
}

/** An employer sign-up body with the form's consent; `overrides` replace parts of `employer`. */
export function employerPayload(
  email: string,
  company: Record<string, unknown>,
  overrides: Record<string, unknown> = {},
) {
  return {
    employer: {
      user: { email, password: PASSWORD, name: "Олег", surname: "Кузнецов" },
      company,
      position: "Директор",
      ...overrides,
    },
    personalDataConsent: FORM_CONSENT,
  };
}

/** A verified, signed-up applicant; returns its applicant id. */
export async function registerApplicant(client: TestClient, email: string): Promise<string> {
  await verifyEmail(client, email);
  const response = await client.post("/v1/auth/applicant/signup", applicantPayload(email));
  expect(response.statusCode).toBe(201);
  return (response.json() as { auth: { id: string } }).auth.id;
}

/** A verified, signed-up employer founding `companyName`; returns its employer id. */
export async function registerEmployer(
  client: TestClient,
  email: string,
  companyName = "Ромашка",
): Promise<string> {
  await verifyEmail(client, email);
  const response = await client.post("/v1/auth/employer/signup", employerPayload(email, { companyName }));
  expect(response.statusCode).toBe(201);
  return (response.json() as { auth: { id: string } }).auth.id;
}

export async function login(client: TestClient, email: string, password = PASSWORD) {
  return client.post("/v1/auth/login", { email, password });
}

/**
 * A verified employer signed up asking to join an existing company (pending until one of its
 * members decides), signed in on `client`; returns its employer id.
 */
export async function registerJoiner(
  client: TestClient,
  email: string,
  company: { id: string; companyName: string },
  position = "Рекрутер",
): Promise<string> {
  await verifyEmail(client, email);
  const signup = await client.post("/v1/auth/employer/signup", employerPayload(email, company, { position }));
  expect(signup.statusCode).toBe(201);
  expect((await login(client, email)).statusCode).toBe(200);
  return (signup.json() as { auth: { id: string } }).auth.id;
}

/** Resets the account's password with the mailed code, as a client that forgot it. */
export async function resetPassword(client: TestClient, email: string, newPassword: string): Promise<void> {
  expect((await client.post("/v1/auth/reset-password", { email })).statusCode).toBe(200);
  const code = await latestCode(client, email);
  const set = await client.post("/v1/auth/reset-password/confirm", { email, code, newPassword });
  expect(set.statusCode).toBe(200);
}
