/**
 * Wire schemas of the vacancy calls (§3, §7; paging and the employer-side responses fixed by
 * issue 6). The filters and their query-string form live in `./vacancy-filters`, re-exported
 * here: this is the package entry `@rabota/domain/wire/vacancy`.
 */
import { z } from "zod";
import { VACANCY_PAGE_SIZE_MAX } from "../constants";
import {
  experienceSchema,
  officeTypeSchema,
  responseQueryFilterSchema,
  responseStatusSchema,
  testStatusSchema,
  vacancyStatusSchema,
  viewedQueryFilterSchema,
  workingScheduleSchema,
} from "../enums";
import { VALIDATION_MESSAGES } from "../validation/messages";
import { dateTimeSchema, idSchema, messageResponseSchema } from "./primitives";
import { testResultDtoSchema } from "./tests";
import { emptyAsAbsent, optionalParam } from "./vacancy-filters";

export { type MessageResponse, messageResponseSchema } from "./primitives";

// ---------------------------------------------------------------- vacancy

/**
 * A company's response rate over the last `RESPONSE_RATE_WINDOW_DAYS` (issue 25): the responses
 * made on Rabota, those answered (invited or rejected) within `RESPONSE_STALE_AFTER_MS`, their
 * share (0–1) and the median hours to that answer. `rate` and `medianHours` are null below
 * `RESPONSE_RATE_MIN_RESPONSES` responses (too few to judge); `medianHours` also with no answer.
 * `GET /v1/company/{companyId}/response-rate` answers with it; vacancies carry it in their company.
 */
export const responseRateDtoSchema = z.object({
  responses: z.number().int().nonnegative(),
  answered: z.number().int().nonnegative(),
  rate: z.number().min(0).max(1).nullable(),
  medianHours: z.number().nonnegative().nullable(),
});
export type ResponseRateDto = z.infer<typeof responseRateDtoSchema>;

/**
 * The company as a vacancy carries it; the mapper fills `name` (else companyName) and
 * `imageUrl` (from companyLogoUrl or imageUrl) (§3).
 */
export const vacancyCompanyDtoSchema = z.object({
  id: idSchema,
  companyName: z.string(),
  name: z.string().nullish(),
  companyCity: z.string().nullish(),
  companyLogoUrl: z.string().nullish(),
  imageUrl: z.string().nullish(),
  rating: z.number().nullish(),
  feedbackCount: z.number().int().nullish(),
  /** Whether the registry of legal entities confirmed the company (issue 42); older servers leave it out. */
  verified: z.boolean().nullish(),
  /** How the company answers responses (issue 25); older servers leave it out. */
  responseRate: responseRateDtoSchema.nullish(),
});
export type VacancyCompanyDto = z.infer<typeof vacancyCompanyDtoSchema>;

/**
 * What a company's members see of how their vacancy does: views (distinct applicants a day),
 * responses, and the responses answered (viewed, invited or rejected).
 */
export const vacancyStatsSchema = z.object({
  views: z.number().int().min(0),
  responses: z.number().int().min(0),
  answered: z.number().int().min(0),
});
export type VacancyStats = z.infer<typeof vacancyStatsSchema>;

/** A vacancy's address (issue 40): street and house, either may be missing. */
export const vacancyAddressSchema = z.object({
  street: z.string().nullable(),
  building: z.string().nullable(),
});
export type VacancyAddress = z.infer<typeof vacancyAddressSchema>;

/** A metro station of a vacancy with its line, as the card shows it (`lineColor` `#RRGGBB`). */
export const vacancyMetroStationSchema = z.object({
  id: z.string(),
  name: z.string(),
  lineName: z.string(),
  lineColor: z.string(),
});
export type VacancyMetroStation = z.infer<typeof vacancyMetroStationSchema>;

/** A vacancy as the server sends it; optional parts (views 0, …) get defaults in `toVacancy` (§3). */
export const vacancyDtoSchema = z.object({
  id: idSchema,
  title: z.string(),
  description: z.string().nullish(),
  workingExperience: experienceSchema.nullish(),
  workingSchedule: workingScheduleSchema.nullish(),
  officeType: officeTypeSchema.nullish(),
  /** The place's name (the area's, when the vacancy has one; older vacancies' free text otherwise). */
  city: z.string().nullish(),
  /** The place in the dictionary (hh.ru's id, issue 40); null when none or not resolved. Older servers leave it out. */
  areaId: z.string().nullish(),
  address: vacancyAddressSchema.nullish(),
  /** Up to three stations of the city's metro, in the employer's order. */
  metroStations: z.array(vacancyMetroStationSchema).nullish(),
  /** hh.ru's professional role the vacancy is of (issue 45); null for none. Older servers leave it out. */
  professionId: z.string().nullish(),
  requirements: z.string().nullish(),
  objectives: z.string().nullish(),
  offerings: z.string().nullish(),
  views: z.number().int().min(0).nullish(),
  skills: z.array(z.string()).nullish(),
  qualities: z.array(z.string()).nullish(),
  positions: z.array(z.string()).nullish(),
  company: vacancyCompanyDtoSchema,
  createdAt: dateTimeSchema,
  /** When it was published or last prolonged (issue 25): «Опубликована 3 дня назад»; null for a draft. */
  publishedAt: dateTimeSchema.nullish(),
  /** When its lifetime ends and it leaves the list unless prolonged; null when it has none. */
  expiresAt: dateTimeSchema.nullish(),
  updatedAt: dateTimeSchema.nullish(),
  isLikedByCurrentUser: z.boolean().nullish(),
  hasApplied: z.boolean().nullish(),
  responseStatus: responseStatusSchema.nullish(),
  /** The viewer's response is an invitation: the employer's message (issue 25). */
  invitationMessage: z.string().nullish(),
  salaryFrom: z.number().nullish(),
  salaryTo: z.number().nullish(),
  salaryCurrency: z.string().nullish(),
  salaryGross: z.boolean().nullish(),
  testName: z.string().nullish(),
  testStatus: testStatusSchema.nullish(),
  coefficient: z.number().nullish(),
  status: vacancyStatusSchema.nullish(),
  /** The employer's own assessed vacancies: how many respondents hold a valid result of its test. */
  testCompletedCount: z.number().int().min(0).nullish(),
  /** Its company's members only: how the vacancy does (issue 24). */
  stats: vacancyStatsSchema.nullish(),
  /** Where an imported vacancy came from (`hh`); null for one written here. */
  source: z.string().nullish(),
  /** An imported vacancy its company edited here since: a later import leaves it as it is. */
  editedHere: z.boolean().nullish(),
  /**
   * Its company's members only (issue 42): moderators hold it (three complaints: «На проверке»,
   * hidden from everyone else until they decide) or removed it; `note` says why. Null otherwise.
   */
  moderation: z.object({ state: z.enum(["under_review", "removed"]), note: z.string().nullable() }).nullish(),
});
export type VacancyDto = z.infer<typeof vacancyDtoSchema>;

/**
 * A vacancy as a list page carries it: what its card shows, without the long texts, views and
 * the edit time (the vacancy's page reads the whole {@link vacancyDtoSchema}). About a third of
 * the bytes of the whole vacancy.
 */
export const vacancyCardDtoSchema = vacancyDtoSchema.omit({
  description: true,
  requirements: true,
  objectives: true,
  offerings: true,
  qualities: true,
  positions: true,
  views: true,
  updatedAt: true,
  invitationMessage: true,
});
export type VacancyCardDto = z.infer<typeof vacancyCardDtoSchema>;

// ---------------------------------------------------------------- filters

export * from "./vacancy-filters";
export * from "./vacancy-write";

/** The query of a personal list: one optional `filter` (absent or empty = everything). */
const listFilterQuery = <T extends z.ZodType>(filter: T) => z.object({ filter: optionalParam(filter) });

/** A list of vacancies, the answer of the personal lists (favourites, viewed). */
const vacancyListSchema = z.object({ vacancies: z.array(vacancyDtoSchema) });

// ---------------------------------------------------------------- list, total, details

/** `GET /v1/vacancy` -> `{ vacancies, nextPageToken }`; no token (or empty) on the last page. */
export const vacancyListResponseSchema = z.object({
  vacancies: z.array(vacancyCardDtoSchema),
  nextPageToken: z.string().nullish(),
});
export type VacancyListResponse = z.infer<typeof vacancyListResponseSchema>;

/**
 * `GET /v1/vacancy/total` -> `{ total, capped }`: the exact count, or with `capped` the cap
 * the count stopped at — there are more than `total` («более 1 000 вакансий»).
 */
export const vacancyTotalResponseSchema = z.object({ total: z.number().int().min(0), capped: z.boolean() });
export type VacancyTotalResponse = z.infer<typeof vacancyTotalResponseSchema>;

/** Path parameters `{id}` of a vacancy. */
export const vacancyIdParamsSchema = z.strictObject({ id: idSchema });
/** Path parameters `{id}/…/{applicantId}` (like, apply). */
export const vacancyApplicantParamsSchema = z.strictObject({ id: idSchema, applicantId: idSchema });

/** `GET /v1/vacancy/{id}` -> `{ vacancy }`. */
export const vacancyDetailsResponseSchema = z.object({ vacancy: vacancyDtoSchema });
export type VacancyDetailsResponse = z.infer<typeof vacancyDetailsResponseSchema>;

/** `POST`/`DELETE /v1/vacancy/{id}/like/{applicantId}` -> `{ message }`. */
export const likeVacancyResponseSchema = messageResponseSchema;

/**
 * `POST /v1/vacancy/{id}/view/{applicantId}` -> `{ message }`: the applicant opened the
 * vacancy. Its own call, since a GET never writes (a cross-site link could plant views).
 */
export const recordVacancyViewResponseSchema = messageResponseSchema;

// ---------------------------------------------------------------- recommendations, similar

/** How many vacancies a recommendations or similar call returns by default, and at most. */
export const VACANCY_MATCHES_PAGE_SIZE = { default: 6, max: 20 } as const;

/** `GET /v1/vacancy/recommended/{applicantId}` and `GET /v1/vacancy/{id}/similar` query: `pageSize`. */
export const vacancyMatchesQuerySchema = z.object({
  pageSize: z.coerce
    .number()
    .int()
    .min(1)
    .max(VACANCY_MATCHES_PAGE_SIZE.max)
    .default(VACANCY_MATCHES_PAGE_SIZE.default),
});
export type VacancyMatchesQuery = z.input<typeof vacancyMatchesQuerySchema>;

/**
 * What of the applicant's profile a recommended vacancy matches (issue 44): the profile's skills
 * it asks for (as the vacancy writes them), a wanted position (its profession or its words in
 * the title), the applicant's place, remote work, pay reaching the wanted income, and the tests
 * it asks for that the applicant passed in the last 12 months.
 */
export const vacancyMatchSchema = z.object({
  skills: z.array(z.string()),
  position: z.boolean(),
  place: z.boolean(),
  remote: z.boolean(),
  pay: z.boolean(),
  tests: z.array(z.string()),
});
export type VacancyMatch = z.infer<typeof vacancyMatchSchema>;

/**
 * A recommended vacancy: its card, why in one Russian sentence («Совпадает: SQL, Python; ваш
 * город»), and the same reasons as parts.
 */
export const vacancyRecommendationSchema = z.object({
  vacancy: vacancyCardDtoSchema,
  why: z.string(),
  matched: vacancyMatchSchema,
});
export type VacancyRecommendation = z.infer<typeof vacancyRecommendationSchema>;

/**
 * `GET /v1/vacancy/recommended/{applicantId}?pageSize` (the applicant themself only) ->
 * `{ recommendations }`: active vacancies for the applicant's profile, best first; none they
 * hid or responded to.
 */
export const vacancyRecommendationsResponseSchema = z.object({
  recommendations: z.array(vacancyRecommendationSchema),
});
export type VacancyRecommendationsResponse = z.infer<typeof vacancyRecommendationsResponseSchema>;

/**
 * `GET /v1/vacancy/{id}/similar?pageSize` (public; 404 for a vacancy that is not active) ->
 * `{ vacancies }`: other active vacancies like it (its profession, skills, place, title words),
 * most alike first; a signed-in applicant's hidden ones left out.
 */
export const similarVacanciesResponseSchema = z.object({ vacancies: z.array(vacancyCardDtoSchema) });
export type SimilarVacanciesResponse = z.infer<typeof similarVacanciesResponseSchema>;

// ---------------------------------------------------------------- personal lists

/** `GET /v1/vacancy/favourites/{applicantId}` -> `{ vacancies }`. */
export const favouriteVacanciesResponseSchema = vacancyListSchema;
export type FavouriteVacanciesResponse = z.infer<typeof favouriteVacanciesResponseSchema>;

/** `GET /v1/vacancy/viewed/{applicantId}?filter=today|week` (absent = all time). */
export const viewedVacanciesQuerySchema = listFilterQuery(viewedQueryFilterSchema);
export type ViewedVacanciesQuery = z.infer<typeof viewedVacanciesQuerySchema>;
/** -> `{ vacancies }`, most recently viewed first. */
export const viewedVacanciesResponseSchema = vacancyListSchema;
export type ViewedVacanciesResponse = z.infer<typeof viewedVacanciesResponseSchema>;

/** Who started a response: the applicant, or an employer who invited a found person (issue 44). */
export const responseStarterSchema = z.enum(["applicant", "employer"]);
export type ResponseStarter = z.infer<typeof responseStarterSchema>;

/** An applicant's response to a vacancy: its status (§3); the list carries the vacancy too. */
export const applicantResponseDtoSchema = z.object({
  vacancyId: idSchema,
  status: responseStatusSchema,
  /** The employer's invitation, when the response is one. */
  invitationMessage: z.string().nullish(),
  appliedAt: dateTimeSchema.nullish(),
  vacancy: vacancyDtoSchema.nullish(),
  /**
   * Who started it (issue 44): the applicant's response, or the employer's invitation of a
   * person found in the candidate search («Работодатель пригласил вас»).
   */
  startedBy: responseStarterSchema.optional(),
});
export type ApplicantResponseDto = z.infer<typeof applicantResponseDtoSchema>;

/** `GET /v1/vacancy/response/{applicantId}?filter=viewed|not_viewed|rejected` (absent = all). */
export const applicantResponsesQuerySchema = listFilterQuery(responseQueryFilterSchema);
export type ApplicantResponsesQuery = z.infer<typeof applicantResponsesQuerySchema>;
/** -> `{ responses }`. */
export const applicantResponsesResponseSchema = z.object({ responses: z.array(applicantResponseDtoSchema) });
export type ApplicantResponsesResponse = z.infer<typeof applicantResponsesResponseSchema>;

/** `POST /v1/vacancy/{id}/response/{applicantId}` (no body) -> `{ response }`; once per vacancy (409 after). */
export const applyVacancyResponseSchema = z.object({ response: applicantResponseDtoSchema });
export type ApplyVacancyResponse = z.infer<typeof applyVacancyResponseSchema>;

// ---------------------------------------------------------------- employer side

/**
 * `POST /v1/vacancy/delete` body: the ids of the caller's company's vacancies, 1 to 50 — at
 * most one full page, since the employer picks them on one page of the list.
 */
export const deleteVacanciesRequestSchema = z.strictObject({
  vacancies: z.array(idSchema).min(1).max(VACANCY_PAGE_SIZE_MAX),
});
export type DeleteVacanciesRequest = z.input<typeof deleteVacanciesRequestSchema>;
/** -> `{ message, deletedIds }`. */
export const deleteVacanciesResponseSchema = z.object({
  message: z.string(),
  deletedIds: z.array(idSchema).optional(),
});
export type DeleteVacanciesResponse = z.infer<typeof deleteVacanciesResponseSchema>;

/**
 * A response as the employer sees it (beyond the spec, issue 6): who applied, from where,
 * when, and its status. Listed by `GET /v1/vacancy/{id}/responses`.
 */
export const vacancyApplicationDtoSchema = z.object({
  vacancyId: idSchema,
  applicantId: idSchema,
  applicantName: z.string(),
  applicantSurname: z.string(),
  city: z.string().nullish(),
  appliedAt: dateTimeSchema,
  status: responseStatusSchema,
  /** `employer` for an invitation of a found person (issue 44); their surname only if they show it. */
  startedBy: responseStarterSchema.optional(),
  /** The applicant's coefficient for this vacancy (0..100; factors: the contest call). */
  coefficient: z.number().nullish(),
  /** Valid results of the applicant's tests; the characteristics one only if the applicant shows it. */
  testResults: z.array(testResultDtoSchema).nullish(),
  /**
   * Until when «Отказать» may still be undone (`DELETE …/rejection`); the applicant sees the
   * rejection only after it. Absent when there is nothing to undo.
   */
  rejectionUndoUntil: dateTimeSchema.nullish(),
  /** The employer's message with «Пригласить» (issue 25), while the response is an invitation. */
  invitationMessage: z.string().nullish(),
});
export type VacancyApplicationDto = z.infer<typeof vacancyApplicationDtoSchema>;

/** `GET /v1/vacancy/{id}/responses?sort=coefficient` (absent: newest first). */
export const vacancyApplicationsQuerySchema = z.object({
  sort: z.preprocess(emptyAsAbsent, z.enum(["coefficient", "appliedAt"]).optional()),
});
export type VacancyApplicationsQuery = z.input<typeof vacancyApplicationsQuerySchema>;

/** `GET /v1/vacancy/{id}/responses` -> `{ responses }`, newest first or by coefficient. */
export const vacancyApplicationsResponseSchema = z.object({
  responses: z.array(vacancyApplicationDtoSchema),
});
export type VacancyApplicationsResponse = z.infer<typeof vacancyApplicationsResponseSchema>;

/**
 * A candidate's response as the employer sees it on the candidate's page (issue 25): the same
 * application, with the title of the vacancy it answers, since the list spans vacancies.
 */
export const candidateApplicationDtoSchema = vacancyApplicationDtoSchema.extend({
  vacancyTitle: z.string(),
});
export type CandidateApplicationDto = z.infer<typeof candidateApplicationDtoSchema>;

/**
 * `GET /v1/employer/candidates/{applicantId}/responses` -> `{ responses }`: the applicant's
 * responses to the caller's company's vacancies (archived ones included), newest first.
 */
export const candidateApplicationsResponseSchema = z.object({
  responses: z.array(candidateApplicationDtoSchema),
});
export type CandidateApplicationsResponse = z.infer<typeof candidateApplicationsResponseSchema>;

/** The statuses an employer may set (a response starts as not viewed). */
export const EMPLOYER_SETTABLE_RESPONSE_STATUSES = [
  "RESPONSE_STATUS_VIEWED",
  "RESPONSE_STATUS_REJECTED",
] as const;

/** The longest invitation message, in characters. */
export const INVITATION_MESSAGE_MAX_LENGTH = 2000;

/**
 * `POST /v1/vacancy/{id}/responses/{applicantId}/invitation` body (issue 25): «Пригласить»
 * with a message (required, up to 2,000 characters), which the applicant reads on the response
 * and in its chat. -> `{ response }`, the application as «Приглашение».
 */
export const inviteApplicantRequestSchema = z.strictObject({
  message: z
    .string()
    .trim()
    .min(1, VALIDATION_MESSAGES.required)
    .max(INVITATION_MESSAGE_MAX_LENGTH, "Сообщение длиннее 2 000 символов"),
});
export type InviteApplicantRequest = z.input<typeof inviteApplicantRequestSchema>;

/** `POST /v1/vacancy/{id}/responses/{applicantId}/status` body. */
export const updateApplicationStatusRequestSchema = z.strictObject({
  status: z.enum(EMPLOYER_SETTABLE_RESPONSE_STATUSES),
});
export type UpdateApplicationStatusRequest = z.input<typeof updateApplicationStatusRequestSchema>;
/**
 * -> `{ response }`, the updated application. `DELETE …/responses/{applicantId}/rejection`
 * (undo «Отказать» within its window, 409 after) answers the same.
 */
export const updateApplicationStatusResponseSchema = z.object({ response: vacancyApplicationDtoSchema });
export type UpdateApplicationStatusResponse = z.infer<typeof updateApplicationStatusResponseSchema>;
