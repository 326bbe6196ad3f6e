import { RESPONSE_QUERY_FILTER_STATUS } from "@rabota/domain/enums";
import {
  applicantResponsesQuerySchema,
  applicantResponsesResponseSchema,
  applyVacancyResponseSchema,
  deleteVacanciesRequestSchema,
  deleteVacanciesResponseSchema,
  favouriteVacanciesResponseSchema,
  filtersFromQuery,
  likeVacancyResponseSchema,
  updateApplicationStatusRequestSchema,
  updateApplicationStatusResponseSchema,
  vacancyApplicantParamsSchema,
  vacancyApplicationsResponseSchema,
  vacancyDetailsQuerySchema,
  vacancyDetailsResponseSchema,
  vacancyIdParamsSchema,
  vacancyListQuerySchema,
  vacancyListResponseSchema,
  vacancyTotalQuerySchema,
  vacancyTotalResponseSchema,
  viewedVacanciesQuerySchema,
  viewedVacanciesResponseSchema,
} from "@rabota/domain/wire/vacancy";
import type { FastifyRequest } from "fastify";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { z } from "zod";
import type { Db } from "../../platform/db/database";
import { badRequest, conflict, forbidden, notFound, unauthorized } from "../../platform/http/errors";
import { ACCESS_COOKIE } from "../../platform/security/cookies";
import type { AccessTokens, SessionClaims } from "../../platform/security/session-tokens";
import { type LogoUrlOf, toVacancyDto } from "./dto";
import { decodePageToken, encodePageToken, isUuid } from "./page-token";
import * as queries from "./queries";
import { startOfMoscowDay } from "./time";
import { TotalCache } from "./total-cache";

export interface VacancyRoutesOptions {
  db: Db;
  now: () => Date;
  accessTokens: AccessTokens;
  /** A company logo's address, signed when a vacancy is read (the database keeps the file id). */
  logoUrl: LogoUrlOf;
}

const applicantIdParamsSchema = z.strictObject({ applicantId: z.string().min(1).max(64) });
const applicationParamsSchema = z.strictObject({
  id: z.string().min(1).max(64),
  applicantId: z.string().min(1).max(64),
});

const WEEK_MS = 7 * 24 * 60 * 60 * 1000;

/**
 * `/v1/vacancy/*` (spec §7 Vacancies, plus the employer's responses of issue 6).
 * Lists and details are public; a caller with a session gets its personal flags. A path's
 * `{applicantId}` must be the caller's own applicant id (403 otherwise); an employer touches
 * only its own company's vacancies.
 */
export const vacancyRoutes: FastifyPluginAsyncZod<VacancyRoutesOptions> = async (app, options) => {
  const { db, now, accessTokens, logoUrl } = options;
  const totals = new TotalCache(now);
  const toDto = (row: queries.VacancyRow) => toVacancyDto(row, logoUrl);

  /** The caller's session if it sent one; a stale cookie is a 401 so the client refreshes. */
  async function optionalSession(request: FastifyRequest): Promise<SessionClaims | null> {
    const token = request.cookies[ACCESS_COOKIE];
    if (!token) return null;
    const claims = await accessTokens.verify(token);
    if (!claims) throw unauthorized();
    return claims;
  }

  async function requireSession(request: FastifyRequest): Promise<SessionClaims> {
    const session = await optionalSession(request);
    if (!session) throw unauthorized();
    return session;
  }

  /** The caller, who must be the applicant of the path. */
  async function requireApplicant(request: FastifyRequest, applicantId: string): Promise<string> {
    const session = await requireSession(request);
    if (session.role !== "applicant" || session.profileId !== applicantId) throw forbidden();
    return applicantId;
  }

  /** The company of the calling employer (403 for anyone else). */
  async function requireEmployerCompany(request: FastifyRequest): Promise<string> {
    const session = await requireSession(request);
    if (session.role !== "employer") throw forbidden();
    const companyId = await queries.findEmployerCompanyId(db, session.profileId);
    if (!companyId) throw forbidden();
    return companyId;
  }

  /** The vacancy of an employer route: 404 unknown, 403 another company's. */
  async function requireOwnVacancy(request: FastifyRequest, vacancyId: string) {
    const companyId = await requireEmployerCompany(request);
    const vacancy = isUuid(vacancyId) ? await queries.findVacancyOwner(db, vacancyId) : undefined;
    if (!vacancy) throw notFound("vacancy not found");
    if (vacancy.companyId !== companyId) throw forbidden();
    return vacancy;
  }

  async function requireVacancy(vacancyId: string) {
    const vacancy = isUuid(vacancyId) ? await queries.findVacancyOwner(db, vacancyId) : undefined;
    if (!vacancy) throw notFound("vacancy not found");
    return vacancy;
  }

  const viewerOf = (session: SessionClaims | null) =>
    session?.role === "applicant" ? session.profileId : null;

  app.get(
    "/",
    { schema: { querystring: vacancyListQuerySchema, response: { 200: vacancyListResponseSchema } } },
    async (request) => {
      const session = await optionalSession(request);
      const { pageSize, pageToken } = request.query;
      const cursor = pageToken ? decodePageToken(pageToken) : null;
      if (pageToken && !cursor) throw badRequest("invalid page token");
      const filters = filtersFromQuery(request.query);
      if (filters.companyId && !isUuid(filters.companyId)) return { vacancies: [], nextPageToken: null };
      // One extra row tells whether another page exists without a count.
      const rows = await queries.listVacancies(db, {
        filters,
        cursor,
        limit: pageSize + 1,
        viewerApplicantId: viewerOf(session),
      });
      const page = rows.slice(0, pageSize);
      const last = page.at(-1);
      return {
        vacancies: page.map(toDto),
        nextPageToken: rows.length > pageSize && last ? encodePageToken(last) : null,
      };
    },
  );

  app.get(
    "/total",
    { schema: { querystring: vacancyTotalQuerySchema, response: { 200: vacancyTotalResponseSchema } } },
    async (request) => {
      const filters = filtersFromQuery(request.query);
      if (filters.companyId && !isUuid(filters.companyId)) return { total: 0 };
      return { total: await totals.get(JSON.stringify(filters), () => queries.countVacancies(db, filters)) };
    },
  );

  app.get(
    "/favourites/:applicantId",
    { schema: { params: applicantIdParamsSchema, response: { 200: favouriteVacanciesResponseSchema } } },
    async (request) => {
      const applicantId = await requireApplicant(request, request.params.applicantId);
      return { vacancies: (await queries.listFavourites(db, applicantId)).map(toDto) };
    },
  );

  app.get(
    "/viewed/:applicantId",
    {
      schema: {
        params: applicantIdParamsSchema,
        querystring: viewedVacanciesQuerySchema,
        response: { 200: viewedVacanciesResponseSchema },
      },
    },
    async (request) => {
      const applicantId = await requireApplicant(request, request.params.applicantId);
      const at = now();
      const since =
        request.query.filter === "today"
          ? startOfMoscowDay(at)
          : request.query.filter === "week"
            ? new Date(at.getTime() - WEEK_MS)
            : null;
      return { vacancies: (await queries.listViewed(db, applicantId, since)).map(toDto) };
    },
  );

  app.get(
    "/response/:applicantId",
    {
      schema: {
        params: applicantIdParamsSchema,
        querystring: applicantResponsesQuerySchema,
        response: { 200: applicantResponsesResponseSchema },
      },
    },
    async (request) => {
      const applicantId = await requireApplicant(request, request.params.applicantId);
      const status = request.query.filter ? RESPONSE_QUERY_FILTER_STATUS[request.query.filter] : null;
      const rows = await queries.listApplicantResponses(db, applicantId, status);
      return {
        responses: rows.map((row) => ({
          vacancyId: row.id,
          status: row.responseStatus ?? "RESPONSE_STATUS_NOT_VIEWED_UNSPECIFIED",
          appliedAt: row.appliedAt.toISOString(),
          vacancy: toDto(row),
        })),
      };
    },
  );

  app.post(
    "/delete",
    { schema: { body: deleteVacanciesRequestSchema, response: { 200: deleteVacanciesResponseSchema } } },
    async (request) => {
      const companyId = await requireEmployerCompany(request);
      const ids = [...new Set(request.body.vacancies)];
      if (!ids.every(isUuid)) throw notFound("vacancy not found");
      // All or nothing, in one transaction: one foreign or unknown id refuses the whole call.
      const deletedIds = await db.transaction(async (tx) => {
        const owners = await queries.findVacancyCompanies(tx, ids);
        if (owners.length !== ids.length) throw notFound("vacancy not found");
        if (owners.some((owner) => owner.companyId !== companyId)) throw forbidden();
        return queries.deleteVacancies(tx, ids, companyId);
      });
      totals.clear();
      return { message: "deleted", deletedIds };
    },
  );

  app.get(
    "/:id",
    {
      schema: {
        params: vacancyIdParamsSchema,
        querystring: vacancyDetailsQuerySchema,
        response: { 200: vacancyDetailsResponseSchema },
      },
    },
    async (request) => {
      const session = await optionalSession(request);
      const { applicantId } = request.query;
      if (applicantId !== undefined) {
        if (!session) throw unauthorized();
        if (session.role !== "applicant" || session.profileId !== applicantId) throw forbidden();
      }
      const vacancyId = request.params.id;
      if (!isUuid(vacancyId)) throw notFound("vacancy not found");
      const viewer = viewerOf(session);
      if (applicantId !== undefined && (await queries.findVacancyOwner(db, vacancyId))) {
        await queries.recordView(db, applicantId, vacancyId, now());
      }
      const row = await queries.findVacancy(db, vacancyId, viewer);
      if (!row) throw notFound("vacancy not found");
      return { vacancy: toDto(row) };
    },
  );

  const likeSchema = {
    params: vacancyApplicantParamsSchema,
    response: { 200: likeVacancyResponseSchema },
  };
  app.post("/:id/like/:applicantId", { schema: likeSchema }, async (request) => {
    const applicantId = await requireApplicant(request, request.params.applicantId);
    await requireVacancy(request.params.id);
    await queries.insertLike(db, applicantId, request.params.id, now());
    return { message: "liked" };
  });
  app.delete("/:id/like/:applicantId", { schema: likeSchema }, async (request) => {
    const applicantId = await requireApplicant(request, request.params.applicantId);
    await requireVacancy(request.params.id);
    await queries.deleteLike(db, applicantId, request.params.id);
    return { message: "unliked" };
  });

  app.post(
    "/:id/response/:applicantId",
    { schema: { params: vacancyApplicantParamsSchema, response: { 200: applyVacancyResponseSchema } } },
    async (request) => {
      const applicantId = await requireApplicant(request, request.params.applicantId);
      const vacancy = await requireVacancy(request.params.id);
      if (vacancy.status !== "VACANCY_STATUS_ACTIVE") throw conflict("vacancy is archived");
      const inserted = await queries.insertResponse(db, applicantId, vacancy.id, now());
      if (!inserted) throw conflict("already applied");
      return {
        response: {
          vacancyId: vacancy.id,
          status: inserted.status,
          appliedAt: inserted.appliedAt.toISOString(),
        },
      };
    },
  );

  app.get(
    "/:id/responses",
    { schema: { params: vacancyIdParamsSchema, response: { 200: vacancyApplicationsResponseSchema } } },
    async (request) => {
      const vacancy = await requireOwnVacancy(request, request.params.id);
      const rows = await queries.listApplications(db, vacancy.id);
      return { responses: rows.map((row) => ({ ...row, appliedAt: row.appliedAt.toISOString() })) };
    },
  );

  app.post(
    "/:id/responses/:applicantId/status",
    {
      schema: {
        params: applicationParamsSchema,
        body: updateApplicationStatusRequestSchema,
        response: { 200: updateApplicationStatusResponseSchema },
      },
    },
    async (request) => {
      const vacancy = await requireOwnVacancy(request, request.params.id);
      const { applicantId } = request.params;
      const row = isUuid(applicantId)
        ? await queries.updateApplicationStatus(db, {
            vacancyId: vacancy.id,
            applicantId,
            status: request.body.status,
            now: now(),
          })
        : undefined;
      if (!row) throw notFound("response not found");
      return { response: { ...row, appliedAt: row.appliedAt.toISOString() } };
    },
  );
};
