import { useEffect } from "react";
import {
  defineFeatureStore,
  type FeatureStoreProps,
  FeatureStoreProvider,
  useFeatureStore,
} from "../../lib/store-kit";
import { type CandidatesApi, type CandidatesState, createCandidatesStore } from "./candidates-store";

const candidatesStore = defineFeatureStore("Candidates", (input: { api: CandidatesApi }) =>
  createCandidatesStore(input),
);

/** One candidate-search store for the subtree (input `{ api }`). */
export function CandidatesStoreProvider(props: FeatureStoreProps<typeof candidatesStore>) {
  return <FeatureStoreProvider of={candidatesStore} {...props} />;
}

const useCandidates = <T,>(selector: (state: CandidatesState) => T) =>
  useFeatureStore(candidatesStore, selector);

export const useVisibility = (): CandidatesState["visibility"] => useCandidates((state) => state.visibility);
export const useProfileViews = (): CandidatesState["views"] => useCandidates((state) => state.views);
export const useContactRequests = (): CandidatesState["requests"] => useCandidates((state) => state.requests);
export const useCandidateSearch = (): CandidatesState["search"] => useCandidates((state) => state.search);
export const useOpenedCandidate = (): CandidatesState["opened"] => useCandidates((state) => state.opened);
export const useCompanyVacancies = (): CandidatesState["vacancies"] =>
  useCandidates((state) => state.vacancies);
export const useTestCatalogue = () => useCandidates((state) => state.tests);
export const useCandidatesActions = () => useCandidates((state) => state.actions);

/** Runs `load` once for the mounted component (and again when `key` changes). */
export function useLoadOnMount(load: () => Promise<void>, key: string) {
  // biome-ignore lint/correctness/useExhaustiveDependencies: the actions never change; `key` says when to load again.
  useEffect(() => {
    void load();
  }, [key]);
}
