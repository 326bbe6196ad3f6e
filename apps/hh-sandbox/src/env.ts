import { z } from "zod";
import { sandboxFaultsSchema } from "./faults.js";
import type { HhSandboxOptions } from "./sandbox.js";

const count = z.coerce.number().int().min(0).max(1_000_000);

const envSchema = z.object({
  HH_SANDBOX_PORT: z.coerce.number().int().min(0).max(65535).default(8081),
  HH_SANDBOX_HOST: z.string().min(1).default("127.0.0.1"),
  HH_SANDBOX_ACTIVE: count.optional(),
  HH_SANDBOX_ARCHIVED: count.optional(),
  HH_CLIENT_ID: z.string().min(1).optional(),
  HH_CLIENT_SECRET: z.string().min(1).optional(),
  HH_SANDBOX_REDIRECT_URI: z.string().optional(),
  HH_SANDBOX_ACCESS_TOKEN_TTL: z.coerce.number().int().min(1).optional(),
  HH_SANDBOX_CODE_TTL: z.coerce.number().int().min(1).optional(),
  HH_SANDBOX_FAULTS: z
    .string()
    .optional()
    .transform((value, ctx) => {
      if (!value?.trim()) return undefined;
      try {
        return sandboxFaultsSchema.parse(JSON.parse(value));
      } catch (error) {
        ctx.addIssue({ code: "custom", message: `not valid fault switches JSON: ${String(error)}` });
        return z.NEVER;
      }
    }),
});

/** The CLI's options from its environment (the only place the sandbox reads variables). */
export function optionsFromEnv(env: NodeJS.ProcessEnv): HhSandboxOptions {
  const parsed = envSchema.safeParse(env);
  if (!parsed.success) throw new Error(`hh-sandbox: bad environment\n${z.prettifyError(parsed.error)}`);
  const vars = parsed.data;
  return {
    port: vars.HH_SANDBOX_PORT,
    host: vars.HH_SANDBOX_HOST,
    active: vars.HH_SANDBOX_ACTIVE,
    archived: vars.HH_SANDBOX_ARCHIVED,
    clientId: vars.HH_CLIENT_ID,
    clientSecret: vars.HH_CLIENT_SECRET,
    redirectUris: vars.HH_SANDBOX_REDIRECT_URI?.split(",")
      .map((uri) => uri.trim())
      .filter(Boolean),
    faults: vars.HH_SANDBOX_FAULTS,
    accessTokenTtlSeconds: vars.HH_SANDBOX_ACCESS_TOKEN_TTL,
    codeTtlSeconds: vars.HH_SANDBOX_CODE_TTL,
  };
}
