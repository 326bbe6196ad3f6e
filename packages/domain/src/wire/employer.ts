/**
 * Wire schemas of the employer calls (§7; fields fixed by issue 5): the
 * employer profile is the contact person plus the company, fetched and updated as a whole.
 */
import { z } from "zod";
import { MAX_LENGTH } from "../constants";
import { companyMemberStatusSchema } from "../enums";
import { fieldSchema } from "../validation/zod";
import { employerSignupRequestSchema } from "./auth";
import { emailSchema, fileUrlSchema, idSchema, longTextSchema } from "./primitives";

/** The company of an employer profile. */
export const employerCompanyDtoSchema = z.object({
  id: idSchema,
  companyName: z.string(),
  description: z.string().nullable().optional(),
  website: z.string().nullable().optional(),
  city: z.string().nullable().optional(),
  logoUrl: z.string().nullable().optional(),
});
export type EmployerCompanyDto = z.infer<typeof employerCompanyDtoSchema>;

/** The employer profile: the contact person (`name` is used in greetings) and the company. */
export const employerProfileDtoSchema = z.object({
  id: idSchema,
  name: z.string(),
  surname: z.string(),
  position: z.string().nullable().optional(),
  email: z.string(),
  phone: z.string().nullable().optional(),
  /**
   * The company. For a member who is not `active` (see `companyAccess`) only its id and name
   * (the ones the employer chose at sign-up); the card stays the members' business.
   */
  company: employerCompanyDtoSchema,
  /** The employer's standing in the company; only an `active` member reaches its data. */
  companyAccess: companyMemberStatusSchema,
});
export type EmployerProfileDto = z.infer<typeof employerProfileDtoSchema>;

/** `GET /v1/profile/employer/{employerId}` -> `{ profile }`. */
export const getEmployerProfileResponseSchema = z.object({ profile: employerProfileDtoSchema });
export type GetEmployerProfileResponse = z.infer<typeof getEmployerProfileResponseSchema>;

/** The company part of an update; its id must be the employer's own company. */
export const employerCompanyInputSchema = z.strictObject({
  id: idSchema,
  companyName: fieldSchema(["required"]),
  description: longTextSchema.optional(),
  website: fieldSchema(["site"], { maxLength: MAX_LENGTH.url }).optional(),
  city: fieldSchema(["name"]).optional(),
  logoUrl: fileUrlSchema.nullable().optional(),
});

/**
 * `PUT /v1/profile/employer/{employerId}` body: the whole profile. Names follow the §5
 * name rule, the phone the phone rule; `email` may be sent back but is not changed here.
 */
export const updateEmployerProfileRequestSchema = z.strictObject({
  id: idSchema.optional(),
  name: fieldSchema(["required", "name"]),
  surname: fieldSchema(["required", "name"]),
  position: fieldSchema(["required"]),
  email: emailSchema.optional(),
  phone: fieldSchema(["phone"], { maxLength: 40 }).optional(),
  /**
   * The company card to save; only an active member may send it (403 otherwise). Left out,
   * only the contact person is saved (what a member waiting for approval may edit).
   */
  company: employerCompanyInputSchema.optional(),
});
export type UpdateEmployerProfileRequest = z.input<typeof updateEmployerProfileRequestSchema>;

/** `PUT /v1/profile/employer/{employerId}` -> `{ updatedProfile }`. */
export const updateEmployerProfileResponseSchema = z.object({ updatedProfile: employerProfileDtoSchema });
export type UpdateEmployerProfileResponse = z.infer<typeof updateEmployerProfileResponseSchema>;

/** Path parameters `{employerId}`. */
export const employerIdParamsSchema = z.strictObject({ employerId: idSchema });

/**
 * `POST /v1/employer/register`: the spec shows only its answer (`employer`). The body is the
 * employer sign-up payload (user, company, position, and the consent when given).
 * @alias
 */
export const registerEmployerRequestSchema = employerSignupRequestSchema;
export type RegisterEmployerRequest = z.input<typeof registerEmployerRequestSchema>;

/** `POST /v1/employer/register` -> `{ employer }`. */
export const registerEmployerResponseSchema = z.object({ employer: employerProfileDtoSchema });
export type RegisterEmployerResponse = z.infer<typeof registerEmployerResponseSchema>;

// ---------------------------------------------------------------- company membership (issue 12)

/** Path parameters `{companyId}` of `/v1/company/{companyId}/…`. */
export const companyIdParamsSchema = z.strictObject({ companyId: idSchema });

/** Path parameters `{companyId}/members/{employerId}`. */
export const companyMemberParamsSchema = z.strictObject({ companyId: idSchema, employerId: idSchema });

/** An employer of a company as its members see it: who, their standing, when asked and decided. */
export const companyMemberDtoSchema = z.object({
  employerId: idSchema,
  name: z.string(),
  surname: z.string(),
  position: z.string().nullable(),
  email: z.string(),
  status: companyMemberStatusSchema,
  /** When the employer signed up (founded or asked to join), or last asked again; ISO 8601. */
  requestedAt: z.string(),
  /** When an active member last decided (approved, rejected, removed); null while pending. */
  decidedAt: z.string().nullable(),
});
export type CompanyMemberDto = z.infer<typeof companyMemberDtoSchema>;

/** `GET /v1/company/{companyId}/members` -> pending requests (oldest first) and active members. */
export const companyMembersResponseSchema = z.object({
  requests: z.array(companyMemberDtoSchema),
  members: z.array(companyMemberDtoSchema),
});
export type CompanyMembersResponse = z.infer<typeof companyMembersResponseSchema>;

/** A decision on a pending request: «Одобрить» or «Отклонить». */
export const COMPANY_REQUEST_DECISIONS = ["approve", "reject"] as const;
export type CompanyRequestDecision = (typeof COMPANY_REQUEST_DECISIONS)[number];

/** `POST /v1/company/{companyId}/members/{employerId}/decision` body. */
export const companyRequestDecisionSchema = z.strictObject({ decision: z.enum(COMPANY_REQUEST_DECISIONS) });
export type CompanyRequestDecisionRequest = z.infer<typeof companyRequestDecisionSchema>;

/**
 * The decision's (or the removal's) answer: the member as it now stands. Also the answer of
 * `POST /v1/company/{companyId}/members/request` (no body), where a rejected or removed
 * employer asks to join its company again: its own membership, `pending` again.
 */
export const companyMemberResponseSchema = z.object({ member: companyMemberDtoSchema });
export type CompanyMemberResponse = z.infer<typeof companyMemberResponseSchema>;
