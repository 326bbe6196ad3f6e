import {
  type CandidateFilters,
  type CandidateTotalQuery,
  candidateListQuerySchema,
  candidateListResponseSchema,
  candidateResponseSchema,
  candidateTotalQuerySchema,
  candidateTotalResponseSchema,
  companySearchQuerySchema,
  companySearchResponseSchema,
  contactDecisionBodySchema,
  contactDecisionResponseSchema,
  contactRequestBodySchema,
  contactRequestCreatedSchema,
  contactRequestParamsSchema,
  profileViewsResponseSchema,
  receivedContactRequestsResponseSchema,
  visibilityRequestSchema,
  visibilityResponseSchema,
} from "@rabota/domain/wire/candidates";
import { applicantIdParamsSchema } from "@rabota/domain/wire/profile";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import type { z } from "zod";
import { rateLimitFields } from "../../platform/limits/rate-limit-fields";
import { companyOf, sessionOf } from "../../platform/security/authenticate";
import type { CandidateService } from "./service";

export interface CandidateRoutesOptions {
  candidates: CandidateService;
}

/** The structured filters of a parsed search query (absent ones left out). */
function filtersOf(query: z.output<typeof candidateTotalQuerySchema>): CandidateFilters {
  const filters: CandidateFilters = {};
  for (const [key, value] of Object.entries(query) as [keyof CandidateTotalQuery, unknown][]) {
    if (!key.startsWith("filter.") || value === undefined) continue;
    if (Array.isArray(value) && value.length === 0) continue;
    Object.assign(filters, { [key.slice("filter.".length)]: value });
  }
  return filters;
}

/**
 * `/v1/candidates`: the search for employers, active company members only (guests 401,
 * applicants and pending or removed members 403): the search, its total, an opened profile and
 * a contact request.
 */
export const candidateSearchRoutes: FastifyPluginAsyncZod<CandidateRoutesOptions> = async (app, options) => {
  const { candidates } = options;
  const member = app.auth.companyMember;

  app.get(
    "/",
    {
      preHandler: member,
      schema: { querystring: candidateListQuerySchema, response: { 200: candidateListResponseSchema } },
    },
    async (request) => {
      const { pageSize, pageToken } = request.query;
      return candidates.search(companyOf(request), {
        filters: filtersOf(request.query),
        pageSize,
        pageToken,
      });
    },
  );

  app.get(
    "/total",
    {
      preHandler: member,
      schema: { querystring: candidateTotalQuerySchema, response: { 200: candidateTotalResponseSchema } },
    },
    async (request) => candidates.total(companyOf(request), filtersOf(request.query)),
  );

  app.get(
    "/:applicantId",
    {
      preHandler: member,
      schema: { params: applicantIdParamsSchema, response: { 200: candidateResponseSchema } },
      // Counted per company and day in the service, once the profile is found (a 404 costs
      // nothing); named here for the OpenAPI document's 429 and rate-limit fields.
      config: { writeLimit: "candidateOpens" },
    },
    async (request, reply) => {
      const opened = await candidates.open(
        companyOf(request),
        sessionOf(request).userId,
        request.params.applicantId,
      );
      reply.headers(rateLimitFields(opened.limit));
      return opened.body;
    },
  );

  app.post(
    "/:applicantId/contact-requests",
    {
      preHandler: member,
      schema: {
        params: applicantIdParamsSchema,
        body: contactRequestBodySchema,
        response: { 201: contactRequestCreatedSchema },
      },
    },
    async (request, reply) => {
      const sent = await candidates.requestContacts(
        companyOf(request),
        sessionOf(request).userId,
        request.params.applicantId,
        request.body,
      );
      return reply.code(201).send({ request: sent });
    },
  );
};

/**
 * The applicant's side under `/v1/profile`: the visibility of the profile (its owner only), who
 * opened it, and the contact requests received with their answers.
 */
export const candidateProfileRoutes: FastifyPluginAsyncZod<CandidateRoutesOptions> = async (app, options) => {
  const { candidates } = options;
  const applicantSelf = app.auth.self("applicantId", "applicant");

  app.get(
    "/contact-requests",
    {
      preHandler: app.auth.applicant,
      schema: { response: { 200: receivedContactRequestsResponseSchema } },
    },
    async (request) => ({ requests: await candidates.receivedRequests(sessionOf(request).profileId) }),
  );

  app.post(
    "/contact-requests/:requestId/decision",
    {
      preHandler: app.auth.applicant,
      schema: {
        params: contactRequestParamsSchema,
        body: contactDecisionBodySchema,
        response: { 200: contactDecisionResponseSchema },
      },
    },
    async (request) => ({
      request: await candidates.decide(
        sessionOf(request).profileId,
        request.params.requestId,
        request.body.decision,
      ),
    }),
  );

  app.get(
    "/:applicantId/visibility",
    {
      preHandler: applicantSelf,
      schema: { params: applicantIdParamsSchema, response: { 200: visibilityResponseSchema } },
    },
    async (request) => candidates.visibility(request.params.applicantId),
  );

  app.put(
    "/:applicantId/visibility",
    {
      preHandler: applicantSelf,
      schema: {
        params: applicantIdParamsSchema,
        body: visibilityRequestSchema,
        response: { 200: visibilityResponseSchema },
      },
    },
    async (request) => candidates.setVisibility(request.params.applicantId, request.body),
  );

  app.get(
    "/:applicantId/visibility/companies",
    {
      preHandler: applicantSelf,
      schema: {
        params: applicantIdParamsSchema,
        querystring: companySearchQuerySchema,
        response: { 200: companySearchResponseSchema },
      },
    },
    async (request) => ({
      companies: await candidates.suggestCompanies(request.params.applicantId, request.query.search),
    }),
  );

  app.get(
    "/:applicantId/views",
    {
      preHandler: applicantSelf,
      schema: { params: applicantIdParamsSchema, response: { 200: profileViewsResponseSchema } },
    },
    async (request) => ({ views: await candidates.views(request.params.applicantId) }),
  );
};
