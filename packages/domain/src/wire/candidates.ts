/**
 * Employers find people (issue 44), under the applicant's control.
 *
 * The applicant: `GET` / `PUT /v1/profile/{applicantId}/visibility` (whether employers may find
 * the profile, which extra fields they see, which companies never do), `GET
 * /v1/profile/{applicantId}/views` («Кто смотрел моё резюме»), `GET /v1/profile/contact-requests`
 * and `POST /v1/profile/contact-requests/{requestId}/decision`.
 *
 * The employer (an active company member): `GET /v1/candidates` and `/v1/candidates/total` (the
 * search), `GET /v1/candidates/{applicantId}` (an opened profile, recorded) and `POST
 * /v1/candidates/{applicantId}/contact-requests`.
 */
import { z } from "zod";
import { MAX_LENGTH, SALARY_MAX } from "../constants";
import { experienceSchema } from "../enums";
import { pluralRu } from "../format";
import { dateTimeSchema, idSchema, searchSchema, shortTextSchema } from "./primitives";
import { optionalParam } from "./vacancy-filters";
import { areaIdSchema } from "./vacancy-write";

/** The version of the ст. 10.1 consent text an applicant gives by making the profile searchable. */
export const CANDIDATE_CONSENT_VERSION = "2026-12-07";

/** Candidates on a page of the search: 20 unless asked, at most 50. */
export const CANDIDATE_PAGE_SIZE = 20;
export const CANDIDATE_PAGE_SIZE_MAX = 50;

/** How many profiles one company opens a day; the next open is a 429. */
export const CANDIDATE_OPENS_PER_DAY = 200;

/** How many companies an applicant can hide the profile from. */
export const HIDDEN_FROM_MAX = 100;

/** The longest message of a contact request. */
export const CONTACT_REQUEST_MESSAGE_MAX_LENGTH = 1000;

/** The fields an applicant may show to employers, each hidden unless allowed. */
export const CANDIDATE_FIELDS = ["surname", "photo", "birthDate", "contacts", "employers"] as const;
export type CandidateField = (typeof CANDIDATE_FIELDS)[number];

/** The label of each field in «Видимость резюме». */
export const CANDIDATE_FIELD_LABELS: Record<CandidateField, string> = {
  surname: "Фамилия",
  photo: "Фотография",
  birthDate: "Дата рождения",
  contacts: "Контакты — компаниям, чей запрос вы приняли",
  employers: "Названия компаний в опыте работы",
};

/** Russian messages of the candidate search's refusals. */
export const CANDIDATE_MESSAGES = {
  opensExhausted: `Компания открыла ${CANDIDATE_OPENS_PER_DAY} резюме за сутки — это предел. Попробуйте завтра`,
  requestExists: "Запрос контактов этому соискателю уже отправлен",
  requestDecided: "На этот запрос уже ответили",
  tooManyHidden: `Скрыть резюме можно не больше чем от ${HIDDEN_FROM_MAX} ${pluralRu(HIDDEN_FROM_MAX, { one: "компании", few: "компаний", many: "компаний" })}`,
  unknownCompany: "Такой компании нет",
  messageTooLong: `Сообщение длиннее ${CONTACT_REQUEST_MESSAGE_MAX_LENGTH.toLocaleString("ru-RU")} символов`,
  unknownVacancy: "Такой активной вакансии у компании нет",
} as const;

/** Which fields the applicant allows (each false unless set). */
export const candidateFieldsSchema = z.strictObject({
  surname: z.boolean().default(false),
  photo: z.boolean().default(false),
  birthDate: z.boolean().default(false),
  contacts: z.boolean().default(false),
  employers: z.boolean().default(false),
});
export type CandidateFields = z.infer<typeof candidateFieldsSchema>;

/** A company as the visibility section and the views list name it. */
export const companyRefSchema = z.object({ id: idSchema, name: z.string(), logoUrl: z.string().nullish() });
export type CompanyRef = z.infer<typeof companyRefSchema>;

/** `PUT /v1/profile/{applicantId}/visibility` body. */
export const visibilityRequestSchema = z.strictObject({
  searchable: z.boolean(),
  fields: candidateFieldsSchema.default({
    surname: false,
    photo: false,
    birthDate: false,
    contacts: false,
    employers: false,
  }),
  hiddenFrom: z
    .array(idSchema)
    .max(HIDDEN_FROM_MAX, CANDIDATE_MESSAGES.tooManyHidden)
    .default([])
    .transform((ids) => [...new Set(ids)]),
});
export type VisibilityRequest = z.input<typeof visibilityRequestSchema>;

/** The consent a visibility change records (152-ФЗ ст. 10.1): what was allowed, the text's version, when. */
export const candidateConsentSchema = z.object({
  searchable: z.boolean(),
  fields: candidateFieldsSchema,
  version: z.string(),
  givenAt: dateTimeSchema,
});
export type CandidateConsent = z.infer<typeof candidateConsentSchema>;

/**
 * `GET` / `PUT /v1/profile/{applicantId}/visibility` answer: the settings, the hidden-from
 * companies with their names, the companies of the applicant's own experience that Rabota
 * knows (the picker's suggestions) and the latest consent (null before the first change).
 */
export const visibilityResponseSchema = z.object({
  searchable: z.boolean(),
  fields: candidateFieldsSchema,
  hiddenFrom: z.array(idSchema),
  hiddenCompanies: z.array(companyRefSchema),
  suggestedCompanies: z.array(companyRefSchema),
  consent: candidateConsentSchema.nullable(),
});
export type VisibilityResponse = z.infer<typeof visibilityResponseSchema>;

/** `GET /v1/profile/{applicantId}/visibility/companies?search=`: companies to hide from, by name. */
export const companySearchQuerySchema = z.object({ search: optionalParam(searchSchema) });
export const companySearchResponseSchema = z.object({ companies: z.array(companyRefSchema) });
export type CompanySearchResponse = z.infer<typeof companySearchResponseSchema>;

/** One company that opened the profile: when first and last, and how often. */
export const profileViewSchema = z.object({
  company: companyRefSchema,
  firstViewedAt: dateTimeSchema,
  lastViewedAt: dateTimeSchema,
  count: z.number().int().min(1),
});
export type ProfileView = z.infer<typeof profileViewSchema>;

/** `GET /v1/profile/{applicantId}/views`: the companies, the latest opener first (never a member's name). */
export const profileViewsResponseSchema = z.object({ views: z.array(profileViewSchema) });
export type ProfileViewsResponse = z.infer<typeof profileViewsResponseSchema>;

// ---------------------------------------------------------------- the search

/** The latest work entry of a card: the company's name only when the applicant allows it. */
const lastJobSchema = z.object({
  position: z.string(),
  company: z.string().nullable(),
  startDate: z.string(),
  endDate: z.string().nullable(),
});

/**
 * A found person as a card shows them: what the profile always shows, and the allowed fields
 * (`surname`, `photoUrl`, `dateOfBirth` are null unless allowed). Never contacts.
 */
export const candidateCardSchema = z.object({
  id: idSchema,
  name: z.string(),
  surname: z.string().nullable(),
  photoUrl: z.string().nullable(),
  dateOfBirth: z.string().nullable(),
  position: z.string().nullable(),
  city: z.string().nullable(),
  areaId: z.string().nullable(),
  skills: z.array(z.string()),
  /** Months of work over all entries (overlaps counted once), and its bucket. */
  experienceMonths: z.number().int().min(0),
  experience: experienceSchema,
  lastJob: lastJobSchema.nullable(),
  preferredIncome: z.number().int().nullable(),
  /** Tests passed in the last 12 months, by name. */
  testsPassed: z.array(z.string()),
  updatedAt: dateTimeSchema,
});
export type CandidateCard = z.infer<typeof candidateCardSchema>;

/** `GET /v1/candidates` query: the filters (`filter.*`) and keyset paging. */
const candidateFilterShape = {
  "filter.search": optionalParam(searchSchema),
  "filter.areaId": z.preprocess(
    (value) => (value === undefined || value === "" ? undefined : Array.isArray(value) ? value : [value]),
    z.array(areaIdSchema).max(MAX_LENGTH.listItems).optional(),
  ),
  "filter.experience": z.preprocess(
    (value) => (value === undefined || value === "" ? undefined : Array.isArray(value) ? value : [value]),
    z.array(experienceSchema).max(10).optional(),
  ),
  "filter.salaryTo": optionalParam(z.coerce.number().int().min(0).max(SALARY_MAX)),
  "filter.skills": z.preprocess(
    (value) => (value === undefined || value === "" ? undefined : Array.isArray(value) ? value : [value]),
    z.array(shortTextSchema.min(1)).max(MAX_LENGTH.listItems).optional(),
  ),
  "filter.testName": optionalParam(shortTextSchema.min(1).max(64)),
  "filter.updatedSince": optionalParam(z.string().max(40).pipe(dateTimeSchema.or(z.iso.date()))),
};

/** `GET /v1/candidates/total` query. */
export const candidateTotalQuerySchema = z.object(candidateFilterShape);
export type CandidateTotalQuery = z.input<typeof candidateTotalQuerySchema>;

/** `GET /v1/candidates` query. */
export const candidateListQuerySchema = z.object({
  pageSize: z.coerce.number().int().min(1).max(CANDIDATE_PAGE_SIZE_MAX).default(CANDIDATE_PAGE_SIZE),
  pageToken: z.string().min(1).max(MAX_LENGTH.token).optional(),
  ...candidateFilterShape,
});
export type CandidateListQuery = z.input<typeof candidateListQuerySchema>;

/** The search's filters, structured (what the page and the client hold). */
export interface CandidateFilters {
  search?: string;
  areaId?: string[];
  experience?: z.infer<typeof experienceSchema>[];
  salaryTo?: number;
  skills?: string[];
  testName?: string;
  updatedSince?: string;
}

/** The filters as `filter.*` query parameters (arrays repeated, empty ones left out). */
export function toCandidateSearchParams(
  filters: CandidateFilters,
  paging: { pageSize?: number; pageToken?: string } = {},
): URLSearchParams {
  const params = new URLSearchParams();
  if (paging.pageSize !== undefined) params.set("pageSize", String(paging.pageSize));
  if (paging.pageToken) params.set("pageToken", paging.pageToken);
  for (const [name, value] of Object.entries(filters)) {
    if (value === undefined || value === "") continue;
    for (const item of Array.isArray(value) ? value : [value]) params.append(`filter.${name}`, String(item));
  }
  return params;
}

/** `GET /v1/candidates` answer: newest update first. */
export const candidateListResponseSchema = z.object({
  candidates: z.array(candidateCardSchema),
  nextPageToken: z.string().nullable(),
});
export type CandidateListResponse = z.infer<typeof candidateListResponseSchema>;

/** The most a total counts: past it the answer is `capped` («более 1 000»), as the vacancy total's. */
export const CANDIDATE_TOTAL_CAP = 1_000;

/** `GET /v1/candidates/total` answer: the count, at most {@link CANDIDATE_TOTAL_CAP} (`capped` past it). */
export const candidateTotalResponseSchema = z.object({ total: z.number().int().min(0), capped: z.boolean() });
export type CandidateTotalResponse = z.infer<typeof candidateTotalResponseSchema>;

// ---------------------------------------------------------------- an opened profile

/** A work entry of an opened profile: the company only when allowed. */
const candidateExperienceSchema = z.object({
  position: z.string(),
  company: z.string().nullable(),
  startDate: z.string(),
  endDate: z.string().nullable(),
  description: z.string().nullable(),
});

const candidateEducationSchema = z.object({
  institution: z.string(),
  faculty: z.string().nullable(),
  specialty: z.string().nullable(),
  startYear: z.number().int().nullable(),
  endYear: z.number().int().nullable(),
});

/** An opened profile: the card, the work and study entries and the goals. Never contacts. */
export const candidateProfileSchema = candidateCardSchema.extend({
  experiences: z.array(candidateExperienceSchema),
  educations: z.array(candidateEducationSchema),
  goals: z.object({
    positions: z.array(z.string()),
    businessFields: z.array(z.string()),
    additional: z.array(z.string()),
  }),
});
export type CandidateProfile = z.infer<typeof candidateProfileSchema>;

export const CONTACT_REQUEST_STATUSES = ["pending", "accepted", "declined"] as const;
export const contactRequestStatusSchema = z.enum(CONTACT_REQUEST_STATUSES);
export type ContactRequestStatus = z.infer<typeof contactRequestStatusSchema>;

/** The label of each request status, the same words on both sides. */
export const CONTACT_REQUEST_STATUS_LABELS: Record<ContactRequestStatus, string> = {
  pending: "Ждёт ответа",
  accepted: "Контакты открыты",
  declined: "Отклонён",
};

/** The contacts an accepted request opens: the account's e-mail and the profile's contacts. */
export const candidateContactsSchema = z.object({
  email: z.string(),
  phoneNumber: z.string().nullable(),
  website: z.string().nullable(),
  additionalContact: z.string().nullable(),
});
export type CandidateContacts = z.infer<typeof candidateContactsSchema>;

const vacancyRefSchema = z.object({ id: idSchema, title: z.string() });

/** A contact request as the company sees it: the contacts once accepted. */
export const sentContactRequestSchema = z.object({
  id: idSchema,
  status: contactRequestStatusSchema,
  message: z.string(),
  vacancy: vacancyRefSchema.nullable(),
  createdAt: dateTimeSchema,
  decidedAt: dateTimeSchema.nullable(),
  contacts: candidateContactsSchema.nullable(),
});
export type SentContactRequest = z.infer<typeof sentContactRequestSchema>;

/** `GET /v1/candidates/{applicantId}` answer: the profile as allowed and this company's latest request. */
export const candidateResponseSchema = z.object({
  candidate: candidateProfileSchema,
  contactRequest: sentContactRequestSchema.nullable(),
});
export type CandidateResponse = z.infer<typeof candidateResponseSchema>;

/** `POST /v1/candidates/{applicantId}/contact-requests` body. */
export const contactRequestBodySchema = z.strictObject({
  vacancyId: idSchema.nullish(),
  message: z
    .string()
    .trim()
    .min(1, "Напишите, зачем вам контакты")
    .max(CONTACT_REQUEST_MESSAGE_MAX_LENGTH, CANDIDATE_MESSAGES.messageTooLong)
    .refine((text) => !text.includes("\u0000"), "Сообщение содержит недопустимые символы"),
});
export type ContactRequestBody = z.input<typeof contactRequestBodySchema>;

/** `POST /v1/candidates/{applicantId}/contact-requests` answer (201). */
export const contactRequestCreatedSchema = z.object({ request: sentContactRequestSchema });

/** A contact request as the applicant sees it. */
export const receivedContactRequestSchema = z.object({
  id: idSchema,
  status: contactRequestStatusSchema,
  company: companyRefSchema,
  message: z.string(),
  vacancy: vacancyRefSchema.nullable(),
  createdAt: dateTimeSchema,
  decidedAt: dateTimeSchema.nullable(),
});
export type ReceivedContactRequest = z.infer<typeof receivedContactRequestSchema>;

/** `GET /v1/profile/contact-requests` answer: the newest first. */
export const receivedContactRequestsResponseSchema = z.object({
  requests: z.array(receivedContactRequestSchema),
});
export type ReceivedContactRequestsResponse = z.infer<typeof receivedContactRequestsResponseSchema>;

/** `POST /v1/profile/contact-requests/{requestId}/decision` body and answer. */
export const contactDecisionSchema = z.enum(["accept", "decline"]);
export const contactDecisionBodySchema = z.strictObject({ decision: contactDecisionSchema });
export type ContactDecisionBody = z.input<typeof contactDecisionBodySchema>;
export const contactDecisionResponseSchema = z.object({ request: receivedContactRequestSchema });

/** `{requestId}` path. */
export const contactRequestParamsSchema = z.strictObject({ requestId: idSchema });
