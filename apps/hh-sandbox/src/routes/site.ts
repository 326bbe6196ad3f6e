import type { FastifyInstance } from "fastify";
import type { SandboxContext } from "../context.js";
import { vacancyPage } from "../html-pages.js";

/** hh.ru's public vacancy page, so the `alternate_url` links a client keeps lead somewhere. */
export function siteRoutes(app: FastifyInstance, context: SandboxContext): void {
  app.get<{ Params: { vacancyId: string } }>("/vacancy/:vacancyId", async (request, reply) => {
    const vacancy = context.vacancies.byId.get(request.params.vacancyId);
    if (!vacancy) return reply.code(404).type("text/html").send("<!doctype html><p>Вакансия не найдена</p>");
    return reply.type("text/html").send(vacancyPage(vacancy));
  });
}
