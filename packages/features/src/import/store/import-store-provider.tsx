import { useEffect } from "react";
import {
  defineFeatureStore,
  type FeatureStoreProps,
  FeatureStoreProvider,
  useFeatureStore,
} from "../../lib/store-kit";
import { createImportStore, type ImportDeps } from "./import-store";

const importStore = defineFeatureStore("Import", (deps: ImportDeps) => createImportStore(deps));

/** One import store for the employer's vacancy page: the modal's flow and the latest run. */
export function ImportStoreProvider(props: FeatureStoreProps<typeof importStore>) {
  return <FeatureStoreProvider of={importStore} {...props} />;
}

export const useImportStep = () => useFeatureStore(importStore, (state) => state.step);
export const useImportSite = () => useFeatureStore(importStore, (state) => state.site);
export const useImportLinking = () => useFeatureStore(importStore, (state) => state.linking);
export const useImportCounts = () => useFeatureStore(importStore, (state) => state.counts);
export const useImportFolder = () => useFeatureStore(importStore, (state) => state.folder);
export const useImportError = () => useFeatureStore(importStore, (state) => state.error);
export const useImportRun = () => useFeatureStore(importStore, (state) => state.run);
/** Moves when the import changed the employer's list (the page reloads it then). */
export const useImportListVersion = () => useFeatureStore(importStore, (state) => state.listVersion);
export const useImportActions = () => useFeatureStore(importStore, (state) => state.actions);

/** Follows the company's latest import run while the calling component is mounted. */
export function useFollowImportRun() {
  const { followRun } = useImportActions();
  useEffect(() => followRun(), [followRun]);
}
