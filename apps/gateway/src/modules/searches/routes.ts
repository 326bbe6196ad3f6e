import { SAVED_SEARCH_MESSAGES } from "@rabota/domain/errors";
import {
  savedSearchListResponseSchema,
  savedSearchParamsSchema,
  savedSearchResponseSchema,
  savedSearchWriteSchema,
  unsubscribeQuerySchema,
} from "@rabota/domain/wire/searches";
import { messageResponseSchema } from "@rabota/domain/wire/vacancy";
import type { FastifyReply } from "fastify";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { z } from "zod";
import { isUuid } from "../../db/columns";
import { forbidden } from "../../platform/http/errors";
import { sessionOf } from "../../platform/security/authenticate";
import type { SavedSearchService } from "./service";
import type { UnsubscribeLinks } from "./unsubscribe-links";
import { type UnsubscribeOutcome, unsubscribePage } from "./unsubscribe-page";

export interface SearchRoutesOptions {
  searches: SavedSearchService;
  links: UnsubscribeLinks;
}

/**
 * `/v1/searches` (issue 26): an applicant's saved searches (guests 401, employers 403, another
 * applicant's search 404).
 */
export const searchRoutes: FastifyPluginAsyncZod<Pick<SearchRoutesOptions, "searches">> = async (
  app,
  options,
) => {
  const { searches } = options;
  const applicant = app.auth.applicant;
  const applicantIdOf = (request: Parameters<typeof sessionOf>[0]) => sessionOf(request).profileId;

  app.get(
    "/",
    { preHandler: applicant, schema: { response: { 200: savedSearchListResponseSchema } } },
    async (request) => ({ searches: await searches.list(applicantIdOf(request)) }),
  );
  app.post(
    "/",
    {
      preHandler: applicant,
      schema: { body: savedSearchWriteSchema, response: { 201: savedSearchResponseSchema } },
    },
    async (request, reply) =>
      reply.code(201).send({ search: await searches.create(applicantIdOf(request), request.body) }),
  );
  app.put(
    "/:id",
    {
      preHandler: applicant,
      schema: {
        params: savedSearchParamsSchema,
        body: savedSearchWriteSchema,
        response: { 200: savedSearchResponseSchema },
      },
    },
    async (request) => ({
      search: await searches.update(applicantIdOf(request), request.params.id, request.body),
    }),
  );
  app.delete(
    "/:id",
    {
      preHandler: applicant,
      schema: { params: savedSearchParamsSchema, response: { 200: messageResponseSchema } },
    },
    async (request) => {
      await searches.remove(applicantIdOf(request), request.params.id);
      return { message: "deleted" };
    },
  );
  // The applicant opened the search's list: «N новых» starts again from zero.
  app.post(
    "/:id/opened",
    {
      preHandler: applicant,
      schema: { params: savedSearchParamsSchema, response: { 200: savedSearchResponseSchema } },
    },
    async (request) => ({ search: await searches.markOpened(applicantIdOf(request), request.params.id) }),
  );
};

/**
 * `/v1/searches/{id}/unsubscribe?sig=` (issue 26): an alert mail's unsubscribe, signed out. A
 * plugin of its own, so the form-encoded body of the one-click POST is accepted here alone
 * (everywhere else a body is JSON or a 415).
 */
export const unsubscribeRoutes: FastifyPluginAsyncZod<SearchRoutesOptions> = async (app, options) => {
  const { searches, links } = options;
  /** The search a genuine link names, or a 403 for an altered or made-up one. */
  const signedSearchId = (id: string, sig: string) => {
    if (!isUuid(id) || !links.isGenuine(id, sig)) throw forbidden(SAVED_SEARCH_MESSAGES.badLink);
    return id;
  };
  const page = (reply: FastifyReply, outcome: UnsubscribeOutcome, name?: string, formAction?: string) =>
    reply
      .code(outcome === "forged" ? 403 : 200)
      .header("cache-control", "no-store")
      .type("text/html; charset=utf-8")
      .send(unsubscribePage(outcome, name, formAction));
  // The link in the mail's text only shows a page with the button: mail scanners open links,
  // and a GET must change nothing (RFC 9110 §9.2.1). The button posts back to the same address.
  app.get(
    "/:id/unsubscribe",
    { schema: { params: savedSearchParamsSchema, querystring: unsubscribeQuerySchema } },
    async (request, reply) => {
      const { id } = request.params;
      if (!isUuid(id) || !links.isGenuine(id, request.query.sig)) return page(reply, "forged");
      const name = await searches.nameOf(id);
      return name === undefined ? page(reply, "gone") : page(reply, "confirm", name, request.url);
    },
  );
  // RFC 8058's one-click: the mail client POSTs `List-Unsubscribe=One-Click` to the header's
  // address, form-encoded; the body carries nothing the signature does not already say.
  app.addContentTypeParser(
    "application/x-www-form-urlencoded",
    { parseAs: "string", bodyLimit: 1024 },
    (_request, body, done) => done(null, body),
  );
  app.post(
    "/:id/unsubscribe",
    {
      schema: {
        params: savedSearchParamsSchema,
        querystring: unsubscribeQuerySchema,
        body: z.unknown(),
        response: { 200: messageResponseSchema },
      },
    },
    async (request, reply) => {
      const name = await searches.switchAlertOff(signedSearchId(request.params.id, request.query.sig));
      // The page's own button (a browser asks for HTML) gets a page; a mail client, JSON.
      if (request.headers.accept?.includes("text/html"))
        return page(reply, name === undefined ? "gone" : "off", name);
      return { message: "unsubscribed" };
    },
  );
};
