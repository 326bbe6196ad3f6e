import type { VacancyDto } from "@rabota/domain/wire/vacancy";

/** The data block the gateway writes into a vacancy page's HTML (apps/gateway, modules/pages). */
const SERVED_VACANCY_ID = "rabota-vacancy";

/** The block's vacancy once read (the block is then gone); `undefined` before, null once spent. */
let served: VacancyDto | null | undefined;

function readBlock(): VacancyDto | null {
  const block = document.getElementById(SERVED_VACANCY_ID);
  block?.remove();
  try {
    const vacancy = JSON.parse(block?.textContent ?? "null") as VacancyDto | null;
    return vacancy && typeof vacancy === "object" && typeof vacancy.id === "string" ? vacancy : null;
  } catch {
    // A broken block only costs the request it would have saved.
    return null;
  }
}

/** The vacancy the page's HTML carried, when it is `vacancyId` and the first page has not been left yet. */
export function servedVacancy(vacancyId: string): VacancyDto | null {
  if (served === undefined) served = readBlock();
  return served?.id === vacancyId ? served : null;
}

/** The first page is left: later visits ask the gateway (the served copy would be stale). */
export function forgetServedVacancy(): void {
  served = null;
}
