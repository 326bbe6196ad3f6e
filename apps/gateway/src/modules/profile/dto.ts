import type { EmployerProfileDto } from "@rabota/domain/wire/employer";
import type { EmployerProfileRow } from "./queries";

/** The wire form of an employer profile row (rows never leave the module as they are). */
export function toEmployerProfileDto(row: EmployerProfileRow): EmployerProfileDto {
  return {
    id: row.id,
    name: row.name,
    surname: row.surname,
    position: row.position,
    email: row.email,
    phone: null,
    company: { id: row.companyId, companyName: row.companyName },
  };
}
