import type { FastifyInstance } from "fastify";

/** Where a subject stands against a limit after a hit, and the limit itself. */
export interface LimitState {
  /** The limit's name: the policy the fields name. */
  policy: string;
  limit: number;
  windowSeconds: number;
  remaining: number;
  resetSeconds: number;
}

/**
 * The rate-limit fields of a state, in both generations of the IETF draft
 * (draft-ietf-httpapi-ratelimit-headers): the current one's structured `RateLimit` and
 * `RateLimit-Policy`, and the earlier `RateLimit-Limit` / `-Remaining` / `-Reset` that
 * @fastify/rate-limit sends (`enableDraftSpec`) and many clients still read.
 */
export function rateLimitFields(state: LimitState): Record<string, string> {
  return {
    "ratelimit-policy": `"${state.policy}";q=${state.limit};w=${state.windowSeconds}`,
    ratelimit: `"${state.policy}";r=${state.remaining};t=${state.resetSeconds}`,
    "ratelimit-limit": String(state.limit),
    "ratelimit-remaining": String(state.remaining),
    "ratelimit-reset": String(state.resetSeconds),
  };
}

/**
 * Adds the current draft's fields to the answers @fastify/rate-limit counted (it sends only the
 * earlier three), so the per-address limit of the sign-in calls speaks as the per-user limits do.
 */
export function completeAddressLimitFields(
  app: FastifyInstance,
  limit: { policy: string; windowSeconds: number },
): void {
  app.addHook("onSend", async (_request, reply) => {
    const quota = reply.getHeader("ratelimit-limit");
    if (quota === undefined || reply.hasHeader("ratelimit")) return;
    reply.headers(
      rateLimitFields({
        ...limit,
        limit: Number(quota),
        remaining: Number(reply.getHeader("ratelimit-remaining")),
        resetSeconds: Number(reply.getHeader("ratelimit-reset")),
      }),
    );
  });
}
