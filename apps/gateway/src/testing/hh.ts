import { DEFAULT_CLIENT_ID, DEFAULT_CLIENT_SECRET, type HhSandbox } from "@rabota/hh-sandbox";
import { expect } from "vitest";
import type { TestClient } from "./gateway";

/** Where the web would take the browser back; the sandbox accepts any loopback address. */
export const HH_TEST_REDIRECT_URI = "http://127.0.0.1:5173/import/hh/callback";

/** The gateway settings that point the import at a running sandbox. */
export function hhSandboxEnv(sandbox: HhSandbox): Record<string, string> {
  return {
    HH_OAUTH_URL: sandbox.url,
    HH_API_URL: sandbox.url,
    HH_CLIENT_ID: DEFAULT_CLIENT_ID,
    HH_CLIENT_SECRET: DEFAULT_CLIENT_SECRET,
    HH_REDIRECT_URI: HH_TEST_REDIRECT_URI,
    HH_USER_AGENT: "RabotaTests/1.0 (tests@rabota.test)",
    HH_TOKEN_KEY: "hh-token-key-for-tests-0123456789abcdef",
  };
}

/**
 * What the browser does on hh.ru's consent page: presses «Разрешить» (or «Отказаться») for the
 * authorize address the gateway gave, and reads the redirect back to the web's callback.
 */
export async function consentAtSandbox(
  authorizeUrl: string,
  action: "allow" | "deny" = "allow",
): Promise<{ code: string | null; state: string | null; error: string | null }> {
  const url = new URL(authorizeUrl);
  const form = new URLSearchParams(url.searchParams);
  form.set("action", action);
  const response = await fetch(new URL("/oauth/authorize", url.origin), {
    method: "POST",
    headers: { "content-type": "application/x-www-form-urlencoded" },
    body: form.toString(),
    redirect: "manual",
  });
  expect(response.status).toBe(302);
  const back = new URL(response.headers.get("location") ?? "");
  return {
    code: back.searchParams.get("code"),
    state: back.searchParams.get("state"),
    error: back.searchParams.get("error"),
  };
}

/** An employer links hh.ru end to end (authorize, consent, callback); the code and the counts. */
export async function linkHh(client: TestClient) {
  const authorize = await client.get("/v1/import/hh/authorize");
  expect(authorize.statusCode).toBe(200);
  const { code, state } = await consentAtSandbox(authorize.json().url);
  if (!code || !state) throw new Error("the sandbox gave no code");
  const counts = await client.get(
    `/v1/import/hh/${encodeURIComponent(code)}?state=${encodeURIComponent(state)}`,
  );
  expect(counts.statusCode, counts.body).toBe(200);
  return { code, counts: counts.json() as { active: number; archived: number } };
}
