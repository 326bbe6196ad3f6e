/**
 * Wire schemas of the employer calls (§7; fields fixed by issue 5): the
 * employer profile is the contact person plus the company, fetched and updated as a whole.
 */
import { z } from "zod";
import { MAX_LENGTH } from "../constants";
import { fieldSchema } from "../validation/zod";
import { employerSignupSchema } from "./auth";
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
  company: employerCompanyDtoSchema,
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
  company: employerCompanyInputSchema,
});
export type UpdateEmployerProfileRequest = z.input<typeof updateEmployerProfileRequestSchema>;

/** `PUT /v1/profile/employer/{employerId}` -> `{ updatedProfile }`. */
export const updateEmployerProfileResponseSchema = z.object({ updatedProfile: employerProfileDtoSchema });
export type UpdateEmployerProfileResponse = z.infer<typeof updateEmployerProfileResponseSchema>;

/** Path parameters `{employerId}`. */
export const employerIdParamsSchema = z.strictObject({ employerId: idSchema });

/**
 * `POST /v1/employer/register`: the spec shows only its answer (`employer`). The body is
 * the employer part of the sign-up payload (user, company, position).
 */
export const registerEmployerRequestSchema = z.strictObject({ employer: employerSignupSchema });
export type RegisterEmployerRequest = z.input<typeof registerEmployerRequestSchema>;

/** `POST /v1/employer/register` -> `{ employer }`. */
export const registerEmployerResponseSchema = z.object({ employer: employerProfileDtoSchema });
export type RegisterEmployerResponse = z.infer<typeof registerEmployerResponseSchema>;
