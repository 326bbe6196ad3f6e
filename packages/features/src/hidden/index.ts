export { HiddenSection } from "./components/hidden-section";
export { HiddenWordsField } from "./components/hidden-words-field";
export { HideActions } from "./components/hide-actions";
export { HiddenStoreProvider, useHiddenLoad } from "./store/hidden-store-provider";
