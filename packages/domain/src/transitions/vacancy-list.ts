import type { TestStatus } from "../enums";

/** The least a list entry needs: an id (the vacancy model fits). */
interface WithId {
  readonly id: string;
}

/**
 * "Load more": append only the entries not already in the list, in page order.
 * A page that repeats itself (or a vacancy moved by a concurrent insert) adds nothing twice. (§4)
 */
export function appendNewVacancies<T extends WithId>(existing: readonly T[], page: readonly T[]): T[] {
  const known = new Set(existing.map((item) => item.id));
  const added: T[] = [];
  for (const item of page) {
    if (known.has(item.id)) continue;
    known.add(item.id);
    added.push(item);
  }
  return [...existing, ...added];
}

/** More pages exist only when the last page was non-empty and a next token came with it (§4). */
export function hasMorePages(
  lastPage: readonly unknown[],
  nextPageToken: string | null | undefined,
): boolean {
  return lastPage.length > 0 && typeof nextPageToken === "string" && nextPageToken.length > 0;
}

function update<T extends WithId>(list: readonly T[], id: string, patch: (item: T) => T): T[] {
  return list.map((item) => (item.id === id ? patch(item) : item));
}

/** Liking sets the liked flag; unliking clears it. (§4) */
export function setVacancyLiked<T extends WithId & { readonly isLikedByCurrentUser: boolean }>(
  list: readonly T[],
  id: string,
  liked: boolean,
): T[] {
  return update(list, id, (item) => ({ ...item, isLikedByCurrentUser: liked }));
}

/** A list with its total count, as the vacancy store keeps it. */
interface CountedList<T> {
  readonly vacancies: readonly T[];
  readonly total: number;
}

/**
 * Unlike: clear the flag; on the favourites list (`onFavourites`) the vacancy leaves the
 * list and the total becomes the list's length. (§4)
 */
export function unlikeVacancy<T extends WithId & { readonly isLikedByCurrentUser: boolean }>(
  state: CountedList<T>,
  id: string,
  onFavourites: boolean,
): CountedList<T> {
  if (onFavourites) {
    const vacancies = state.vacancies.filter((item) => item.id !== id);
    return { vacancies, total: vacancies.length };
  }
  return { vacancies: setVacancyLiked(state.vacancies, id, false), total: state.total };
}

/** Applying sets `hasApplied` (§4). */
export function markVacancyApplied<T extends WithId & { readonly hasApplied: boolean }>(
  list: readonly T[],
  id: string,
): T[] {
  return update(list, id, (item) => ({ ...item, hasApplied: true }));
}

/** Starting a test sets the test status to in progress (§4). */
export function markVacancyTestStarted<T extends WithId & { readonly testStatus: TestStatus | null }>(
  list: readonly T[],
  id: string,
): T[] {
  return update(list, id, (item) => ({ ...item, testStatus: "TEST_STATUS_IN_PROGRESS" as const }));
}

/**
 * Deleting removes the vacancies from the list and lowers the total by the number deleted
 * (§4), never below zero; ids named twice count once.
 */
export function removeVacancies<T extends WithId>(
  state: CountedList<T>,
  deletedIds: readonly string[],
): CountedList<T> {
  const deleted = new Set(deletedIds);
  return {
    vacancies: state.vacancies.filter((item) => !deleted.has(item.id)),
    total: Math.max(0, state.total - deleted.size),
  };
}
