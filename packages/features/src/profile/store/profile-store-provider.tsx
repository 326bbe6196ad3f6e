import { useEffect } from "react";
import {
  defineFeatureStore,
  type FeatureStoreProps,
  FeatureStoreProvider,
  useFeatureStore,
} from "../../lib/store-kit";
import { createProfileStore, type ProfileApi } from "./profile-store";

const profileStore = defineFeatureStore("Profile", ({ api }: { api: ProfileApi }) => createProfileStore(api));

/** Makes a profile store for the subtree (one per page visit), from the injected API. */
export function ProfileStoreProvider(props: FeatureStoreProps<typeof profileStore>) {
  return <FeatureStoreProvider of={profileStore} {...props} />;
}

/** The loaded applicant profile, or null. */
export const useApplicantProfile = () => useFeatureStore(profileStore, (state) => state.profile);
/** `idle | loading | ready | error`. */
export const useProfileStatus = () => useFeatureStore(profileStore, (state) => state.status);
/** The load error message, or null. */
const useProfileError = () => useFeatureStore(profileStore, (state) => state.error);
/** Whether a save is in flight. */
export const useProfileSaving = () => useFeatureStore(profileStore, (state) => state.isSaving);
/** The active vacancies whose pay reaches the wanted income, once asked (issue 45). */
export const useIncomeOffers = () => useFeatureStore(profileStore, (state) => state.incomeOffers);
/** The profile's intents. */
export const useProfileActions = () => useFeatureStore(profileStore, (state) => state.actions);

/** Loads `applicantId`'s profile (again when the id changes); gives its status, error and a retry. */
export function useApplicantProfileLoad(applicantId: string) {
  const actions = useProfileActions();
  const status = useProfileStatus();
  const error = useProfileError();
  useEffect(() => {
    void actions.load(applicantId);
  }, [actions, applicantId]);
  return { status, error, retry: () => void actions.load(applicantId) };
}
