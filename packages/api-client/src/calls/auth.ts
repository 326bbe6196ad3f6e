import type { GatewayCall } from "@rabota/domain/errors";
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
import type { z } from "zod";
import type { Http, RequestOptions } from "../http";

/** Sign-in, sign-up and password recovery; every answer parsed with its domain schema. */
export function createAuthCalls({ request }: Http) {
  // Every auth call is a POST that never refreshes the session: its 401 means "invalid password".
  const post = <Schema extends z.ZodType>(
    call: GatewayCall,
    path: string,
    schema: Schema,
    init: Pick<RequestOptions<Schema>, "json" | "query"> = {},
  ) => request("post", path, { call, schema, skipRefresh: true, ...init });

  return {
    /** `POST /v1/auth/check-email` -> "user found" | "user not found"; 409 when the email has the other role. */
    checkEmail: async (body: CheckEmailRequest) =>
      (await post("auth.checkEmail", "/v1/auth/check-email", checkEmailResponseSchema, { json: body }))
        .message,
    /** `POST /v1/auth/send-code` -> the server's confirmation; 429 within 59 s of the last code. */
    sendCode: async (body: SendCodeRequest) =>
      (await post("auth.sendCode", "/v1/auth/send-code", sendCodeResponseSchema, { json: body })).message,
    /** `POST /v1/auth/verify-code` -> the server's confirmation; 400 "invalid code", 410 "code expired". */
    verifyCode: async (body: VerifyCodeRequest) =>
      (await post("auth.verifyCode", "/v1/auth/verify-code", verifyCodeResponseSchema, { json: body }))
        .message,
    /** `POST /v1/auth/reset-password` -> the server's confirmation; mails a recovery code. */
    resetPassword: async (body: ResetPasswordRequest) =>
      (
        await post("auth.resetPassword", "/v1/auth/reset-password", resetPasswordResponseSchema, {
          json: body,
        })
      ).message,
    /** `POST /v1/auth/reset-password/confirm` -> the server's confirmation; checks the code, with `newPassword` also sets it. */
    resetPasswordConfirm: async (body: ResetPasswordConfirmRequest) =>
      (
        await post(
          "auth.resetPasswordConfirm",
          "/v1/auth/reset-password/confirm",
          resetPasswordConfirmResponseSchema,
          {
            json: body,
          },
        )
      ).message,
    /** `POST /v1/auth/applicant/signup` (build the body with `toApplicantSignupRequest`) -> the new user's `{ id, role }`. */
    applicantSignup: async (body: ApplicantSignupRequest) =>
      (await post("auth.applicantSignup", "/v1/auth/applicant/signup", signupResponseSchema, { json: body }))
        .auth,
    /** `POST /v1/auth/employer/signup` (an existing or a new company) -> the new user's `{ id, role }`. */
    employerSignup: async (body: EmployerSignupRequest) =>
      (await post("auth.employerSignup", "/v1/auth/employer/signup", signupResponseSchema, { json: body }))
        .auth,
    /** `POST /v1/auth/list-companies?search=` -> the companies for the employer sign-up suggestions. */
    listCompanies: async (search?: string) =>
      (
        await post("auth.listCompanies", "/v1/auth/list-companies", listCompaniesResponseSchema, {
          query: { search: search?.trim() || undefined },
        })
      ).companies,
    /** `POST /v1/auth/login` -> the signed-in user's `{ id, role }`; sets the session cookies. */
    login: async (body: LoginRequest) =>
      (await post("auth.login", "/v1/auth/login", loginResponseSchema, { json: body })).auth,
    /** `POST /v1/auth/logout` -> nothing; revokes the session and clears its cookies. */
    logout: async (): Promise<void> => {
      await request("post", "/v1/auth/logout", { call: "auth.logout", skipRefresh: true });
    },
  };
}
