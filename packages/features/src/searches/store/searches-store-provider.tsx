import {
  defineFeatureStore,
  type FeatureStoreProps,
  FeatureStoreProvider,
  useFeatureStore,
} from "../../lib/store-kit";
import { createSearchesStore, type SearchesApi } from "./searches-store";

const searchesStore = defineFeatureStore("Searches", (deps: { api: SearchesApi }) =>
  createSearchesStore(deps),
);

/** One saved-searches store for a page: the list page, or the vacancy list's «Сохранить поиск». */
export function SearchesStoreProvider(props: FeatureStoreProps<typeof searchesStore>) {
  return <FeatureStoreProvider of={searchesStore} {...props} />;
}

export const useSavedSearches = () => useFeatureStore(searchesStore, (state) => state.searches);
export const useSavedSearchesStatus = () => useFeatureStore(searchesStore, (state) => state.status);
export const useSearchesActions = () => useFeatureStore(searchesStore, (state) => state.actions);
