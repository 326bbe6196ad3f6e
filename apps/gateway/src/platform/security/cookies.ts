import type { FastifyReply } from "fastify";
import { REFRESH_TOKEN_TTL_SECONDS } from "./session-tokens";

export const ACCESS_COOKIE = "rabota_access";
export const REFRESH_COOKIE = "rabota_refresh";
/** The refresh cookie travels only with auth calls, never with every API request. */
const REFRESH_COOKIE_PATH = "/v1/auth";
/**
 * Marks a browser that signed in before, so a lock after wrong passwords (someone else's
 * guessing) never keeps its owner out. Sent to the login call only; kept a year.
 */
export const DEVICE_COOKIE = "rabota_device";
const DEVICE_COOKIE_PATH = "/v1/auth/login";
const DEVICE_COOKIE_MAX_AGE_S = 365 * 24 * 60 * 60;

/** Remembers this browser as one that signed in (see {@link DEVICE_COOKIE}); logout keeps it. */
export function setDeviceCookie(reply: FastifyReply, token: string, secure: boolean): void {
  reply.setCookie(DEVICE_COOKIE, token, {
    path: DEVICE_COOKIE_PATH,
    httpOnly: true,
    sameSite: "strict",
    secure,
    maxAge: DEVICE_COOKIE_MAX_AGE_S,
  });
}

/**
 * Sets both session cookies: httpOnly, SameSite=Lax, Secure when served over https. The access
 * cookie lives as long as its token (`accessMaxAge` seconds).
 */
export function setSessionCookies(
  reply: FastifyReply,
  tokens: { access: string; refresh: string },
  options: { secure: boolean; accessMaxAge: number },
): void {
  const { secure } = options;
  reply.setCookie(ACCESS_COOKIE, tokens.access, {
    path: "/",
    httpOnly: true,
    sameSite: "lax",
    secure,
    maxAge: options.accessMaxAge,
  });
  reply.setCookie(REFRESH_COOKIE, tokens.refresh, {
    path: REFRESH_COOKIE_PATH,
    httpOnly: true,
    sameSite: "lax",
    secure,
    maxAge: REFRESH_TOKEN_TTL_SECONDS,
  });
}

/** Expires both session cookies in the browser. */
export function clearSessionCookies(reply: FastifyReply, secure: boolean): void {
  reply.clearCookie(ACCESS_COOKIE, { path: "/", httpOnly: true, sameSite: "lax", secure });
  reply.clearCookie(REFRESH_COOKIE, { path: REFRESH_COOKIE_PATH, httpOnly: true, sameSite: "lax", secure });
}
