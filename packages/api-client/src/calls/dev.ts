import { outboxResponseSchema } from "@rabota/domain/wire/auth";
import type { Http } from "../http";

/** Development-only calls (the embedded mail outbox); absent on a gateway that sends real mail. */
export function createDevCalls({ request }: Http) {
  return {
    /** `GET /v1/dev/outbox?email=` -> the mails sent to `email`, newest first. */
    getOutbox: async (email: string) =>
      (
        await request("get", "/v1/dev/outbox", {
          call: "dev.getOutbox",
          query: { email },
          schema: outboxResponseSchema,
          skipRefresh: true,
        })
      ).messages,
  };
}
