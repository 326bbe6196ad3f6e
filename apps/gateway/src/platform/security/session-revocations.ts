import { sql } from "drizzle-orm";
import type { FastifyBaseLogger } from "fastify";
import type pg from "pg";
import type { DatabaseDriver, Db } from "../db/database";

/** The PostgreSQL channel that carries revoked session ids between replicas. */
const CHANNEL = "rabota_sessions_revoked";
/** NOTIFY payloads must stay under 8,000 bytes: at most this many ids (36 chars + comma) per notice. */
const IDS_PER_NOTICE = 150;
/** After the listening connection broke, try again this often. */
const RELISTEN_DELAY_MS = 1000;

/**
 * Sessions signed out before their access tokens expired (logout, password reset, a replayed
 * refresh token). Checked on every authenticated request, so it is a plain in-memory map
 * (no database round trip); an entry lives only as long as a token of that session can, so
 * the map holds at most the revocations of the last access-token lifetime.
 */
export class SessionRevocations {
  /** Session id → when the last access token of it expires (ms). */
  readonly #until = new Map<string, number>();

  constructor(
    private readonly now: () => Date,
    /** Access-token life: how long a revoked session must stay refused. */
    private readonly tokenTtlMs: number,
  ) {}

  /** Whether tokens of this session are refused. */
  has(sessionId: string): boolean {
    const until = this.#until.get(sessionId);
    return until !== undefined && until > this.now().getTime();
  }

  /** Refuses the sessions' tokens from now on (`revokedAt`: when they were revoked, if earlier). */
  add(sessionIds: Iterable<string>, revokedAt: Date = this.now()): void {
    const now = this.now().getTime();
    const until = revokedAt.getTime() + this.tokenTtlMs;
    if (until <= now) return;
    for (const id of sessionIds) this.#until.set(id, Math.max(until, this.#until.get(id) ?? 0));
    for (const [id, expiry] of this.#until) if (expiry <= now) this.#until.delete(id);
  }
}

/**
 * Tells every replica (this one included) that sessions were revoked. Run inside the
 * transaction that revokes them: PostgreSQL delivers the notice on commit only.
 */
export async function announceRevokedSessions(db: Pick<Db, "execute">, sessionIds: string[]): Promise<void> {
  for (let start = 0; start < sessionIds.length; start += IDS_PER_NOTICE) {
    const payload = sessionIds.slice(start, start + IDS_PER_NOTICE).join(",");
    await db.execute(sql`select pg_notify(${CHANNEL}, ${payload})`);
  }
}

export interface RevocationSyncOptions {
  driver: DatabaseDriver;
  revocations: SessionRevocations;
  /** The sessions revoked within the last token lifetime, as the database records them. */
  load(): Promise<{ sessionId: string; revokedAt: Date }[]>;
  log: FastifyBaseLogger;
}

/**
 * Fills `revocations` from the database, then keeps it current. On PostgreSQL it listens on
 * {@link CHANNEL} with one dedicated connection, so a logout on any replica reaches all of
 * them within a round trip; a broken connection is re-established and the list reloaded (a
 * notice sent meanwhile is in the database). PGlite is one process: every revocation is
 * added in memory where it happens, and loading at start is all it needs.
 * Resolves once the list is loaded (and listening); `stop()` ends the listening.
 */
export async function startRevocationSync(options: RevocationSyncOptions): Promise<{ stop(): void }> {
  const { driver, revocations, log } = options;
  const reload = async () => {
    for (const row of await options.load()) revocations.add([row.sessionId], row.revokedAt);
  };
  if (driver.kind !== "postgres") {
    await reload();
    return { stop: () => {} };
  }
  let stopped = false;
  let current: { drop(error?: Error): void } | null = null;
  let retry: NodeJS.Timeout | undefined;
  const again = (error: unknown) => {
    if (stopped) return;
    log.warn({ err: error }, "session revocation listener lost its connection; listening again");
    retry = setTimeout(() => void listen(), RELISTEN_DELAY_MS);
  };

  const listen = async (): Promise<void> => {
    let connection: pg.PoolClient;
    try {
      connection = await driver.pool.connect();
    } catch (error) {
      again(error);
      return;
    }
    let dropped = false;
    const drop = (error?: Error) => {
      if (dropped) return;
      dropped = true;
      if (current === handle) current = null;
      // Destroyed, not returned: a pooled connection must not keep listening.
      connection.release(error ?? true);
      if (!stopped) again(error);
    };
    const handle = { drop };
    current = handle;
    connection.on("error", drop);
    connection.on("end", () => drop());
    connection.on("notification", (message) => {
      if (message.channel === CHANNEL && message.payload) revocations.add(message.payload.split(","));
    });
    try {
      await connection.query(`LISTEN ${CHANNEL}`);
      // Loaded after LISTEN: nothing revoked in between is missed.
      await reload();
    } catch (error) {
      drop(error as Error);
    }
  };

  await listen();
  return {
    stop: () => {
      stopped = true;
      clearTimeout(retry);
      current?.drop();
    },
  };
}
