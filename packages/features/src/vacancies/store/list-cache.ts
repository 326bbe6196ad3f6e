import type { Vacancy } from "@rabota/domain/mappers";

/** A list as the visitor left it: what it showed, where its paging stood, how far it was scrolled. */
interface VacancyListSnapshot<Source> {
  /** What the list shows (the store's `VacancySource`). */
  readonly source: Source;
  readonly vacancies: readonly Vacancy[];
  readonly total: number;
  readonly totalCapped: boolean;
  readonly nextPageToken: string | null;
  readonly hasMore: boolean;
  /** The window's scroll position when the list was left, in pixels. */
  readonly scrollY: number;
}

/** What the list part of a snapshot may be changed to. */
type ListPart = { readonly vacancies: readonly Vacancy[]; readonly total: number };

/**
 * The lists of this page load, by list key (viewer and source), so Back to a list shows it as
 * it was left instead of loading page one again. The app keeps one for its lifetime; each
 * route's vacancies store reads and writes it.
 */
export interface VacancyListCache<Source> {
  get(key: string): VacancyListSnapshot<Source> | undefined;
  /** Keeps `list` under `key`, with the scroll position kept before (0 for a new list). */
  keep(key: string, list: Omit<VacancyListSnapshot<Source>, "scrollY">): void;
  /** Notes how far the list under `key` was scrolled when it was left. */
  rememberScroll(key: string, scrollY: number): void;
  /** Applies a change of one vacancy (a like, an application) to every kept list. */
  patchAll(change: (list: ListPart, source: Source) => ListPart): void;
}

/** Lists kept at once; keeping one more forgets the one used longest ago. */
const KEPT_LISTS = 10;

export function createVacancyListCache<Source>(limit = KEPT_LISTS): VacancyListCache<Source> {
  const lists = new Map<string, VacancyListSnapshot<Source>>();
  const put = (key: string, snapshot: VacancyListSnapshot<Source>) => {
    // A Map iterates in insertion order: re-inserting marks the list as the newest.
    lists.delete(key);
    lists.set(key, snapshot);
    for (const oldest of lists.keys()) {
      if (lists.size <= limit) break;
      lists.delete(oldest);
    }
  };
  return {
    get: (key) => lists.get(key),
    keep(key, list) {
      put(key, { ...list, scrollY: lists.get(key)?.scrollY ?? 0 });
    },
    rememberScroll(key, scrollY) {
      const kept = lists.get(key);
      if (kept) lists.set(key, { ...kept, scrollY });
    },
    patchAll(change) {
      for (const [key, kept] of lists) {
        const { vacancies, total } = change({ vacancies: kept.vacancies, total: kept.total }, kept.source);
        lists.set(key, { ...kept, vacancies, total });
      }
    },
  };
}
