/**
 * The employer profile form: the company and the contact person, typed as text and checked
 * against the gateway's `PUT` schema of the employer profile.
 */
import { z } from "zod";
import { type UpdateEmployerProfileRequest, updateEmployerProfileRequestSchema } from "../wire/employer";
import { wireCheckedForm } from "./wire-checked";

const text = z.string();
/** Blank optional text is left out of the request. */
const optional = (value: string) => (value.trim() === "" ? undefined : value);

/**
 * Names required and name-valid, position and company name required, a phone, a city and a
 * site that follow their rules when given, «О компании» up to 5000 characters. The company
 * id is the employer's own (the form cannot change it). Without `withCompany` (an employer
 * who is not an active member of the company) the request carries the contact person only
 * and the company fields are not checked.
 */
export function createEmployerProfileFormSchema(companyId: string, { withCompany = true } = {}) {
  return wireCheckedForm(
    {
      name: text,
      surname: text,
      position: text,
      phone: text,
      companyName: text,
      city: text,
      website: text,
      description: text,
      logoUrl: text.nullable(),
    },
    {
      toValue: (draft): UpdateEmployerProfileRequest => {
        const phone = optional(draft.phone);
        const description = optional(draft.description);
        const website = optional(draft.website);
        const city = optional(draft.city);
        return {
          name: draft.name,
          surname: draft.surname,
          position: draft.position,
          ...(phone ? { phone } : {}),
          ...(withCompany
            ? {
                company: {
                  id: companyId,
                  companyName: draft.companyName,
                  ...(description ? { description } : {}),
                  ...(website ? { website } : {}),
                  ...(city ? { city } : {}),
                  ...(draft.logoUrl ? { logoUrl: draft.logoUrl } : {}),
                },
              }
            : {}),
        };
      },
      toWire: (body) => body,
      wire: updateEmployerProfileRequestSchema,
    },
  );
}
