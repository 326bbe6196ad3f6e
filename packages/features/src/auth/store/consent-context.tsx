import {
  defineFeatureStore,
  type FeatureStoreProps,
  FeatureStoreProvider,
  useFeatureStore,
} from "../../lib/store-kit";
import { type ConsentDeps, createConsentStore } from "./consent-store";

const consentStore = defineFeatureStore("Consent", (deps: ConsentDeps) => createConsentStore(deps));

/** The consent prompt's store, made from its API and callback. */
export function ConsentProvider(props: FeatureStoreProps<typeof consentStore>) {
  return <FeatureStoreProvider of={consentStore} {...props} />;
}

export const useConsentPending = () => useFeatureStore(consentStore, (state) => state.pending);
export const useConsentError = () => useFeatureStore(consentStore, (state) => state.error);
export const useConsentActions = () => useFeatureStore(consentStore, (state) => state.actions);
