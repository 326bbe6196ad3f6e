import { createContext, type ReactNode, useContext } from "react";
import { useStore } from "zustand";
import type { AuthFlowState, AuthFlowStore } from "./auth-flow-store";

const AuthFlowContext = createContext<AuthFlowStore | null>(null);

export function AuthFlowProvider({ store, children }: { store: AuthFlowStore; children: ReactNode }) {
  return <AuthFlowContext.Provider value={store}>{children}</AuthFlowContext.Provider>;
}

function useAuthFlow<T>(selector: (state: AuthFlowState) => T): T {
  const store = useContext(AuthFlowContext);
  if (!store) throw new Error("Auth flow hooks must be used inside <AuthFlowProvider>");
  return useStore(store, selector);
}

export const useAuthStep = () => useAuthFlow((state) => state.step);
export const useAuthEmail = () => useAuthFlow((state) => state.email);
export const useAuthRole = () => useAuthFlow((state) => state.role);
export const useAuthPending = () => useAuthFlow((state) => state.pending);
export const useAuthError = () => useAuthFlow((state) => state.error);
export const useAuthNotice = () => useAuthFlow((state) => state.notice);
export const useIsRecovery = () => useAuthFlow((state) => state.isRecovery);
export const useResendAvailableAt = () => useAuthFlow((state) => state.resendAvailableAt);
export const useCompanies = () => useAuthFlow((state) => state.companies);
export const useCompaniesStatus = () => useAuthFlow((state) => state.companiesStatus);
export const useCompaniesError = () => useAuthFlow((state) => state.companiesError);
export const useAuthFlowActions = () => useAuthFlow((state) => state.actions);
