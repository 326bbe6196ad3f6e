/** Failures of the transport itself, the same for every call (§8 Transport). */
export const TRANSPORT_MESSAGES = {
  /** Network failure while the browser is offline. */
  offline: "Ошибка загрузки. Пожалуйста, проверьте ваше подключение к интернету.",
  /** Any other network failure (status 0). */
  network: "Произошла сетевая ошибка. Пожалуйста, попробуйте снова.",
  /** A 2xx body that is not JSON. */
  unparseableSuccess: "Failed to parse successful response as JSON.",
} as const;

/** Last-resort server error message: «Request failed with status {code}». */
export function requestFailedMessage(status: number): string {
  return `Request failed with status ${status}`;
}
