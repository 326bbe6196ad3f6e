import { outboxResponseSchema } from "@rabota/domain/wire/auth";
import type { Http } from "../http";
import { required } from "./required";

/** Development-only calls (the embedded mail outbox); absent on a gateway that sends real mail. */
export function createDevCalls({ request }: Http) {
  return {
    /** `GET /v1/dev/outbox?email=`: the mails sent to `email`, newest first. */
    getOutbox: async (email: string) =>
      required(
        await request("get", "/v1/dev/outbox", {
          query: { email },
          schema: outboxResponseSchema,
          skipRefresh: true,
        }),
        "Outbox: No response from server.",
      ),
  };
}
