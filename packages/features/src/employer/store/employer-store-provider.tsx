import { useEffect } from "react";
import {
  defineFeatureStore,
  type FeatureStoreProps,
  FeatureStoreProvider,
  useFeatureStore,
} from "../../lib/store-kit";
import { createEmployerStore, type EmployerApi } from "./employer-store";

const employerStore = defineFeatureStore("Employer", ({ api }: { api: EmployerApi }) =>
  createEmployerStore(api),
);

/** Makes an employer store for the subtree from the injected API. */
export function EmployerStoreProvider(props: FeatureStoreProps<typeof employerStore>) {
  return <FeatureStoreProvider of={employerStore} {...props} />;
}

/** The loaded employer profile, or null. */
export const useEmployerProfile = () => useFeatureStore(employerStore, (state) => state.profile);
/** `idle | loading | ready | error`. */
export const useEmployerStatus = () => useFeatureStore(employerStore, (state) => state.status);
/** The load error («Failed to fetch employer profile.»), or null. */
const useEmployerError = () => useFeatureStore(employerStore, (state) => state.error);
/** Whether a save is in flight. */
export const useEmployerSaving = () => useFeatureStore(employerStore, (state) => state.isSaving);
/** The company's requests and members as its active members manage them. */
export const useCompanyMembers = () => useFeatureStore(employerStore, (state) => state.company);
/** The company's verification in the registry and whether one is in flight. */
export const useCompanyVerification = () => useFeatureStore(employerStore, (state) => state.verification);
/** The employer profile's intents. */
export const useEmployerActions = () => useFeatureStore(employerStore, (state) => state.actions);

/** Loads `employerId`'s profile (again when the id changes); gives its status, error and a retry. */
export function useEmployerProfileLoad(employerId: string) {
  const actions = useEmployerActions();
  const status = useEmployerStatus();
  const error = useEmployerError();
  useEffect(() => {
    void actions.load(employerId);
  }, [actions, employerId]);
  return { status, error, retry: () => void actions.load(employerId) };
}
