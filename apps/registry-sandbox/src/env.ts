import { z } from "zod";
import type { RegistrySandboxOptions } from "./sandbox.js";

const envSchema = z.object({
  REGISTRY_SANDBOX_PORT: z.coerce.number().int().min(0).max(65535).default(8082),
  REGISTRY_SANDBOX_HOST: z.string().min(1).default("127.0.0.1"),
  REGISTRY_API_KEY: z.string().trim().min(1).optional(),
  REGISTRY_SANDBOX_DELAY_MS: z.coerce.number().int().min(0).max(600_000).optional(),
});

/** The CLI's options from its environment (the only place the sandbox reads variables). */
export function optionsFromEnv(env: NodeJS.ProcessEnv): RegistrySandboxOptions {
  const parsed = envSchema.safeParse(env);
  if (!parsed.success) throw new Error(`registry-sandbox: bad environment\n${z.prettifyError(parsed.error)}`);
  const vars = parsed.data;
  return {
    port: vars.REGISTRY_SANDBOX_PORT,
    host: vars.REGISTRY_SANDBOX_HOST,
    apiKey: vars.REGISTRY_API_KEY,
    faults: vars.REGISTRY_SANDBOX_DELAY_MS ? { delayMs: vars.REGISTRY_SANDBOX_DELAY_MS } : undefined,
  };
}
