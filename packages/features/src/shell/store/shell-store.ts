import { createStore } from "zustand/vanilla";

/** The modals the host can show, at most one at a time. (§2.3) */
type ModalName = "auth" | "importVacancies";

export interface ShellState {
  activeModal: ModalName | null;
  isSideMenuOpen: boolean;
  actions: {
    /** Opens `name`, replacing any modal already open (the host shows one at a time). */
    openModal: (name: ModalName) => void;
    closeModal: () => void;
    openSideMenu: () => void;
    closeSideMenu: () => void;
  };
}

/** Creates the app frame's store; each app (and each test) makes its own. */
export function createShellStore() {
  return createStore<ShellState>()((set) => ({
    activeModal: null,
    isSideMenuOpen: false,
    actions: {
      openModal: (name) => set({ activeModal: name, isSideMenuOpen: false }),
      closeModal: () => set({ activeModal: null }),
      openSideMenu: () => set({ isSideMenuOpen: true }),
      closeSideMenu: () => set({ isSideMenuOpen: false }),
    },
  }));
}
