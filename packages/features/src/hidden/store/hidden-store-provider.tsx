import { useEffect } from "react";
import {
  defineFeatureStore,
  type FeatureStoreProps,
  FeatureStoreProvider,
  useFeatureStore,
} from "../../lib/store-kit";
import { createHiddenStore, type HiddenApi } from "./hidden-store";

const hiddenStore = defineFeatureStore("Hidden", ({ api }: { api: HiddenApi }) => createHiddenStore(api));

/** Makes a hidden store for the subtree from the injected API. */
export function HiddenStoreProvider(props: FeatureStoreProps<typeof hiddenStore>) {
  return <FeatureStoreProvider of={hiddenStore} {...props} />;
}

export const useHiddenStatus = () => useFeatureStore(hiddenStore, (state) => state.status);
export const useHiddenVacancies = () => useFeatureStore(hiddenStore, (state) => state.vacancies);
export const useHiddenCompanies = () => useFeatureStore(hiddenStore, (state) => state.companies);
export const useHiddenWords = () => useFeatureStore(hiddenStore, (state) => state.words);
export const useHiddenActions = () => useFeatureStore(hiddenStore, (state) => state.actions);

/** Loads what the applicant hid once the component mounts. */
export function useHiddenLoad() {
  const actions = useHiddenActions();
  useEffect(() => {
    void actions.load();
  }, [actions]);
}
