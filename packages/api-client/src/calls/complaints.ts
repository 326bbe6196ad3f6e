import {
  type ComplaintRequest,
  complaintReasonsResponseSchema,
  complaintResponseSchema,
  type ModerationDecisionRequest,
  moderationDecisionResponseSchema,
  moderationLogResponseSchema,
  moderationQueueResponseSchema,
} from "@rabota/domain/wire/complaints";
import type { Http } from "../http";

/**
 * Complaints (issue 42), for anyone signed in: one per person and target (409 for a second);
 * three people's complaints hide a vacancy or a review until a moderator decides.
 */
export function createComplaintCalls({ request }: Http) {
  return {
    /** `GET /v1/complaints/reasons` -> `{ reasons: [{ reason, label }] }`. */
    reasons: () =>
      request("get", "/v1/complaints/reasons", {
        call: "complaints.reasons",
        schema: complaintReasonsResponseSchema,
      }),
    /** `POST /v1/complaints` `{ targetType, targetId, reason, text? }` -> the complaint (201). */
    create: async (body: ComplaintRequest) =>
      (
        await request("post", "/v1/complaints", {
          call: "complaints.create",
          json: body,
          schema: complaintResponseSchema,
        })
      ).complaint,
  };
}

/** The moderators' calls (issue 42): 403 for anyone who is not a moderator. */
export function createModerationCalls({ request }: Http) {
  return {
    /** `GET /v1/moderation/queue` -> `{ items }`: targets with open complaints, the longest waiting first. */
    queue: () =>
      request("get", "/v1/moderation/queue", {
        call: "moderation.queue",
        schema: moderationQueueResponseSchema,
      }),
    /** `POST /v1/moderation/decisions` `{ targetType, targetId, decision, note }` -> the log entry (201). */
    decide: async (body: ModerationDecisionRequest) =>
      (
        await request("post", "/v1/moderation/decisions", {
          call: "moderation.decide",
          json: body,
          schema: moderationDecisionResponseSchema,
        })
      ).decision,
    /** `GET /v1/moderation/log?pageSize&pageToken` -> `{ entries, nextPageToken }`, newest first. */
    log: (paging: { pageSize?: number; pageToken?: string } = {}) =>
      request("get", "/v1/moderation/log", {
        call: "moderation.log",
        query: paging,
        schema: moderationLogResponseSchema,
      }),
  };
}
