import type { ComplaintTargetType } from "@rabota/domain/wire/complaints";
import {
  defineFeatureStore,
  type FeatureStoreProps,
  FeatureStoreProvider,
  useFeatureStore,
} from "../../lib/store-kit";
import { type ComplaintsApi, complaintKey, createComplaintsStore } from "./complaints-store";

const complaintsStore = defineFeatureStore("Complaints", ({ api }: { api: ComplaintsApi }) =>
  createComplaintsStore(api),
);

/** One complaints store for a page: every «Пожаловаться» on it shares the reasons and what was sent. */
export function ComplaintsStoreProvider(props: FeatureStoreProps<typeof complaintsStore>) {
  return <FeatureStoreProvider of={complaintsStore} {...props} />;
}

export const useComplaintReasons = () => useFeatureStore(complaintsStore, (state) => state.reasons);
export const useComplaintsActions = () => useFeatureStore(complaintsStore, (state) => state.actions);
/** Whether this person complained about the target in this page's life. */
export const useHasComplained = (targetType: ComplaintTargetType, targetId: string) =>
  useFeatureStore(complaintsStore, (state) => state.complained.has(complaintKey(targetType, targetId)));
