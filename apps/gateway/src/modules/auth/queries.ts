import { and, eq, gt, isNull, lte, or, sql } from "drizzle-orm";
import { loginFailures, refreshTokens, users } from "../../db/tables/auth";
import { employers } from "../../db/tables/employer";
import { applicants } from "../../db/tables/profile";
import type { Db, Queryable } from "../../platform/db/database";
import { firstRow } from "../../platform/db/first-row";

/** An account's role: a moderator's (issue 42) only the server's command makes. */
export type Role = "applicant" | "employer" | "moderator";
export type CodePurpose = "signup" | "reset";

export interface UserRow {
  id: string;
  email: string;
  role: Role;
  passwordHash: string;
  /** When a moderator banned the account (issue 42); null for everyone else. */
  bannedAt: Date | null;
}

export async function findUserByEmail(db: Queryable, email: string): Promise<UserRow | undefined> {
  return firstRow(
    db
      .select({
        id: users.id,
        email: users.email,
        role: users.role,
        passwordHash: users.passwordHash,
        bannedAt: users.bannedAt,
      })
      .from(users)
      .where(eq(users.email, email)),
  );
}

/** A live (not deleted) account by id, for a password check of a signed-in user. */
export async function findLiveUserById(db: Queryable, userId: string): Promise<UserRow | undefined> {
  return firstRow(
    db
      .select({
        id: users.id,
        email: users.email,
        role: users.role,
        passwordHash: users.passwordHash,
        bannedAt: users.bannedAt,
      })
      .from(users)
      .where(and(eq(users.id, userId), isNull(users.deletedAt))),
  );
}

/**
 * Who a user is in a session: the applicant's or employer's id (the id clients use in profile
 * paths), for an employer its company's id, and the personal-data consent's version (null when
 * none was given).
 */
export async function findSessionIdentity(
  db: Queryable,
  userId: string,
  role: Role,
): Promise<{ profileId: string; companyId: string | null; consentVersion: string | null } | undefined> {
  if (role === "employer") {
    return firstRow(
      db
        .select({
          profileId: employers.id,
          companyId: employers.companyId,
          consentVersion: users.consentVersion,
        })
        .from(employers)
        .innerJoin(users, eq(users.id, employers.userId))
        .where(eq(employers.userId, userId)),
    );
  }
  if (role === "moderator") {
    // A moderator has no applicant or employer record: the account is the profile.
    const row = await firstRow(
      db
        .select({ profileId: users.id, consentVersion: users.consentVersion })
        .from(users)
        .where(eq(users.id, userId)),
    );
    return row && { ...row, companyId: null };
  }
  const [row] = await db
    .select({ profileId: applicants.id, consentVersion: users.consentVersion })
    .from(applicants)
    .innerJoin(users, eq(users.id, applicants.userId))
    .where(eq(applicants.userId, userId))
    .limit(1);
  return row && { ...row, companyId: null };
}

/**
 * A new account. `consentVersion` is the personal-data consent the sign-up carried, recorded
 * with the time; null when it carried none (the account gives it later, {@link recordConsent}).
 */
export async function insertUser(
  db: Queryable,
  input: {
    email: string;
    role: Role;
    passwordHash: string;
    name: string;
    surname: string;
    consentVersion: string | null;
    now: Date;
  },
): Promise<string> {
  const [row] = await db
    .insert(users)
    .values({
      email: input.email,
      role: input.role,
      passwordHash: input.passwordHash,
      name: input.name,
      surname: input.surname,
      consentVersion: input.consentVersion,
      consentAcceptedAt: input.consentVersion === null ? null : input.now,
      createdAt: input.now,
      updatedAt: input.now,
    })
    .returning({ id: users.id });
  if (!row) throw new Error("insert into users returned no row");
  return row.id;
}

/**
 * Records that the live account `userId` accepted the personal-data consent of `version` at
 * `now` (replacing an earlier acceptance); false when the account is gone.
 */
export async function recordConsent(
  db: Queryable,
  userId: string,
  version: string,
  now: Date,
): Promise<boolean> {
  const rows = await db
    .update(users)
    .set({ consentVersion: version, consentAcceptedAt: now, updatedAt: now })
    .where(and(eq(users.id, userId), isNull(users.deletedAt)))
    .returning({ id: users.id });
  return rows.length > 0;
}

/** The name and surname every profile shows, kept on the user. */
export async function updatePersonName(
  tx: Queryable,
  userId: string,
  person: { name: string; surname: string },
  now: Date,
) {
  await tx
    .update(users)
    .set({ name: person.name, surname: person.surname, updatedAt: now })
    .where(eq(users.id, userId));
}

export async function updatePassword(db: Queryable, userId: string, passwordHash: string, now: Date) {
  await db.update(users).set({ passwordHash, updatedAt: now }).where(eq(users.id, userId));
}

export async function insertRefreshToken(
  db: Queryable,
  input: { userId: string; familyId: string; tokenHash: string; now: Date; expiresAt: Date },
) {
  await db.insert(refreshTokens).values({
    userId: input.userId,
    familyId: input.familyId,
    tokenHash: input.tokenHash,
    createdAt: input.now,
    expiresAt: input.expiresAt,
  });
}

export async function findRefreshToken(db: Queryable, tokenHash: string) {
  const [row] = await db
    .select({
      id: refreshTokens.id,
      userId: refreshTokens.userId,
      familyId: refreshTokens.familyId,
      expiresAt: refreshTokens.expiresAt,
      rotatedAt: refreshTokens.rotatedAt,
      revokedAt: refreshTokens.revokedAt,
      role: users.role,
    })
    .from(refreshTokens)
    .innerJoin(users, eq(users.id, refreshTokens.userId))
    .where(eq(refreshTokens.tokenHash, tokenHash))
    .limit(1);
  return row;
}

/** A presented refresh token as {@link rotateRefreshTokenAtOnce} found it (before its own change). */
export interface PresentedRefreshToken {
  userId: string;
  familyId: string;
  role: Role;
  expiresAt: Date;
  rotatedAt: Date | null;
  revokedAt: Date | null;
  /** Whether this statement rotated it and stored `nextTokenHash` in its family. */
  rotated: boolean;
  /** The profile (applicant or employer) and company the new session carries. */
  profileId: string | null;
  companyId: string | null;
  /** The account's personal-data consent version; null when none was given. */
  consentVersion: string | null;
}

/**
 * The refresh hot path in one statement and one round trip: finds the presented token (by
 * hash) with its user's role and profile, marks it rotated when it is live (not rotated, not
 * revoked, not expired), and only then stores the next token of the same family. A concurrent
 * rotation of the same token waits on the row lock and then finds it rotated, so exactly one
 * of them rotates. Undefined for an unknown token; otherwise what the caller needs to tell a
 * rotation from a reuse (the row as it was before this statement).
 *
 * Prepared once per database: PostgreSQL spent ~1 ms planning these CTEs against ~0.2 ms
 * running them, on every refresh.
 */
export async function rotateRefreshTokenAtOnce(
  db: Db,
  input: { tokenHash: string; nextTokenHash: string; now: Date; nextExpiresAt: Date },
): Promise<PresentedRefreshToken | undefined> {
  let prepared = rotations.get(db);
  if (!prepared) {
    prepared = prepareRotation(db);
    rotations.set(db, prepared);
  }
  const [row] = await prepared.execute({
    tokenHash: input.tokenHash,
    nextTokenHash: input.nextTokenHash,
    now: input.now.toISOString(),
    nextExpiresAt: input.nextExpiresAt.toISOString(),
  });
  if (!row) return undefined;
  const instant = (value: unknown) => (value === null ? null : new Date(value as string | Date));
  return {
    userId: row.userId,
    familyId: row.familyId,
    role: row.role,
    expiresAt: new Date(row.expiresAt),
    rotatedAt: instant(row.rotatedAt),
    revokedAt: instant(row.revokedAt),
    rotated: row.rotated === true,
    profileId: row.profileId ?? null,
    companyId: row.companyId ?? null,
    consentVersion: row.consentVersion ?? null,
  };
}

const rotations = new WeakMap<Db, ReturnType<typeof prepareRotation>>();

function prepareRotation(db: Db) {
  const now = sql`${sql.placeholder("now")}::timestamptz`;
  const presented = db
    .$with("presented", {
      id: sql<string>`id`.as("id"),
      userId: sql<string>`user_id`.as("user_id"),
      familyId: sql<string>`family_id`.as("family_id"),
      expiresAt: sql<string | Date>`expires_at`.as("expires_at"),
      rotatedAt: sql<string | Date | null>`rotated_at`.as("rotated_at"),
      revokedAt: sql<string | Date | null>`revoked_at`.as("revoked_at"),
      role: sql<Role>`role`.as("role"),
      consentVersion: sql<string | null>`consent_version`.as("consent_version"),
    })
    .as(sql`
      select ${refreshTokens.id} as id, ${refreshTokens.userId} as user_id, ${refreshTokens.familyId} as family_id,
        ${refreshTokens.expiresAt} as expires_at, ${refreshTokens.rotatedAt} as rotated_at,
        ${refreshTokens.revokedAt} as revoked_at, ${users.role} as role,
        ${users.consentVersion} as consent_version
      from ${refreshTokens} join ${users} on ${users.id} = ${refreshTokens.userId}
      where ${refreshTokens.tokenHash} = ${sql.placeholder("tokenHash")}`);
  const rotated = db.$with("rotated", { familyId: sql<string>`family_id`.as("family_id") }).as(sql`
      update ${refreshTokens} set rotated_at = ${now}
      where id = (select id from presented) and rotated_at is null and revoked_at is null
        and expires_at > ${now}
      returning family_id`);
  const stored = db.$with("stored", { id: sql<string>`id`.as("id") }).as(sql`
      insert into ${refreshTokens} (user_id, family_id, token_hash, created_at, expires_at)
      select presented.user_id, presented.family_id, ${sql.placeholder("nextTokenHash")}, ${now},
        ${sql.placeholder("nextExpiresAt")}::timestamptz
      from presented join rotated on rotated.family_id = presented.family_id
      returning id`);
  // The CTEs' columns are named in SQL (Drizzle would leave them unqualified, and the joined
  // profile tables have a user_id too).
  const column = <T>(name: string) => sql<T>`${sql.raw(`presented.${name}`)}`;
  return db
    .with(presented, rotated, stored)
    .select({
      userId: column<string>("user_id"),
      familyId: column<string>("family_id"),
      role: column<Role>("role"),
      expiresAt: column<string | Date>("expires_at"),
      rotatedAt: column<string | Date | null>("rotated_at"),
      revokedAt: column<string | Date | null>("revoked_at"),
      consentVersion: column<string | null>("consent_version"),
      rotated: sql<boolean>`exists (select 1 from stored)`,
      profileId: sql<
        string | null
      >`coalesce(${employers.id}, ${applicants.id}, case when presented.role = 'moderator' then presented.user_id end)`,
      companyId: employers.companyId,
    })
    .from(presented)
    .leftJoin(applicants, sql`presented.role = 'applicant' and ${applicants.userId} = presented.user_id`)
    .leftJoin(employers, sql`presented.role = 'employer' and ${employers.userId} = presented.user_id`)
    .prepare("auth_rotate_refresh_token");
}

export async function revokeFamily(db: Queryable, familyId: string, now: Date) {
  await db
    .update(refreshTokens)
    .set({ revokedAt: now })
    .where(and(eq(refreshTokens.familyId, familyId), isNull(refreshTokens.revokedAt)));
}

/** Revokes every live refresh token of the user; the families (sessions) that had one. */
export async function revokeAllForUser(db: Queryable, userId: string, now: Date): Promise<string[]> {
  const rows = await db
    .update(refreshTokens)
    .set({ revokedAt: now })
    .where(and(eq(refreshTokens.userId, userId), isNull(refreshTokens.revokedAt)))
    .returning({ familyId: refreshTokens.familyId });
  return [...new Set(rows.map((row) => row.familyId))];
}

/** Families (sessions) revoked after `since`, with when: what the revocation list must hold at start. */
export async function revokedFamiliesSince(
  db: Queryable,
  since: Date,
): Promise<{ sessionId: string; revokedAt: Date }[]> {
  const revokedAt = sql<Date>`max(${refreshTokens.revokedAt})`.mapWith(refreshTokens.revokedAt);
  return db
    .select({ sessionId: refreshTokens.familyId, revokedAt })
    .from(refreshTokens)
    .where(gt(refreshTokens.revokedAt, since))
    .groupBy(refreshTokens.familyId);
}

/** The sign-in throttling rule of {@link takeLoginAttempt} (README, "Sign-in throttling"). */
export interface LoginThrottleRule {
  /** Wrong passwords in a row that cost nothing. */
  freeFailures: number;
  /** The lock after the last free one; it doubles with each further failure... */
  baseLockMs: number;
  /** ...up to this. */
  maxLockMs: number;
  /** A failure longer ago than this no longer counts. */
  windowMs: number;
}

/**
 * Counts a sign-in attempt against the account before its password is checked, so parallel
 * guesses cannot slip past the lock: it counts as a failure until {@link clearLoginFailures}
 * says otherwise. The attempt that reaches the free limit already sets the lock. Returns
 * `{ lockedUntil }` (nothing counted) while the account is locked.
 */
export async function takeLoginAttempt(
  db: Queryable,
  input: { userId: string; now: Date; rule: LoginThrottleRule },
): Promise<{ lockedUntil: Date } | null> {
  const { now, rule } = input;
  const t = loginFailures;
  const at = sql`${now.toISOString()}::timestamptz`;
  const windowStart = sql`${new Date(now.getTime() - rule.windowMs).toISOString()}::timestamptz`;
  const next = sql`(case when ${t.lastFailedAt} <= ${windowStart} then 1 else ${t.failures} + 1 end)`;
  const free = sql.raw(String(rule.freeFailures));
  const lockUntil = sql`(case when ${next} >= ${free} then ${at} + least(${sql.raw(String(rule.baseLockMs))} * power(2, ${next} - ${free}), ${sql.raw(String(rule.maxLockMs))}) * interval '1 millisecond' end)`;
  const counted = await db
    .insert(t)
    .values({
      userId: input.userId,
      failures: 1,
      lastFailedAt: now,
      lockedUntil: rule.freeFailures <= 1 ? new Date(now.getTime() + rule.baseLockMs) : null,
    })
    .onConflictDoUpdate({
      target: t.userId,
      set: { failures: next, lastFailedAt: now, lockedUntil: lockUntil },
      setWhere: or(isNull(t.lockedUntil), lte(t.lockedUntil, now)),
    })
    .returning({ userId: t.userId });
  if (counted.length > 0) return null;
  const [row] = await db.select({ lockedUntil: t.lockedUntil }).from(t).where(eq(t.userId, input.userId));
  return { lockedUntil: row?.lockedUntil ?? now };
}

/** A right password: the account's failures are forgiven and any lock lifts. */
export async function clearLoginFailures(db: Queryable, userId: string): Promise<void> {
  await db.delete(loginFailures).where(eq(loginFailures.userId, userId));
}

/** Marks the account banned (issue 42); a ban already there keeps its time. */
export async function banUser(db: Queryable, userId: string, now: Date) {
  await db
    .update(users)
    .set({ bannedAt: now })
    .where(and(eq(users.id, userId), isNull(users.bannedAt)));
}
