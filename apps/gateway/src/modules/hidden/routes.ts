import {
  hiddenIdParamsSchema,
  hiddenResponseSchema,
  hiddenWordsRequestSchema,
  hiddenWordsResponseSchema,
  hideResponseSchema,
} from "@rabota/domain/wire/hidden";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { sessionOf } from "../../platform/security/authenticate";
import type { HiddenService } from "./service";

/**
 * `/v1/hidden` (issue 26): what the signed-in applicant hides from the vacancy list. Applicants
 * only (401 without a session, 403 for an employer); each touches the caller's own list, so no
 * one reads or changes another's.
 */
export const hiddenRoutes: FastifyPluginAsyncZod<{ hidden: HiddenService }> = async (app, { hidden }) => {
  const applicant = app.auth.applicant;
  const callerOf = (request: Parameters<typeof sessionOf>[0]) => sessionOf(request).profileId;
  const idOptions = {
    preHandler: applicant,
    schema: { params: hiddenIdParamsSchema, response: { 200: hideResponseSchema } },
  };

  app.get("/", { preHandler: applicant, schema: { response: { 200: hiddenResponseSchema } } }, (request) =>
    hidden.list(callerOf(request)),
  );

  app.put("/vacancies/:id", idOptions, async (request) => {
    await hidden.hideVacancy(callerOf(request), request.params.id);
    return { message: "hidden" as const };
  });
  app.delete("/vacancies/:id", idOptions, async (request) => {
    await hidden.showVacancy(callerOf(request), request.params.id);
    return { message: "shown" as const };
  });

  app.put("/companies/:id", idOptions, async (request) => {
    await hidden.hideCompany(callerOf(request), request.params.id);
    return { message: "hidden" as const };
  });
  app.delete("/companies/:id", idOptions, async (request) => {
    await hidden.showCompany(callerOf(request), request.params.id);
    return { message: "shown" as const };
  });

  app.put(
    "/words",
    {
      preHandler: applicant,
      schema: { body: hiddenWordsRequestSchema, response: { 200: hiddenWordsResponseSchema } },
    },
    async (request) => ({ words: await hidden.setWords(callerOf(request), request.body.words) }),
  );
};
