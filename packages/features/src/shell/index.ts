export { DARK_SECTION_ATTRIBUTE, useOverDarkSection } from "./hooks/use-over-dark-section";
export { createShellStore, type ModalName, type ShellStore } from "./store/shell-store";
export {
  ShellStoreProvider,
  useActiveModal,
  useIsSideMenuOpen,
  useShellActions,
} from "./store/shell-store-provider";
