export { HiddenSection, type HiddenSectionProps } from "./components/hidden-section";
export { HiddenWordsField } from "./components/hidden-words-field";
export { HideActions, type HideActionsProps } from "./components/hide-actions";
export type { HiddenApi } from "./store/hidden-store";
export { HiddenStoreProvider, useHiddenLoad } from "./store/hidden-store-provider";
