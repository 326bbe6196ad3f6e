export { SaveSearchButton } from "./components/save-search-button";
export { SavedSearchList } from "./components/saved-search-list";
export { SearchesStoreProvider } from "./store/searches-store-provider";
