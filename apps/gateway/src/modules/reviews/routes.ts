import { companyIdParamsSchema } from "@rabota/domain/wire/employer";
import {
  reviewListQuerySchema,
  reviewListResponseSchema,
  reviewParamsSchema,
  reviewReplyRequestSchema,
  reviewRequestSchema,
  reviewResponseSchema,
} from "@rabota/domain/wire/reviews";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { sessionOf } from "../../platform/security/authenticate";
import type { ReviewService } from "./service";

/**
 * `/v1/company/{companyId}/reviews` (issue 42): public reads (a signed-in applicant also learns
 * whether they may write one, and their own); an applicant's review and its edit; the
 * company's reply by an active member of that company.
 */
export const reviewRoutes: FastifyPluginAsyncZod<{ reviews: ReviewService }> = async (app, { reviews }) => {
  app.get(
    "/:companyId/reviews",
    {
      preHandler: app.auth.optional,
      schema: {
        params: companyIdParamsSchema,
        querystring: reviewListQuerySchema,
        response: { 200: reviewListResponseSchema },
      },
    },
    async (request) => {
      const session = request.session;
      const applicantId = session?.role === "applicant" ? session.profileId : null;
      return reviews.list(request.params.companyId, applicantId, request.query);
    },
  );

  app.post(
    "/:companyId/reviews",
    {
      preHandler: app.auth.applicant,
      schema: {
        params: companyIdParamsSchema,
        body: reviewRequestSchema,
        response: { 201: reviewResponseSchema },
      },
    },
    async (request, reply) => {
      const review = await reviews.create(
        request.params.companyId,
        sessionOf(request).profileId,
        request.body,
      );
      return reply.status(201).send({ review });
    },
  );

  app.put(
    "/:companyId/reviews/:reviewId",
    {
      preHandler: app.auth.applicant,
      schema: {
        params: reviewParamsSchema,
        body: reviewRequestSchema,
        response: { 200: reviewResponseSchema },
      },
    },
    async (request) => {
      const { companyId, reviewId } = request.params;
      return {
        review: await reviews.update(companyId, reviewId, sessionOf(request).profileId, request.body),
      };
    },
  );

  app.post(
    "/:companyId/reviews/:reviewId/reply",
    {
      preHandler: app.auth.memberOf("companyId"),
      schema: {
        params: reviewParamsSchema,
        body: reviewReplyRequestSchema,
        response: { 200: reviewResponseSchema },
      },
    },
    async (request) => {
      const { companyId, reviewId } = request.params;
      const employerId = sessionOf(request).profileId;
      return { review: await reviews.reply(companyId, reviewId, employerId, request.body.text) };
    },
  );
};
