import {
  contestFactorsParamsSchema,
  contestFactorsResponseSchema,
  contestFormulaResponseSchema,
  contestQuerySchema,
  contestScoreResponseSchema,
} from "@rabota/domain/wire/contest";
import { applicantIdParamsSchema } from "@rabota/domain/wire/profile";
import {
  applicantTestsResponseSchema,
  profileTestSessionRequestSchema,
  testAnswerParamsSchema,
  testAnswerRequestSchema,
  testCatalogueResponseSchema,
  testMessagesResponseSchema,
  testSessionAnswerSchema,
  testSessionParamsSchema,
  testSessionResponseSchema,
  vacancyTestRequestSchema,
  vacancyTestResponseSchema,
  vacancyTestSessionRequestSchema,
} from "@rabota/domain/wire/tests";
import { vacancyIdParamsSchema } from "@rabota/domain/wire/vacancy";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { assertSelf, companyOf, sessionOf } from "../../platform/security/authenticate";
import type { ContestService } from "./contest";
import type { TestService } from "./service";

export interface ContestRoutesOptions {
  contest: ContestService;
}

export interface TestRoutesOptions {
  service: TestService;
}

/** `/v1/tests`: the catalogue (public) and the sitting, its owner only. */
export const testRoutes: FastifyPluginAsyncZod<TestRoutesOptions> = async (app, { service }) => {
  app.get("/", { schema: { response: { 200: testCatalogueResponseSchema } } }, async () => ({
    tests: service.catalogue(),
  }));

  app.get(
    "/applicant/:applicantId",
    {
      preHandler: app.auth.self("applicantId", "applicant"),
      schema: { params: applicantIdParamsSchema, response: { 200: applicantTestsResponseSchema } },
    },
    async (request) => ({ tests: await service.applicantTests(request.params.applicantId) }),
  );

  // Only the applicant who started a sitting reads or answers it (the service checks the owner).
  const applicant = app.auth.applicant;
  app.get(
    "/sessions/:sessionId",
    {
      preHandler: applicant,
      schema: { params: testSessionParamsSchema, response: { 200: testSessionAnswerSchema } },
    },
    async (request) => ({
      session: await service.session(sessionOf(request).profileId, request.params.sessionId),
    }),
  );

  app.put(
    "/sessions/:sessionId/answers/:itemId",
    {
      preHandler: applicant,
      schema: {
        params: testAnswerParamsSchema,
        body: testAnswerRequestSchema,
        response: { 200: testSessionAnswerSchema },
      },
    },
    async (request) => ({
      session: await service.answer(
        sessionOf(request).profileId,
        request.params.sessionId,
        request.params.itemId,
        request.body.option,
      ),
    }),
  );

  app.post(
    "/sessions/:sessionId/finish",
    {
      preHandler: applicant,
      schema: { params: testSessionParamsSchema, response: { 200: testSessionAnswerSchema } },
    },
    async (request) => ({
      session: await service.finish(sessionOf(request).profileId, request.params.sessionId),
    }),
  );
};

/** `/v1/profile/test`: the spec's test messages and the two profile session starts (§7). */
export const profileTestRoutes: FastifyPluginAsyncZod<TestRoutesOptions> = async (app, { service }) => {
  app.get(
    "/:applicantId",
    {
      preHandler: app.auth.self("applicantId", "applicant"),
      schema: { params: applicantIdParamsSchema, response: { 200: testMessagesResponseSchema } },
    },
    async (request) => ({ messages: await service.messages(request.params.applicantId) }),
  );

  for (const [path, kind] of [
    ["/characteristics/session", "QUALITY"],
    ["/skill/session", "SKILL"],
  ] as const) {
    app.post(
      path,
      {
        preHandler: app.auth.applicant,
        schema: { body: profileTestSessionRequestSchema, response: { 200: testSessionResponseSchema } },
      },
      async (request) => {
        // The body names the applicant (§7); it must be the caller.
        assertSelf(request.session, request.body.applicantId, "applicant");
        return service.startProfileTest(request.body.applicantId, request.body.testName, kind);
      },
    );
  }
};

/** `/v1/vacancy`: a vacancy's test — the applicant's session start (§7) and the employer's choice. */
export const vacancyTestRoutes: FastifyPluginAsyncZod<TestRoutesOptions> = async (app, { service }) => {
  app.post(
    "/test/session",
    {
      preHandler: app.auth.applicant,
      schema: { body: vacancyTestSessionRequestSchema, response: { 200: testSessionResponseSchema } },
    },
    async (request) =>
      service.startVacancyTest(sessionOf(request).profileId, request.body.vacancyId, request.body.testName),
  );

  app.put(
    "/:id/test",
    {
      preHandler: app.auth.companyMember,
      schema: {
        params: vacancyIdParamsSchema,
        body: vacancyTestRequestSchema,
        response: { 200: vacancyTestResponseSchema },
      },
    },
    async (request) => ({
      testName: await service.setVacancyTest(companyOf(request), request.params.id, request.body.testName),
    }),
  );
};

/** `/v1/contest`: the applicant's scores (§7), one coefficient's factors, the formula. */
export const contestRoutes: FastifyPluginAsyncZod<ContestRoutesOptions> = async (app, { contest }) => {
  app.get("/formula", { schema: { response: { 200: contestFormulaResponseSchema } } }, async () =>
    contest.formula(),
  );

  app.get(
    "/:applicantId",
    {
      preHandler: app.auth.self("applicantId", "applicant"),
      schema: {
        params: applicantIdParamsSchema,
        querystring: contestQuerySchema,
        response: { 200: contestScoreResponseSchema },
      },
    },
    async (request) => contest.contest(request.params.applicantId, request.query.vacancyIds),
  );

  app.get(
    "/:applicantId/vacancies/:vacancyId",
    {
      preHandler: app.auth.signedIn,
      schema: { params: contestFactorsParamsSchema, response: { 200: contestFactorsResponseSchema } },
    },
    async (request) =>
      contest.factors(sessionOf(request), request.params.applicantId, request.params.vacancyId),
  );
};
