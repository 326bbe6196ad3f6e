import type { EmployerProfileDto } from "@rabota/domain/wire/employer";
import type { FileUrlOf } from "../files";
import type { EmployerProfileRow } from "./queries";

/**
 * The wire form of an employer profile (rows never leave the module as they are). The logo
 * is optional: `POST /v1/employer/register` answers before any file exists.
 */
export function toEmployerProfileDto(row: EmployerProfileRow, fileUrl?: FileUrlOf): EmployerProfileDto {
  // No membership row means no access (every employer gets one at sign-up or by the backfill).
  const companyAccess = row.companyAccess ?? "pending";
  // Only active members see the company's card; others keep the name they chose at sign-up.
  const card =
    companyAccess === "active"
      ? {
          description: row.companyDescription ?? null,
          website: row.companyWebsite ?? null,
          city: row.companyCity ?? null,
          logoUrl: row.companyLogoFileId && fileUrl ? fileUrl(row.companyLogoFileId) : null,
        }
      : { description: null, website: null, city: null, logoUrl: null };
  return {
    id: row.id,
    name: row.name,
    surname: row.surname,
    position: row.position,
    email: row.email,
    phone: row.phone ?? null,
    company: { id: row.companyId, companyName: row.companyName, ...card },
    companyAccess,
  };
}
