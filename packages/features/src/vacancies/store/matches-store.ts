import { toVacancy, type Vacancy } from "@rabota/domain/mappers";
import type { VacancyCardDto, VacancyMatch, VacancyRecommendation } from "@rabota/domain/wire/vacancy";
import { createStore } from "zustand/vanilla";
import type { LoadStatus } from "../../lib/store-kit";

/** The calls the matches need; the app passes `apiClient.vacancy`. */
export interface VacancyMatchesApi {
  getRecommendedVacancies(applicantId: string, pageSize?: number): Promise<VacancyRecommendation[]>;
  getSimilarVacancies(vacancyId: string, pageSize?: number): Promise<VacancyCardDto[]>;
}

/** A recommended vacancy as the block shows it: the vacancy, why in words, and the reasons. */
export interface RecommendedVacancy {
  vacancy: Vacancy;
  why: string;
  matched: VacancyMatch;
}

/** One loaded list: whose it is (an applicant, or a vacancy for a viewer), where it stands, its items. */
export interface MatchList<T> {
  key: string | null;
  status: LoadStatus;
  items: T[];
}

/** How many vacancies each block shows: one row of cards on a wide screen. */
const MATCHES_SHOWN = { recommended: 3, similar: 4 } as const;

export interface VacancyMatchesState {
  recommended: MatchList<RecommendedVacancy>;
  similar: MatchList<Vacancy>;
  actions: {
    /** Loads the applicant's recommendations, unless they are loaded already. */
    loadRecommended: (applicantId: string) => Promise<void>;
    /** Loads the vacancies like `vacancyId` as `viewerId` sees them (null: a guest), unless loaded. */
    loadSimilar: (vacancyId: string, viewerId: string | null) => Promise<void>;
    /** Drops a vacancy from both blocks (the applicant hid it, or its company). */
    drop: (keep: (vacancy: Vacancy) => boolean) => void;
  };
}

const empty = <T>(): MatchList<T> => ({ key: null, status: "idle", items: [] });

/**
 * The store of the vacancies that fit: the applicant's recommendations («Подходящие вакансии»)
 * and the vacancies like the one open («Похожие вакансии»). A late answer for a key no longer
 * shown is dropped; a failure leaves the block out (it is an extra, not the page's content).
 */
export function createVacancyMatchesStore({ api }: { api: VacancyMatchesApi }) {
  return createStore<VacancyMatchesState>()((set, get) => {
    /** Loads one list under `key` with `read`, unless it is loaded or loading already. */
    async function load<T>(
      list: { current: () => MatchList<T>; put: (next: MatchList<T>) => void },
      key: string,
      read: () => Promise<T[]>,
    ) {
      const current = list.current();
      if (current.key === key && current.status !== "error") return;
      list.put({ key, status: "loading", items: [] });
      try {
        const items = await read();
        if (list.current().key === key) list.put({ key, status: "ready", items });
      } catch {
        if (list.current().key === key) list.put({ key, status: "error", items: [] });
      }
    }
    const recommended = {
      current: () => get().recommended,
      put: (next: MatchList<RecommendedVacancy>) => set({ recommended: next }),
    };
    const similar = {
      current: () => get().similar,
      put: (next: MatchList<Vacancy>) => set({ similar: next }),
    };
    return {
      recommended: empty(),
      similar: empty(),
      actions: {
        loadRecommended: (applicantId) =>
          load(recommended, applicantId, async () =>
            (await api.getRecommendedVacancies(applicantId, MATCHES_SHOWN.recommended)).map((item) => ({
              vacancy: toVacancy(item.vacancy),
              why: item.why,
              matched: item.matched,
            })),
          ),
        loadSimilar: (vacancyId, viewerId) =>
          load(similar, `${vacancyId}:${viewerId ?? ""}`, async () =>
            (await api.getSimilarVacancies(vacancyId, MATCHES_SHOWN.similar)).map(toVacancy),
          ),
        drop: (keep) => {
          const { recommended, similar } = get();
          set({
            recommended: { ...recommended, items: recommended.items.filter((item) => keep(item.vacancy)) },
            similar: { ...similar, items: similar.items.filter(keep) },
          });
        },
      },
    };
  });
}
