import { createContext, type ReactNode, useContext, useState } from "react";
import { useStore } from "zustand";
import { createShellStore, type ShellState, type ShellStore } from "./shell-store";

const ShellStoreContext = createContext<ShellStore | null>(null);

/** Provides one shell store to the tree below; pass `store` to share one made outside React. */
export function ShellStoreProvider({ children, store }: { children: ReactNode; store?: ShellStore }) {
  const [ownStore] = useState(() => store ?? createShellStore());
  return <ShellStoreContext.Provider value={ownStore}>{children}</ShellStoreContext.Provider>;
}

function useShellStore<T>(selector: (state: ShellState) => T): T {
  const store = useContext(ShellStoreContext);
  if (!store) throw new Error("Shell hooks must be used inside <ShellStoreProvider>");
  return useStore(store, selector);
}

/** The modal the host shows now, or null. */
export const useActiveModal = () => useShellStore((state) => state.activeModal);
/** Whether the burger side menu is open. */
export const useIsSideMenuOpen = () => useShellStore((state) => state.isSideMenuOpen);
/** The shell's intents: open/close the modal host and the side menu. */
export const useShellActions = () => useShellStore((state) => state.actions);
