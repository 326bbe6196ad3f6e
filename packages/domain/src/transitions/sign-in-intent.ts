import { applicantActionAccess } from "../access";
import type { AccountRole } from "../enums";

/** An applicant action a guest started and that waits for the sign-in: a like or a response. (§6) */
export interface PendingApplicantAction {
  readonly kind: "like" | "apply";
  readonly vacancyId: string;
}

/**
 * Why the sign-in modal opened, remembered until someone signs in (or signs up) in it:
 * - `null`: a plain sign-in (the header's «Войти», the side menu, «Профиль»);
 * - `stay`: a page the guest may not see yet (a 403), to show again once signed in;
 * - `applicantAction`: a like or a response the guest asked for, to do once signed in.
 */
export type SignInIntent =
  | { readonly kind: "stay" }
  | { readonly kind: "applicantAction"; readonly action: PendingApplicantAction };

/** What follows a sign-in or a sign-up. */
export type SignInOutcome =
  /** Go to /profile: a plain sign-in lands there. (§4) */
  | { readonly kind: "profile" }
  /** Go to /moderation: a moderator has no profile; a plain sign-in lands on the queue (issue 42). */
  | { readonly kind: "moderation" }
  /**
   * Stay on the page the modal opened over, and do `perform` there when given. `refused`
   * names an applicant action the new role may not do (an employer signed in from a heart):
   * it is not done, and the user is told why.
   */
  | {
      readonly kind: "stay";
      readonly perform: PendingApplicantAction | null;
      readonly refused: PendingApplicantAction | null;
    };

/**
 * Where a sign-in (or sign-up) from the modal leads (§4, §6): a plain one goes to /profile (a
 * moderator's to /moderation);
 * one that interrupted the guest keeps them on their page and, for a like or a response,
 * does it — only when the signed-in role may (an applicant), by `applicantActionAccess`.
 */
export function afterSignIn(intent: SignInIntent | null, role: AccountRole): SignInOutcome {
  if (intent === null) return role === "moderator" ? { kind: "moderation" } : { kind: "profile" };
  if (intent.kind === "stay") return { kind: "stay", perform: null, refused: null };
  const allowed = applicantActionAccess(role) === "allowed";
  return {
    kind: "stay",
    perform: allowed ? intent.action : null,
    refused: allowed ? null : intent.action,
  };
}
