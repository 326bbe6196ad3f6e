import { SALARY_MESSAGES } from "@rabota/domain/wire/salaries";
import { badRequest } from "../../../platform/http/errors";
import type { ProfessionDictionary } from "../../professions";

/** What a vacancy needs of the professions' dictionary (issue 45). */
export type VacancyProfessions = Pick<ProfessionDictionary, "find" | "classify">;

/**
 * The profession a vacancy's write gives it: the one it names (400 under `professionId` for an
 * id the dictionary lacks), else the one its title names, else none.
 */
export function resolveProfession(
  professions: VacancyProfessions,
  professionId: string | null,
  title: string,
): string | null {
  if (professionId === null) return professions.classify(title)?.id ?? null;
  if (!professions.find(professionId)) {
    const message = SALARY_MESSAGES.unknownProfession;
    throw badRequest(message, [{ path: ["professionId"], message }]);
  }
  return professionId;
}

/** An imported vacancy's profession: the first of the source's roles the dictionary has (hh.ru's ids are its ids), else its title's. */
export function importedProfession(
  professions: VacancyProfessions,
  roleIds: readonly string[],
  title: string,
): string | null {
  return roleIds.find((id) => professions.find(id)) ?? professions.classify(title)?.id ?? null;
}
