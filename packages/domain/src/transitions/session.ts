import { STORAGE_KEYS } from "../constants";
import type { AccountRole } from "../enums";

/** The part of `Storage` the session needs (so tests pass a Map-backed fake). */
export interface SessionStorageLike {
  getItem(key: string): string | null;
  setItem(key: string, value: string): void;
  removeItem(key: string): void;
}

/** What the browser remembers of a session, under the keys userId and userRole (§3) and consentRequired. */
interface StoredSession {
  readonly userId: string;
  readonly role: AccountRole;
  /**
   * The account still owes the personal-data consent (the sign-in's `auth.consentRequired`).
   * Remembered with the session because the restore asks the server only for the profile.
   */
  readonly consentRequired: boolean;
}

/**
 * Whether a stored value is a role. Checked here, not with `isRole` of enums.ts: the session
 * restores on the first page, whose script must not load the zod schemas enums.ts declares.
 */
function isStoredRole(value: string | null): value is AccountRole {
  return value === "applicant" || value === "employer" || value === "moderator";
}

/**
 * Read the remembered session; `null` unless both keys hold usable values (a non-empty id
 * and a known role), so a tampered role never reaches the profile loader. The consent is owed
 * only when remembered so (a session stored before the key existed had given it).
 */
export function readStoredSession(storage: Pick<SessionStorageLike, "getItem">): StoredSession | null {
  const userId = storage.getItem(STORAGE_KEYS.userId);
  const role = storage.getItem(STORAGE_KEYS.userRole);
  if (!userId || !isStoredRole(role)) return null;
  return { userId, role, consentRequired: storage.getItem(STORAGE_KEYS.consentRequired) === "true" };
}

/** Remember a session under `userId`, `userRole` and `consentRequired`. */
export function writeStoredSession(
  storage: Pick<SessionStorageLike, "setItem">,
  session: StoredSession,
): void {
  storage.setItem(STORAGE_KEYS.userId, session.userId);
  storage.setItem(STORAGE_KEYS.userRole, session.role);
  storage.setItem(STORAGE_KEYS.consentRequired, String(session.consentRequired));
}

/** Forget the session (logout, failed restore, failed login). */
export function clearStoredSession(storage: Pick<SessionStorageLike, "removeItem">): void {
  storage.removeItem(STORAGE_KEYS.userId);
  storage.removeItem(STORAGE_KEYS.userRole);
  storage.removeItem(STORAGE_KEYS.consentRequired);
}
