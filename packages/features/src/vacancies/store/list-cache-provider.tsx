import { createContext, type ReactNode, useContext, useState } from "react";
import { createVacancyListCache, type VacancyListCache } from "./list-cache";
import type { VacancySource } from "./vacancies-contract";

const ListCacheContext = createContext<VacancyListCache<VacancySource> | undefined>(undefined);

/**
 * Keeps the vacancy lists of this page load for Back (one cache for every route below it,
 * which outlives each route's store). Without it nothing is kept: each list loads anew.
 *
 * Apart from the store (vacancies-store-provider.tsx): the app's frame renders this around
 * every page, and must not bring the store and its forms into the entry script.
 */
export function VacancyListCacheProvider({ children }: { children: ReactNode }) {
  const [cache] = useState(() => createVacancyListCache<VacancySource>());
  return <ListCacheContext.Provider value={cache}>{children}</ListCacheContext.Provider>;
}

/** The page load's kept lists, when the app keeps them. */
export function useVacancyListCache(): VacancyListCache<VacancySource> | undefined {
  return useContext(ListCacheContext);
}
