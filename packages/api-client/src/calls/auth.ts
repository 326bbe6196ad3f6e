import { noResponseMessage } from "@rabota/domain/errors";
import {
  type ApplicantSignupRequest,
  type CheckEmailRequest,
  checkEmailResponseSchema,
  type EmployerSignupRequest,
  type LoginRequest,
  listCompaniesResponseSchema,
  loginResponseSchema,
  logoutResponseSchema,
  type ResetPasswordConfirmRequest,
  type ResetPasswordRequest,
  resetPasswordConfirmResponseSchema,
  resetPasswordResponseSchema,
  type SendCodeRequest,
  sendCodeResponseSchema,
  signupResponseSchema,
  type VerifyCodeRequest,
  verifyCodeResponseSchema,
} from "@rabota/domain/wire/auth";
import type { Http } from "../http";
import { required } from "./required";

// Auth calls answer 401 for a wrong password; they must never trigger a session refresh.
const noRefresh = { skipRefresh: true } as const;

/** The Auth calls of spec §7, one function each; every answer is parsed with its domain schema. */
export function createAuthCalls({ request }: Http) {
  return {
    /** `POST /v1/auth/check-email`: "user found" / "user not found"; 409 when the email has the other role. */
    checkEmail: async (body: CheckEmailRequest) =>
      required(
        await request("post", "/v1/auth/check-email", {
          json: body,
          schema: checkEmailResponseSchema,
          ...noRefresh,
        }),
        noResponseMessage("checkEmail"),
      ),
    /** `POST /v1/auth/send-code`: mails a registration code (429 within 59 s of the last one). */
    sendCode: async (body: SendCodeRequest) =>
      request("post", "/v1/auth/send-code", { json: body, schema: sendCodeResponseSchema, ...noRefresh }),
    /** `POST /v1/auth/verify-code`: 400 "invalid code", 410 "code expired". */
    verifyCode: async (body: VerifyCodeRequest) =>
      request("post", "/v1/auth/verify-code", { json: body, schema: verifyCodeResponseSchema, ...noRefresh }),
    /** `POST /v1/auth/reset-password`: mails a recovery code. */
    resetPassword: async (body: ResetPasswordRequest) =>
      request("post", "/v1/auth/reset-password", {
        json: body,
        schema: resetPasswordResponseSchema,
        ...noRefresh,
      }),
    /** `POST /v1/auth/reset-password/confirm`: checks the code; with `newPassword` also sets it. */
    resetPasswordConfirm: async (body: ResetPasswordConfirmRequest) =>
      request("post", "/v1/auth/reset-password/confirm", {
        json: body,
        schema: resetPasswordConfirmResponseSchema,
        ...noRefresh,
      }),
    /** `POST /v1/auth/applicant/signup` with the §3 payload (see `toApplicantSignupRequest`). */
    applicantSignup: async (body: ApplicantSignupRequest) =>
      required(
        await request("post", "/v1/auth/applicant/signup", {
          json: body,
          schema: signupResponseSchema,
          ...noRefresh,
        }),
        noResponseMessage("applicantSignup"),
      ),
    /** `POST /v1/auth/employer/signup` with the §3 payload (existing or new company). */
    employerSignup: async (body: EmployerSignupRequest) =>
      required(
        await request("post", "/v1/auth/employer/signup", {
          json: body,
          schema: signupResponseSchema,
          ...noRefresh,
        }),
        noResponseMessage("employerSignup"),
      ),
    /** `POST /v1/auth/list-companies?search=`: companies for the employer sign-up suggestions. */
    listCompanies: async (search?: string) =>
      required(
        await request("post", "/v1/auth/list-companies", {
          query: { search: search?.trim() || undefined },
          schema: listCompaniesResponseSchema,
          ...noRefresh,
        }),
        noResponseMessage("listCompanies"),
      ),
    /** `POST /v1/auth/login`: sets the session cookies; answers `{ auth: { id, role } }`. */
    login: async (body: LoginRequest) =>
      required(
        await request("post", "/v1/auth/login", { json: body, schema: loginResponseSchema, ...noRefresh }),
        noResponseMessage("login"),
      ),
    /** `POST /v1/auth/logout`: revokes the session and clears its cookies. */
    logout: async () => {
      await request("post", "/v1/auth/logout", { schema: logoutResponseSchema, ...noRefresh });
    },
  };
}
