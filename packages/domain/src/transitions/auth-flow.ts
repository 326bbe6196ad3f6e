import { CODE_RESEND_MS } from "../constants";
import type { AuthStep, Role } from "../enums";
import { SERVER_MESSAGES } from "../errors";

/**
 * The back action of the auth modal: login -> mail; code -> login when recovering, else
 * mail; password creation -> code; registration forms -> createPassword. The mail step has
 * no back action (`null`). (§2.4)
 */
export function authBackStep(step: AuthStep, isRecovering: boolean): AuthStep | null {
  switch (step) {
    case "mail":
      return null;
    case "login":
      return "mail";
    case "code":
      return isRecovering ? "login" : "mail";
    case "createPassword":
    case "createNewPassword":
      return "code";
    case "registerApplicant":
    case "registerEmployer":
      return "createPassword";
  }
}

/**
 * After the mail step: "user not found" means registration (a code is sent, the code step
 * shows); otherwise the login step shows. (§4)
 */
export function stepAfterCheckEmail(serverMessage: string): AuthStep {
  return serverMessage === SERVER_MESSAGES.userNotFound ? "code" : "login";
}

/** After a verified code: createNewPassword when recovering, createPassword when registering. */
export function stepAfterCode(isRecovering: boolean): AuthStep {
  return isRecovering ? "createNewPassword" : "createPassword";
}

/** After createPassword: the registration form of the chosen role. */
export function registrationStep(role: Role): AuthStep {
  return role === "employer" ? "registerEmployer" : "registerApplicant";
}

/**
 * After a successful sign-up the flow returns to the mail step (§4); the sign-up has also
 * signed the user in, so the modal closes over it.
 */
export const STEP_AFTER_SIGNUP: AuthStep = "mail";
/** After a new password is set the login step shows, to sign in with it. (§4) */
export const STEP_AFTER_NEW_PASSWORD: AuthStep = "login";

/** When a code sent at `sentAtMs` may be sent again: 59 seconds later. (§2.4) */
export function resendAvailableAt(sentAtMs: number): number {
  return sentAtMs + CODE_RESEND_MS;
}

/** Whole seconds left until a resend is allowed at `availableAtMs` (never negative). */
export function resendSecondsLeft(availableAtMs: number, nowMs: number): number {
  return Math.max(0, Math.ceil((availableAtMs - nowMs) / 1000));
}

/** A countdown as `M:SS` («0:59», «0:05»). */
export function formatCountdown(seconds: number): string {
  const whole = Math.max(0, Math.ceil(seconds));
  return `${Math.floor(whole / 60)}:${String(whole % 60).padStart(2, "0")}`;
}

/** The resend button: «Отправить повторно через 0:SS» while waiting, then «Отправить повторно». (§2.4) */
export function resendButtonLabel(secondsLeft: number): string {
  return secondsLeft > 0 ? `Отправить повторно через ${formatCountdown(secondsLeft)}` : "Отправить повторно";
}
