import { toVacancy, type Vacancy } from "@rabota/domain/mappers";
import { appendNewVacancies, hasMorePages } from "@rabota/domain/transitions";
import { errorMessage, type VacanciesActions, type VacanciesStoreKit } from "./actions-kit";
import type { VacanciesState, VacancySource } from "./vacancies-contract";

/**
 * The list's actions: loading a source's first page, paging on, and the list cache's Back
 * (restoring a kept list, adopting the one the server rendered).
 */
export function listActions(
  { api, cache, get, set }: VacanciesStoreKit,
  /** The served list's key until the page adopts it (or loads something else). */
  servedListKey: string | null,
  /** Keeps the store's list in the cache (an adopted served list is kept like a loaded one). */
  keepList: (state: VacanciesState) => void,
): Pick<VacanciesActions, "load" | "restore" | "adoptServed" | "rememberScroll" | "loadMore"> {
  // Every load bumps the generation; answers of an older one are dropped (a fast filter
  // change must not let a slow earlier page overwrite the list).
  let generation = 0;
  let servedKey = servedListKey;

  async function personal(source: Exclude<VacancySource, { kind: "search" }>): Promise<Vacancy[]> {
    if (source.kind === "liked") return (await api.getFavouriteVacancies(source.applicantId)).map(toVacancy);
    if (source.kind === "viewed")
      return (await api.getViewedVacancies(source.applicantId, source.period)).map(toVacancy);
    const responses = await api.getApplicantResponses(source.applicantId, source.status);
    return responses.flatMap((response) =>
      response.vacancy
        ? [
            {
              ...toVacancy(response.vacancy),
              responseStatus: response.status,
              hasApplied: true,
              invitedByEmployer: response.startedBy === "employer",
            },
          ]
        : [],
    );
  }

  return {
    async load(source, key) {
      const mine = ++generation;
      servedKey = null;
      set({
        source,
        listKey: key ?? null,
        vacancies: [],
        total: 0,
        totalCapped: false,
        status: "loading",
        nextPageToken: null,
        hasMore: false,
        isLoadingMore: false,
        error: null,
      });
      try {
        if (source.kind === "search") {
          const [page, counted] = await Promise.all([
            api.getVacancies(source.filters, { pageSize: source.pageSize }),
            // The total falls back to 0 on error; the list still shows.
            api.getVacancyTotal(source.filters).catch(() => ({ total: 0, capped: false })),
          ]);
          if (mine !== generation) return;
          const token = page.nextPageToken ?? null;
          set({
            vacancies: page.vacancies.map(toVacancy),
            total: counted.total,
            totalCapped: counted.capped,
            status: "ready",
            nextPageToken: token,
            hasMore: hasMorePages(page.vacancies, token),
          });
        } else {
          const vacancies = await personal(source);
          if (mine !== generation) return;
          set({ vacancies, total: vacancies.length, status: "ready" });
        }
      } catch (error) {
        if (mine !== generation) return;
        set({ status: "error", error: errorMessage(error) });
      }
    },
    restore(source, key) {
      const kept = cache?.get(key);
      if (!kept) return null;
      ++generation;
      servedKey = null;
      set({
        source,
        listKey: key,
        vacancies: kept.vacancies,
        total: kept.total,
        totalCapped: kept.totalCapped,
        status: "ready",
        nextPageToken: kept.nextPageToken,
        hasMore: kept.hasMore,
        isLoadingMore: false,
        error: null,
      });
      return kept.scrollY;
    },
    adoptServed(key) {
      const adopted = servedKey === key;
      servedKey = null;
      // Kept for Back like a loaded list (the subscription below sees changes only).
      if (adopted) keepList(get());
      return adopted;
    },
    rememberScroll(key, scrollY) {
      cache?.rememberScroll(key, scrollY);
    },
    async loadMore() {
      const { source, nextPageToken, hasMore, isLoadingMore } = get();
      if (source?.kind !== "search" || !hasMore || !nextPageToken || isLoadingMore) return;
      const mine = generation;
      set({ isLoadingMore: true });
      try {
        const page = await api.getVacancies(source.filters, {
          pageSize: source.pageSize,
          pageToken: nextPageToken,
        });
        if (mine !== generation) return;
        const token = page.nextPageToken ?? null;
        set({
          vacancies: appendNewVacancies(get().vacancies, page.vacancies.map(toVacancy)),
          nextPageToken: token,
          hasMore: hasMorePages(page.vacancies, token),
          isLoadingMore: false,
        });
      } catch (error) {
        if (mine !== generation) return;
        set({ isLoadingMore: false, error: errorMessage(error) });
      }
    },
  };
}
