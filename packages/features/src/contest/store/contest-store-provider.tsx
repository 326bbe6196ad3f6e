import { useEffect } from "react";
import {
  defineFeatureStore,
  type FeatureStoreProps,
  FeatureStoreProvider,
  useFeatureStore,
} from "../../lib/store-kit";
import { type ContestApi, type ContestState, createContestStore } from "./contest-store";

const contestStore = defineFeatureStore("Contest", ({ api }: { api: ContestApi }) => createContestStore(api));

/** Makes a contest store for the subtree from the injected API. */
export function ContestStoreProvider(props: FeatureStoreProps<typeof contestStore>) {
  return <FeatureStoreProvider of={contestStore} {...props} />;
}

/** Reads a slice of the contest store. */
export const useContest = <T,>(selector: (state: ContestState) => T) =>
  useFeatureStore(contestStore, selector);
/** The store's intents. */
export const useContestActions = () => useFeatureStore(contestStore, (state) => state.actions);

/** Loads the applicant's scores (again when the id changes). */
export function useContestScoreLoad(applicantId: string) {
  const actions = useContestActions();
  useEffect(() => {
    void actions.loadScore(applicantId);
  }, [actions, applicantId]);
}
