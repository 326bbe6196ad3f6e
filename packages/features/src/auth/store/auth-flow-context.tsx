import {
  defineFeatureStore,
  type FeatureStoreProps,
  FeatureStoreProvider,
  useFeatureStore,
} from "../../lib/store-kit";
import { type AuthFlowDeps, createAuthFlowStore } from "./auth-flow-store";

const authFlowStore = defineFeatureStore("AuthFlow", (deps: AuthFlowDeps) => createAuthFlowStore(deps));

/** One auth flow per modal opening, made from the modal's API and callbacks (or a given `store`). */
export function AuthFlowProvider(props: FeatureStoreProps<typeof authFlowStore>) {
  return <FeatureStoreProvider of={authFlowStore} {...props} />;
}

export const useAuthStep = () => useFeatureStore(authFlowStore, (state) => state.step);
export const useAuthEmail = () => useFeatureStore(authFlowStore, (state) => state.email);
export const useAuthRole = () => useFeatureStore(authFlowStore, (state) => state.role);
export const useAuthPending = () => useFeatureStore(authFlowStore, (state) => state.pending);
export const useAuthError = () => useFeatureStore(authFlowStore, (state) => state.error);
export const useResendAvailableAt = () => useFeatureStore(authFlowStore, (state) => state.resendAvailableAt);
export const useCompanies = () => useFeatureStore(authFlowStore, (state) => state.companies);
export const useCompaniesStatus = () => useFeatureStore(authFlowStore, (state) => state.companiesStatus);
export const useCompaniesError = () => useFeatureStore(authFlowStore, (state) => state.companiesError);
export const useAuthFlowActions = () => useFeatureStore(authFlowStore, (state) => state.actions);
