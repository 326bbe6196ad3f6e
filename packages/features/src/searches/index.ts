export { SaveSearchButton } from "./components/save-search-button";
export { SavedSearchList } from "./components/saved-search-list";
export type { SearchesApi } from "./store/searches-store";
export { SearchesStoreProvider } from "./store/searches-store-provider";
