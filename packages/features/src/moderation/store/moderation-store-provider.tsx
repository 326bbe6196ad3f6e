import {
  defineFeatureStore,
  type FeatureStoreProps,
  FeatureStoreProvider,
  useFeatureStore,
} from "../../lib/store-kit";
import { createModerationStore, type ModerationApi } from "./moderation-store";

const moderationStore = defineFeatureStore("Moderation", ({ api }: { api: ModerationApi }) =>
  createModerationStore(api),
);

/** The moderator's pages' store: the queue, the decisions and the log. */
export function ModerationStoreProvider(props: FeatureStoreProps<typeof moderationStore>) {
  return <FeatureStoreProvider of={moderationStore} {...props} />;
}

export const useModerationQueueStatus = () => useFeatureStore(moderationStore, (state) => state.queueStatus);
export const useModerationQueue = () => useFeatureStore(moderationStore, (state) => state.queue);
export const useModerationLogStatus = () => useFeatureStore(moderationStore, (state) => state.logStatus);
export const useModerationLog = () => useFeatureStore(moderationStore, (state) => state.log);
export const useModerationLogHasMore = () =>
  useFeatureStore(moderationStore, (state) => state.logNextPageToken !== null);
export const useModerationLogLoadingMore = () =>
  useFeatureStore(moderationStore, (state) => state.logLoadingMore);
export const useModerationActions = () => useFeatureStore(moderationStore, (state) => state.actions);
