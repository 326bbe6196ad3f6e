import { useEffect } from "react";
import {
  defineFeatureStore,
  type FeatureStoreProps,
  FeatureStoreProvider,
  useFeatureStore,
} from "../../lib/store-kit";
import { createTestsStore, type TestsApi, type TestsState } from "./tests-store";

const testsStore = defineFeatureStore("Tests", ({ api }: { api: TestsApi }) => createTestsStore(api));

/** Makes a tests store for the subtree from the injected API. */
export function TestsStoreProvider(props: FeatureStoreProps<typeof testsStore>) {
  return <FeatureStoreProvider of={testsStore} {...props} />;
}

/** Reads a slice of the tests store. */
export const useTests = <T,>(selector: (state: TestsState) => T) => useFeatureStore(testsStore, selector);
/** The store's intents. */
export const useTestsActions = () => useFeatureStore(testsStore, (state) => state.actions);

/** Loads the applicant's tests overview (again when the id changes). */
export function useTestsOverviewLoad(applicantId: string) {
  const actions = useTestsActions();
  useEffect(() => {
    void actions.load(applicantId);
  }, [actions, applicantId]);
}

/** Opens the sitting `sessionId` (again when it changes). */
export function useTestSessionLoad(sessionId: string) {
  const actions = useTestsActions();
  useEffect(() => {
    void actions.openSession(sessionId);
  }, [actions, sessionId]);
}
