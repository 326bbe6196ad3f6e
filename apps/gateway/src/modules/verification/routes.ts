import { verificationRequestSchema, verificationResponseSchema } from "@rabota/domain/wire/companies";
import { companyIdParamsSchema } from "@rabota/domain/wire/employer";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { companyOf, sessionOf } from "../../platform/security/authenticate";
import type { VerificationService } from "./service";

export interface VerificationRoutesOptions {
  verifications: VerificationService;
}

/**
 * `POST /v1/company/{companyId}/verification` `{ inn }`: an active member of the company (401
 * for a guest, 403 for anyone else, another company's member included) asks the registry of
 * legal entities to confirm the company. The body's schema refuses a ИНН with wrong check
 * digits (400 «Некорректный ИНН» under `inn`) before the guard's database reads and the
 * registry; the per-user limit (`verifications`, modules/write-limits.ts) counts the rest.
 */
export const verificationRoutes: FastifyPluginAsyncZod<VerificationRoutesOptions> = async (app, options) => {
  app.post(
    "/:companyId/verification",
    {
      preHandler: app.auth.memberOf("companyId"),
      schema: {
        params: companyIdParamsSchema,
        body: verificationRequestSchema,
        response: { 200: verificationResponseSchema },
      },
    },
    async (request) => ({
      verification: await options.verifications.verify(
        companyOf(request),
        sessionOf(request).profileId,
        request.body.inn,
      ),
    }),
  );
};
