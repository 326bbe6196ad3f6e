import Fastify from "fastify";
import { serializerCompiler, validatorCompiler, type ZodTypeProvider } from "fastify-type-provider-zod";
import { describe, expect, it } from "vitest";
import { z } from "zod";
import { registerErrorHandling } from "./error-handler";
import { conflict } from "./errors";

/** A bare app with the gateway's compilers and error handler, and routes that misbehave. */
async function appWithFaults() {
  const app = Fastify({ logger: false }).withTypeProvider<ZodTypeProvider>();
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  registerErrorHandling(app);
  app.get("/wrong-shape", { schema: { response: { 200: z.object({ id: z.string() }) } } }, async () => {
    return { id: 42 } as unknown as { id: string };
  });
  app.get("/crash", async () => {
    throw new Error("connection to db at 10.0.0.5 failed: password for user admin");
  });
  app.get("/conflict", async () => {
    throw conflict("already there");
  });
  app.post(
    "/typed",
    { schema: { body: z.strictObject({ items: z.array(z.object({ name: z.string().min(1, "Пусто") })) }) } },
    async () => ({ ok: true }),
  );
  await app.ready();
  return app;
}

describe("the error handler", () => {
  it("turns a response that does not match its schema into a bare 500", async () => {
    const app = await appWithFaults();
    const response = await app.inject({ method: "GET", url: "/wrong-shape" });
    expect(response.statusCode).toBe(500);
    expect(response.json()).toEqual({ message: "internal server error", code: "UNKNOWN" });
  });

  it("never leaks the internals of an unexpected error", async () => {
    const app = await appWithFaults();
    const response = await app.inject({ method: "GET", url: "/crash" });
    expect(response.statusCode).toBe(500);
    expect(response.body).not.toContain("10.0.0.5");
    expect(response.json()).toEqual({ message: "internal server error", code: "UNKNOWN" });
  });

  it("sends an HttpError with its status and code", async () => {
    const app = await appWithFaults();
    const response = await app.inject({ method: "GET", url: "/conflict" });
    expect(response.statusCode).toBe(409);
    expect(response.json()).toEqual({ message: "already there", code: "CONFLICT" });
  });

  it("lists zod issues with their paths, numeric indexes as numbers", async () => {
    const app = await appWithFaults();
    const response = await app.inject({
      method: "POST",
      url: "/typed",
      payload: { items: [{ name: "a" }, { name: "" }] },
    });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({
      message: "Пусто",
      code: "VALIDATION",
      issues: [{ path: ["items", 1, "name"], message: "Пусто" }],
    });
  });
});
