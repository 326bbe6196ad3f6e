/**
 * What hh.ru's redirect to the callback route brings: the one-time `code` with the `state`
 * the gateway issued, or the refusal (`error=access_denied` when the employer pressed
 * «Отказаться»).
 */
export type HhAuthorization =
  | { readonly kind: "granted"; readonly code: string; readonly state: string }
  | { readonly kind: "refused"; readonly error: string };

/** Reads hh.ru's answer from the callback's query; null when it carries neither a code nor an error. */
export function readHhAuthorization(searchParams: URLSearchParams): HhAuthorization | null {
  const error = searchParams.get("error");
  if (error) return { kind: "refused", error };
  const code = searchParams.get("code");
  if (!code) return null;
  return { kind: "granted", code, state: searchParams.get("state") ?? "" };
}
