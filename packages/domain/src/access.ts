/**
 * Who may do what (§6) and the route guards (§2.1), as pure functions the web app and the
 * gateway both apply.
 */
import type { AccountRole, Role, VacancyFilterType } from "./enums";

/** Outcome of a route check: the page, or the error page's status. */
export type AccessDecision = "allowed" | 403;

/**
 * Access on `/vacancies/{filterType}` by role: liked and viewed are the applicant's, assessed
 * the employer's, applied both's; a guest gets 403 everywhere (§6).
 */
export const VACANCY_FILTER_ACCESS: Readonly<
  Record<VacancyFilterType, Readonly<Record<Role, AccessDecision>>>
> = {
  liked: { employer: 403, applicant: "allowed" },
  viewed: { employer: 403, applicant: "allowed" },
  assessed: { employer: "allowed", applicant: 403 },
  applied: { employer: "allowed", applicant: "allowed" },
};

/** Whether a role (or a guest, `null`) may open a vacancy filter type (§6). */
export function canOpenVacancyFilter(filterType: VacancyFilterType, role: Role | null): AccessDecision {
  if (role === null) return 403;
  return VACANCY_FILTER_ACCESS[filterType][role] ?? 403;
}

/** Outcome of the `/profile/edit/{section}` guard (§2.1). */
export type ProfileEditAccess = "loading" | "page" | 403 | 404;

/**
 * The `/profile/edit/{section}` guard (§2.1, §6): a large spinner (`loading`) until
 * the auth check finishes; then applicants see the page, employers 404, guests (no role)
 * and any unknown role 403.
 */
export function profileEditAccess(role: string | null | undefined, authChecked: boolean): ProfileEditAccess {
  if (!authChecked) return "loading";
  if (role === "applicant") return "page";
  if (role === "employer") return 404;
  return 403;
}

/** Outcome of the `/candidates/{applicantId}` guard. */
export type CandidateAccess = "loading" | "page" | 403;

/**
 * The `/candidates/{applicantId}` guard (issue 12): a candidate's profile is an employer's
 * page; applicants and guests get 403 (the gateway refuses them too, and any employer whose
 * company the applicant never responded to).
 */
export function candidateAccess(role: string | null | undefined, authChecked: boolean): CandidateAccess {
  if (!authChecked) return "loading";
  return role === "employer" ? "page" : 403;
}

/** Outcome of the `/moderation` guard. */
export type ModerationAccess = "loading" | "page" | 403;

/**
 * The `/moderation` guard (issue 42): the moderators' page; everyone else gets 403 (a guest's
 * 403 offers the sign-in), as the gateway answers every moderation call.
 */
export function moderationAccess(role: string | null | undefined, authChecked: boolean): ModerationAccess {
  if (!authChecked) return "loading";
  return role === "moderator" ? "page" : 403;
}

/** What an applicant-only action (like, apply, tests) does for a role (§6). */
export type ApplicantActionAccess = "allowed" | "signIn" | "forbidden";

/** Guests are asked to sign in, employers are refused, applicants may act. */
export function applicantActionAccess(role: AccountRole | null): ApplicantActionAccess {
  if (role === null) return "signIn";
  return role === "applicant" ? "allowed" : "forbidden";
}

/** The favourites icon is hidden for employers (§2.2, §6) and moderators. */
export function showsFavouritesLink(role: AccountRole | null): boolean {
  return role === null || role === "applicant";
}

/** The mail step's role toggle: «Ищу работу» for applicants, «Ищу сотрудников» for employers (§2.4). */
export const SIGN_IN_TOGGLE_LABELS: Readonly<Record<Role, string>> = {
  applicant: "Ищу работу",
  employer: "Ищу сотрудников",
};

/** «Ищу сотрудников» means employer; any other choice means applicant (§6). */
export function roleFromToggleLabel(label: string | null | undefined): Role {
  return label === SIGN_IN_TOGGLE_LABELS.employer ? "employer" : "applicant";
}

/** The toggle label of a role. */
export function toggleLabelForRole(role: Role): string {
  return SIGN_IN_TOGGLE_LABELS[role];
}

/** The other role: the one an email is "already used" with when check-email answers 409. */
export function otherRole(role: Role): Role {
  return role === "applicant" ? "employer" : "applicant";
}
