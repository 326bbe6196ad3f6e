import { useEffect } from "react";
import {
  defineFeatureStore,
  type FeatureStoreProps,
  FeatureStoreProvider,
  useFeatureStore,
} from "../../lib/store-kit";
import { type CandidateApi, createCandidateStore } from "./candidate-store";

const candidateStore = defineFeatureStore("Candidate", ({ api }: { api: CandidateApi }) =>
  createCandidateStore(api),
);

/** Makes a candidate store for the subtree (one per page visit), from the injected API. */
export function CandidateStoreProvider(props: FeatureStoreProps<typeof candidateStore>) {
  return <FeatureStoreProvider of={candidateStore} {...props} />;
}

/** The loaded candidate's profile, or null. */
export const useCandidateProfile = () => useFeatureStore(candidateStore, (state) => state.profile);

/** Loads `applicantId`'s profile (again when the id changes); gives its status, error and a retry. */
export function useCandidateProfileLoad(applicantId: string) {
  const actions = useFeatureStore(candidateStore, (state) => state.actions);
  const status = useFeatureStore(candidateStore, (state) => state.status);
  const error = useFeatureStore(candidateStore, (state) => state.error);
  useEffect(() => {
    void actions.load(applicantId);
  }, [actions, applicantId]);
  return { status, error, retry: () => void actions.load(applicantId) };
}
