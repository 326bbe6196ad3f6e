import type { ResponseStatus } from "@rabota/domain/enums";

/** The colour a response's status tag has wherever it is shown: an answer stands out, silence warns. */
export function responseStatusTone(
  status: ResponseStatus | null,
): "danger" | "success" | "warning" | "info" | "neutral" {
  switch (status) {
    case "RESPONSE_STATUS_REJECTED":
      return "danger";
    case "RESPONSE_STATUS_INVITED":
      return "success";
    case "RESPONSE_STATUS_NO_ANSWER":
      return "warning";
    case "RESPONSE_STATUS_VIEWED":
      return "info";
    default:
      return "neutral";
  }
}
