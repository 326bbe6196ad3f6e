import {
  defineFeatureStore,
  type FeatureStoreProps,
  FeatureStoreProvider,
  useFeatureStore,
} from "../../lib/store-kit";
import { createShellStore } from "./shell-store";

const shellStore = defineFeatureStore("Shell", () => createShellStore());

/** Provides one shell store to the tree below; pass `store` to share one made outside React. */
export function ShellStoreProvider(props: FeatureStoreProps<typeof shellStore>) {
  return <FeatureStoreProvider of={shellStore} {...props} />;
}

/** The modal the host shows now, or null. */
export const useActiveModal = () => useFeatureStore(shellStore, (state) => state.activeModal);
/** Whether the burger side menu is open. */
export const useIsSideMenuOpen = () => useFeatureStore(shellStore, (state) => state.isSideMenuOpen);
/** The shell's intents: open/close the modal host and the side menu. */
export const useShellActions = () => useFeatureStore(shellStore, (state) => state.actions);
