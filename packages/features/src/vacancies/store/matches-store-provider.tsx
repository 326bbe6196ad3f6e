import {
  defineFeatureStore,
  type FeatureStoreProps,
  FeatureStoreProvider,
  useFeatureStore,
} from "../../lib/store-kit";
import { createVacancyMatchesStore, type VacancyMatchesApi } from "./matches-store";

const vacancyMatchesStore = defineFeatureStore("VacancyMatches", (deps: { api: VacancyMatchesApi }) =>
  createVacancyMatchesStore(deps),
);

/** The store of «Подходящие вакансии» and «Похожие вакансии» for a page. */
export function VacancyMatchesStoreProvider(props: FeatureStoreProps<typeof vacancyMatchesStore>) {
  return <FeatureStoreProvider of={vacancyMatchesStore} {...props} />;
}

export const useRecommendedVacancies = () =>
  useFeatureStore(vacancyMatchesStore, (state) => state.recommended);
export const useSimilarVacancies = () => useFeatureStore(vacancyMatchesStore, (state) => state.similar);
export const useVacancyMatchesActions = () => useFeatureStore(vacancyMatchesStore, (state) => state.actions);
