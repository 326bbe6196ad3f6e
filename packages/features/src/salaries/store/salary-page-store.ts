import { isApiError } from "@rabota/api-client";
import type {
  SalaryElsewhereResponse,
  SalaryPlaceQuery,
  SalaryQuery,
  SalaryResponse,
  SalaryVacancyDto,
} from "@rabota/domain/wire/salaries";
import { createStore } from "zustand/vanilla";
import type { LoadStatus } from "../../lib/store-kit";

/** What a salary page needs from the gateway; the app wires it to `apiClient.salaries`. */
export interface SalariesApi {
  get(query: SalaryQuery): Promise<SalaryResponse>;
  vacancies(query: SalaryPlaceQuery): Promise<SalaryVacancyDto[]>;
  elsewhere(query: SalaryPlaceQuery): Promise<SalaryElsewhereResponse["areas"]>;
}

/** Everything a salary page shows: the figures, the vacancies behind them, the profession elsewhere. */
export interface SalaryPageData {
  salary: SalaryResponse;
  vacancies: SalaryVacancyDto[];
  elsewhere: SalaryElsewhereResponse["areas"];
}

/** The page a server rendered (its place's key and data), which the browser's store starts from. */
export interface ServedSalaries {
  key: string;
  page: SalaryPageData;
}

export interface SalaryPageState {
  /** The place the page shows or loads («professionId/areaId»). */
  key: string | null;
  page: SalaryPageData | null;
  status: LoadStatus;
  /** The gateway does not know the profession or the area (the page is a 404). */
  notFound: boolean;
  actions: {
    /** Loads the place's page, unless it is the one shown already. */
    load: (place: SalaryPlaceQuery) => Promise<void>;
  };
}

/** The key of a place: its profession and area (none: Russia). */
export const salaryPlaceKey = (place: SalaryPlaceQuery) => `${place.professionId}/${place.areaId ?? ""}`;

/** A salary page's store: one place's figures, vacancies and nearby cities, loaded together. */
export function createSalaryPageStore({ api, served }: { api: SalariesApi; served?: ServedSalaries }) {
  return createStore<SalaryPageState>()((set, get) => ({
    key: served?.key ?? null,
    page: served?.page ?? null,
    status: served ? "ready" : "idle",
    notFound: false,
    actions: {
      load: async (place) => {
        const key = salaryPlaceKey(place);
        if (get().key === key && get().status !== "error") return;
        set({ key, status: "loading", notFound: false });
        try {
          const [salary, vacancies, elsewhere] = await Promise.all([
            api.get(place),
            api.vacancies(place),
            api.elsewhere(place),
          ]);
          if (get().key === key) set({ page: { salary, vacancies, elsewhere }, status: "ready" });
        } catch (error) {
          // 400 names an unknown profession or area: the page does not exist.
          if (get().key === key)
            set({ status: "error", page: null, notFound: isApiError(error) && error.status === 400 });
        }
      },
    },
  }));
}

/** The store's page as the server hands it to the browser; none until it is ready. */
export function servedSalariesOf(state: SalaryPageState): ServedSalaries | null {
  return state.status === "ready" && state.key && state.page ? { key: state.key, page: state.page } : null;
}
