export { useOverDarkSection } from "./hooks/use-over-dark-section";
export { createShellStore } from "./store/shell-store";
export {
  ShellStoreProvider,
  useActiveModal,
  useIsSideMenuOpen,
  useShellActions,
} from "./store/shell-store-provider";
