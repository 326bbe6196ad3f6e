import { createContext, type ReactNode, useContext, useState } from "react";
import { useStore } from "zustand";
import {
  createEmployerStore,
  type EmployerApi,
  type EmployerState,
  type EmployerStore,
} from "./employer-store";

const EmployerStoreContext = createContext<EmployerStore | null>(null);

/** Makes an employer store for the subtree from the injected API. */
export function EmployerStoreProvider({ api, children }: { api: EmployerApi; children: ReactNode }) {
  const [store] = useState(() => createEmployerStore(api));
  return <EmployerStoreContext.Provider value={store}>{children}</EmployerStoreContext.Provider>;
}

function useEmployerStore<T>(selector: (state: EmployerState) => T): T {
  const store = useContext(EmployerStoreContext);
  if (!store) throw new Error("Employer hooks must be used inside <EmployerStoreProvider>");
  return useStore(store, selector);
}

/** The loaded employer profile, or null. */
export const useEmployerProfile = () => useEmployerStore((state) => state.profile);
/** `idle | loading | ready | error`. */
export const useEmployerStatus = () => useEmployerStore((state) => state.status);
/** The load error («Failed to fetch employer profile.»), or null. */
export const useEmployerError = () => useEmployerStore((state) => state.error);
/** Whether a save is in flight. */
export const useEmployerSaving = () => useEmployerStore((state) => state.isSaving);
/** The employer profile's intents. */
export const useEmployerActions = () => useEmployerStore((state) => state.actions);
