import type { Db } from "../../platform/db/database";
import type { SealedBox } from "../../platform/security/sealed-box";
import { HhApiError, type HhClient, type HhTokens } from "./hh-client";
import * as queries from "./queries";

/**
 * A company's authorised access to hh.ru: runs calls with its access token and, when hh.ru
 * says the token expired, refreshes it once (a refresh token works once, so the new pair is
 * stored at once; a pair another worker refreshed first is picked up from the database).
 */
export class HhSession {
  #connection: queries.ConnectionRow;
  /** The refresh under way: calls that find the token expired meanwhile wait for it rather than spend the refresh token again. */
  #refreshing: Promise<void> | null = null;

  constructor(
    private readonly deps: { db: Db; client: HhClient; box: SealedBox; now: () => Date },
    connection: queries.ConnectionRow,
  ) {
    this.#connection = connection;
  }

  get hhEmployerId(): string {
    return this.#connection.hhEmployerId;
  }

  /** Runs `call` with the access token, refreshing it once if it expired meanwhile. */
  async call<T>(call: (accessToken: string) => Promise<T>): Promise<T> {
    const used = this.#connection.accessToken;
    try {
      return await call(this.deps.box.open(used));
    } catch (error) {
      if (!(error instanceof HhApiError) || error.kind !== "token_expired") throw error;
    }
    if (this.#connection.accessToken === used) {
      this.#refreshing ??= this.#refresh(used).finally(() => {
        this.#refreshing = null;
      });
      await this.#refreshing;
    }
    return call(this.deps.box.open(this.#connection.accessToken));
  }

  async #refresh(expiredAccessToken: string): Promise<void> {
    const { db, box, client, now } = this.deps;
    const stored = await queries.findConnection(db, this.#connection.companyId);
    if (!stored) throw new HhApiError("unauthorized", 403, "the company's hh.ru link is gone");
    this.#connection = stored;
    // Another worker (or the counts call) refreshed it already.
    if (stored.accessToken !== expiredAccessToken) return;
    let tokens: HhTokens;
    try {
      tokens = await client.refresh(box.open(stored.refreshToken), now());
    } catch (error) {
      // A refused refresh token (used, revoked) means the link is dead: link hh.ru again.
      if (error instanceof HhApiError && error.kind === "grant") {
        throw new HhApiError("unauthorized", error.status, error.detail);
      }
      throw error;
    }
    const sealed = {
      accessToken: box.seal(tokens.accessToken),
      refreshToken: box.seal(tokens.refreshToken),
      accessExpiresAt: tokens.expiresAt,
    };
    await queries.updateTokens(db, {
      companyId: stored.companyId,
      previousRefreshToken: stored.refreshToken,
      ...sealed,
      now: now(),
    });
    this.#connection = { ...stored, ...sealed, updatedAt: now() };
  }
}
