import {
  accountExportFileName,
  accountExportSchema,
  deleteAccountRequestSchema,
  deleteAccountResponseSchema,
  giveConsentRequestSchema,
  giveConsentResponseSchema,
} from "@rabota/domain/wire/account";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { sessionOf } from "../../platform/security/authenticate";
import { clearSessionCookies } from "../../platform/security/cookies";
import type { AccountService } from "./service";

/**
 * `/v1/account`: the signed-in person's own account, whoever they are (401 for a guest). No
 * route takes an account id: the session alone names the account.
 */
export const accountRoutes: FastifyPluginAsyncZod<{
  account: AccountService;
  now: () => Date;
  secureCookies: boolean;
}> = async (app, { account, now, secureCookies }) => {
  app.get(
    "/export",
    { preHandler: app.auth.signedIn, schema: { response: { 200: accountExportSchema } } },
    async (request, reply) => {
      const document = await account.export(sessionOf(request));
      reply
        .header("content-disposition", `attachment; filename="${accountExportFileName(now())}"`)
        .header("cache-control", "no-store");
      return document;
    },
  );

  app.post(
    "/consent",
    {
      preHandler: app.auth.signedIn,
      schema: { body: giveConsentRequestSchema, response: { 200: giveConsentResponseSchema } },
    },
    async (request) => account.giveConsent(sessionOf(request), request.body.version),
  );

  app.delete(
    "/",
    {
      preHandler: app.auth.signedIn,
      schema: { body: deleteAccountRequestSchema, response: { 200: deleteAccountResponseSchema } },
    },
    async (request, reply) => {
      await account.delete(sessionOf(request), request.body.password, request.body.heirEmployerId);
      clearSessionCookies(reply, secureCookies);
      return { message: "account deleted" as const };
    },
  );
};
