import {
  type ApplicantSignupRequest,
  type CheckEmailRequest,
  checkEmailResponseSchema,
  type EmployerSignupRequest,
  type LoginRequest,
  listCompaniesResponseSchema,
  loginResponseSchema,
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

// Auth calls answer 401 for a wrong password; they must never trigger a session refresh.
const noRefresh = { skipRefresh: true } as const;

/** Sign-in, sign-up and password recovery; every answer parsed with its domain schema. */
export function createAuthCalls({ request }: Http) {
  return {
    /** `POST /v1/auth/check-email` -> "user found" | "user not found"; 409 when the email has the other role. */
    checkEmail: async (body: CheckEmailRequest) =>
      (
        await request("post", "/v1/auth/check-email", {
          call: "auth.checkEmail",
          json: body,
          schema: checkEmailResponseSchema,
          ...noRefresh,
        })
      ).message,
    /** `POST /v1/auth/send-code` -> the server's confirmation; 429 within 59 s of the last code. */
    sendCode: async (body: SendCodeRequest) =>
      (
        await request("post", "/v1/auth/send-code", {
          call: "auth.sendCode",
          json: body,
          schema: sendCodeResponseSchema,
          ...noRefresh,
        })
      ).message,
    /** `POST /v1/auth/verify-code` -> the server's confirmation; 400 "invalid code", 410 "code expired". */
    verifyCode: async (body: VerifyCodeRequest) =>
      (
        await request("post", "/v1/auth/verify-code", {
          call: "auth.verifyCode",
          json: body,
          schema: verifyCodeResponseSchema,
          ...noRefresh,
        })
      ).message,
    /** `POST /v1/auth/reset-password` -> the server's confirmation; mails a recovery code. */
    resetPassword: async (body: ResetPasswordRequest) =>
      (
        await request("post", "/v1/auth/reset-password", {
          call: "auth.resetPassword",
          json: body,
          schema: resetPasswordResponseSchema,
          ...noRefresh,
        })
      ).message,
    /** `POST /v1/auth/reset-password/confirm` -> the server's confirmation; checks the code, with `newPassword` also sets it. */
    resetPasswordConfirm: async (body: ResetPasswordConfirmRequest) =>
      (
        await request("post", "/v1/auth/reset-password/confirm", {
          call: "auth.resetPasswordConfirm",
          json: body,
          schema: resetPasswordConfirmResponseSchema,
          ...noRefresh,
        })
      ).message,
    /** `POST /v1/auth/applicant/signup` (build the body with `toApplicantSignupRequest`) -> the new user's `{ id, role }`. */
    applicantSignup: async (body: ApplicantSignupRequest) =>
      (
        await request("post", "/v1/auth/applicant/signup", {
          call: "auth.applicantSignup",
          json: body,
          schema: signupResponseSchema,
          ...noRefresh,
        })
      ).auth,
    /** `POST /v1/auth/employer/signup` (an existing or a new company) -> the new user's `{ id, role }`. */
    employerSignup: async (body: EmployerSignupRequest) =>
      (
        await request("post", "/v1/auth/employer/signup", {
          call: "auth.employerSignup",
          json: body,
          schema: signupResponseSchema,
          ...noRefresh,
        })
      ).auth,
    /** `POST /v1/auth/list-companies?search=` -> the companies for the employer sign-up suggestions. */
    listCompanies: async (search?: string) =>
      (
        await request("post", "/v1/auth/list-companies", {
          call: "auth.listCompanies",
          query: { search: search?.trim() || undefined },
          schema: listCompaniesResponseSchema,
          ...noRefresh,
        })
      ).companies,
    /** `POST /v1/auth/login` -> the signed-in user's `{ id, role }`; sets the session cookies. */
    login: async (body: LoginRequest) =>
      (
        await request("post", "/v1/auth/login", {
          call: "auth.login",
          json: body,
          schema: loginResponseSchema,
          ...noRefresh,
        })
      ).auth,
    /** `POST /v1/auth/logout` -> nothing; revokes the session and clears its cookies. */
    logout: async (): Promise<void> => {
      await request("post", "/v1/auth/logout", { call: "auth.logout", ...noRefresh });
    },
  };
}
