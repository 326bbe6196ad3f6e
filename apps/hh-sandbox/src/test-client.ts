import type { HhSandbox } from "./sandbox.js";

/** What a well-behaved hh client sends: its name and a contact, as hh asks. */
export const USER_AGENT = { "User-Agent": "RabotaTest/1.0 (tests@rabota.local)" };
export const CALLBACK = "http://127.0.0.1:8080/import/hh/callback";
export const CLIENT = { client_id: "rabota-sandbox", client_secret: "rabota-sandbox-secret" };

/** Posts the consent form as the page's button would; returns the redirect target. */
export async function decide(
  sandbox: HhSandbox,
  action: "allow" | "deny",
  fields: Record<string, string> = { redirect_uri: CALLBACK, state: "s-1" },
): Promise<URL> {
  const response = await fetch(`${sandbox.url}/oauth/authorize`, {
    method: "POST",
    body: new URLSearchParams({ response_type: "code", client_id: CLIENT.client_id, action, ...fields }),
    redirect: "manual",
  });
  if (response.status !== 302)
    throw new Error(`consent answered ${response.status}: ${await response.text()}`);
  return new URL(response.headers.get("location") ?? "");
}

export function postToken(sandbox: HhSandbox, fields: Record<string, string>, path = "/token") {
  return fetch(`${sandbox.url}${path}`, {
    method: "POST",
    headers: USER_AGENT,
    body: new URLSearchParams(fields),
  });
}

// biome-ignore lint/suspicious/noExplicitAny: response bodies are checked by expect(), not by the compiler
type Loose = any;

/** A response body for assertions. */
export async function json(response: Response): Promise<Loose> {
  return response.json();
}

export type Tokens = { access_token: string; refresh_token: string; expires_in: number; token_type: string };

/** The whole user flow: consent allowed, code exchanged. */
export async function userTokens(sandbox: HhSandbox): Promise<Tokens> {
  const code = (await decide(sandbox, "allow")).searchParams.get("code") ?? "";
  const response = await postToken(sandbox, {
    grant_type: "authorization_code",
    ...CLIENT,
    code,
    redirect_uri: CALLBACK,
  });
  if (!response.ok) throw new Error(`token exchange answered ${response.status}: ${await response.text()}`);
  return (await json(response)) as Tokens;
}

export function apiGet(sandbox: HhSandbox, path: string, accessToken?: string) {
  return fetch(`${sandbox.url}${path}`, {
    headers: { ...USER_AGENT, ...(accessToken ? { Authorization: `Bearer ${accessToken}` } : {}) },
  });
}
