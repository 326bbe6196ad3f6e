import type { FastifyInstance } from "fastify";
import { z } from "zod";
import type { SandboxContext } from "../context.js";
import { type SandboxFaults, sandboxFaultsSchema } from "../faults.js";

const clockSchema = z.object({ advanceSeconds: z.number().int().min(0) }).strict();

/** Sets the fault switches; `expireTokens` acts at once on the tokens issued so far. */
export function applyFaults(context: SandboxContext, faults: SandboxFaults): void {
  context.faults.set(faults);
  if (faults.expireTokens) context.oauth.expireAll();
}

/**
 * Test controls, which the real hh does not have (the sandbox never runs in production):
 * fault switches, the request counters and log, and the clock.
 */
export function adminRoutes(app: FastifyInstance, context: SandboxContext): void {
  app.get("/admin/faults", async () => context.faults.current());

  app.post("/admin/faults", async (request, reply) => {
    const parsed = sandboxFaultsSchema.safeParse(request.body);
    if (!parsed.success) return reply.code(400).send({ error: z.prettifyError(parsed.error) });
    applyFaults(context, parsed.data);
    return context.faults.current();
  });

  app.delete("/admin/faults", async (_request, reply) => {
    context.faults.reset();
    return reply.code(204).send();
  });

  app.get("/admin/requests", async () => ({
    stats: context.stats.snapshot(),
    requests: context.stats.requests(),
  }));

  app.delete("/admin/requests", async (_request, reply) => {
    context.stats.reset();
    return reply.code(204).send();
  });

  app.post("/admin/clock", async (request, reply) => {
    const parsed = clockSchema.safeParse(request.body);
    if (!parsed.success) return reply.code(400).send({ error: z.prettifyError(parsed.error) });
    context.clock.advance(parsed.data.advanceSeconds);
    return { now: new Date(context.clock.now()).toISOString() };
  });
}
