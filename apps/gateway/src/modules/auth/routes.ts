import { YEAR_MIN } from "@rabota/domain/constants";
import { VALIDATION_MESSAGES } from "@rabota/domain/validation";
import {
  applicantSignupRequestSchema,
  checkEmailRequestSchema,
  checkEmailResponseSchema,
  employerSignupRequestSchema,
  legacyLoginResponseSchema,
  loginRequestSchema,
  loginResponseSchema,
  logoutResponseSchema,
  refreshResponseSchema,
  resetPasswordConfirmRequestSchema,
  resetPasswordConfirmResponseSchema,
  resetPasswordRequestSchema,
  resetPasswordResponseSchema,
  sendCodeRequestSchema,
  sendCodeResponseSchema,
  signupResponseSchema,
  verifyCodeRequestSchema,
  verifyCodeResponseSchema,
} from "@rabota/domain/wire/auth";
import type { onRequestAsyncHookHandler } from "fastify";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { badRequest } from "../../platform/http/errors";
import { AUTH_REPLIES } from "../../platform/http/messages";
import {
  clearSessionCookies,
  DEVICE_COOKIE,
  REFRESH_COOKIE,
  setDeviceCookie,
  setSessionCookies,
} from "../../platform/security/cookies";
import type { RouteRateLimit } from "../module";
import type { AuthService } from "./service";
import { applicantSignupOf, employerSignupOf, type SignupPorts } from "./signup-ports";

export interface AuthRoutesOptions {
  service: AuthService;
  /** Where each role's sign-up creates its records. */
  signups: SignupPorts;
  now: () => Date;
  secureCookies: boolean;
  /** Access token life in seconds, which the access cookie's Max-Age follows. */
  accessTokenTtlSeconds: number;
  /** The limit per client address on each auth call. */
  rateLimit: RouteRateLimit;
  /**
   * The one limiter of both logins (this one and the older `POST /auth/login`): their tries
   * count together, so a client cannot double its password guesses by alternating them.
   */
  loginRateLimit: onRequestAsyncHookHandler;
}

export interface LegacyAuthRoutesOptions {
  service: AuthService;
  loginRateLimit: onRequestAsyncHookHandler;
}

/**
 * A birth date from 1900 up to today. The domain's schema already checks the year range on the
 * real clock; this adds "not after today" on the injected clock, so no one is born tomorrow.
 */
function assertBirthDateInRange(dateOfBirth: string | null, now: Date): void {
  if (dateOfBirth === null) return;
  const year = Number(dateOfBirth.slice(0, 4));
  if (year < YEAR_MIN || dateOfBirth > now.toISOString().slice(0, 10)) {
    throw badRequest(VALIDATION_MESSAGES.date, [
      { path: ["applicant", "dateOfBirth"], message: VALIDATION_MESSAGES.date },
    ]);
  }
}

/**
 * The auth calls under `/v1/auth` (codes, sign-up, sign-in, refresh, recovery), each
 * rate-limited per client address (§7 Auth).
 */
export const authRoutes: FastifyPluginAsyncZod<AuthRoutesOptions> = async (app, options) => {
  const { service } = options;
  const { rateLimit } = options;
  const cookieOptions = { secure: options.secureCookies, accessMaxAge: options.accessTokenTtlSeconds };

  app.post(
    "/check-email",
    {
      config: { rateLimit },
      schema: { body: checkEmailRequestSchema, response: { 200: checkEmailResponseSchema } },
    },
    async (request) => {
      return { message: await service.checkEmail(request.body.email, request.body.role) };
    },
  );

  app.post(
    "/send-code",
    {
      config: { rateLimit },
      schema: { body: sendCodeRequestSchema, response: { 200: sendCodeResponseSchema } },
    },
    async (request) => {
      await service.codes.sendSignupCode(request.body.email, request.ip);
      return { message: AUTH_REPLIES.codeSent };
    },
  );

  app.post(
    "/verify-code",
    {
      config: { rateLimit },
      schema: { body: verifyCodeRequestSchema, response: { 200: verifyCodeResponseSchema } },
    },
    async (request) => {
      await service.codes.verifySignupCode(request.body.email, request.body.code, request.ip);
      return { message: AUTH_REPLIES.codeVerified };
    },
  );

  app.post(
    "/reset-password",
    {
      config: { rateLimit },
      schema: { body: resetPasswordRequestSchema, response: { 200: resetPasswordResponseSchema } },
    },
    async (request) => {
      await service.codes.sendResetCode(request.body.email, request.ip);
      return { message: AUTH_REPLIES.codeSent };
    },
  );

  app.post(
    "/reset-password/confirm",
    {
      config: { rateLimit },
      schema: {
        body: resetPasswordConfirmRequestSchema,
        response: { 200: resetPasswordConfirmResponseSchema },
      },
    },
    async (request) => {
      const { email, code, newPassword } = request.body;
      return { message: await service.confirmReset(email, code, request.ip, newPassword) };
    },
  );

  app.post(
    "/applicant/signup",
    {
      config: { rateLimit },
      schema: { body: applicantSignupRequestSchema, response: { 201: signupResponseSchema } },
    },
    async (request, reply) => {
      const applicant = applicantSignupOf(request.body);
      assertBirthDateInRange(applicant.dateOfBirth, options.now());
      await options.signups.applicant(applicant);
      const session = await service.signedUpSession(applicant.email);
      setSessionCookies(reply, session.tokens, cookieOptions);
      return reply.status(201).send({ auth: session.auth });
    },
  );

  app.post(
    "/employer/signup",
    {
      config: { rateLimit },
      schema: { body: employerSignupRequestSchema, response: { 201: signupResponseSchema } },
    },
    async (request, reply) => {
      await options.signups.employer(employerSignupOf(request.body));
      const session = await service.signedUpSession(request.body.employer.user.email);
      setSessionCookies(reply, session.tokens, cookieOptions);
      return reply.status(201).send({ auth: session.auth });
    },
  );

  app.post(
    "/login",
    {
      onRequest: options.loginRateLimit,
      config: { sharedRateLimit: true },
      schema: { body: loginRequestSchema, response: { 200: loginResponseSchema } },
    },
    async (request, reply) => {
      const { email, password } = request.body;
      const session = await service.login(email, password, request.cookies[DEVICE_COOKIE]);
      setSessionCookies(reply, session.tokens, cookieOptions);
      setDeviceCookie(reply, session.deviceToken, options.secureCookies);
      return { auth: session.auth };
    },
  );

  app.post(
    "/refresh",
    { config: { rateLimit }, schema: { response: { 200: refreshResponseSchema } } },
    async (request, reply) => {
      try {
        const session = await service.refresh(request.cookies[REFRESH_COOKIE]);
        setSessionCookies(reply, session.tokens, cookieOptions);
        return { auth: session.auth };
      } catch (error) {
        // A refresh that failed leaves no half-valid cookies behind.
        clearSessionCookies(reply, options.secureCookies);
        throw error;
      }
    },
  );

  app.post(
    "/logout",
    { config: { rateLimit }, schema: { response: { 200: logoutResponseSchema } } },
    async (request, reply) => {
      await service.logout(request.cookies[REFRESH_COOKIE]);
      clearSessionCookies(reply, options.secureCookies);
      return { message: AUTH_REPLIES.loggedOut };
    },
  );
};

/**
 * `POST /auth/login`, the older login of §7 for older clients: the v1 login's body, checks
 * (404 unknown email, 401 wrong password) and shared rate limit, answered with `{ token }`,
 * an access token for `Authorization: Bearer`. It sets no cookies and opens no refresh
 * session: when the token expires the client signs in again.
 */
export const legacyAuthRoutes: FastifyPluginAsyncZod<LegacyAuthRoutesOptions> = async (app, options) => {
  app.post(
    "/login",
    {
      onRequest: options.loginRateLimit,
      config: { sharedRateLimit: true },
      schema: { body: loginRequestSchema, response: { 200: legacyLoginResponseSchema } },
    },
    async (request) => ({
      token: await options.service.accessToken(request.body.email, request.body.password),
    }),
  );
};
