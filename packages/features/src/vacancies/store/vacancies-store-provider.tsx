import { createContext, type ReactNode, useContext, useState } from "react";
import { useStore } from "zustand";
import {
  createVacanciesStore,
  type VacanciesApi,
  type VacanciesState,
  type VacanciesStore,
} from "./vacancies-store";

const VacanciesStoreContext = createContext<VacanciesStore | null>(null);

/** Makes one vacancies store for the subtree (a route's lifetime), from the injected API. */
export function VacanciesStoreProvider({ api, children }: { api: VacanciesApi; children: ReactNode }) {
  const [store] = useState(() => createVacanciesStore(api));
  return <VacanciesStoreContext.Provider value={store}>{children}</VacanciesStoreContext.Provider>;
}

function useVacanciesStore<T>(selector: (state: VacanciesState) => T): T {
  const store = useContext(VacanciesStoreContext);
  if (!store) throw new Error("Vacancy hooks must be used inside <VacanciesStoreProvider>");
  return useStore(store, selector);
}

/** The listed vacancies. */
export const useVacancyList = () => useVacanciesStore((state) => state.vacancies);
/** The total of the current list. */
export const useVacancyTotal = () => useVacanciesStore((state) => state.total);
/** The list's load status. */
export const useVacancyListStatus = () => useVacanciesStore((state) => state.status);
/** Whether "load more" has anything to load. */
export const useVacancyHasMore = () => useVacanciesStore((state) => state.hasMore);
/** Whether a further page is on its way. */
export const useVacancyIsLoadingMore = () => useVacanciesStore((state) => state.isLoadingMore);
/** The vacancy of the details page (null while loading). */
export const useCurrentVacancy = () => useVacanciesStore((state) => state.current);
/** The details' load status. */
export const useCurrentVacancyStatus = () => useVacanciesStore((state) => state.currentStatus);
/** Why the details failed (status and message), or null. */
export const useCurrentVacancyError = () => useVacanciesStore((state) => state.currentError);
/** The applications to the current vacancy (employer view). */
export const useVacancyApplications = () => useVacanciesStore((state) => state.applications);
/** Their load status. */
export const useVacancyApplicationsStatus = () => useVacanciesStore((state) => state.applicationsStatus);
/** The store's intents. */
export const useVacancyActions = () => useVacanciesStore((state) => state.actions);
