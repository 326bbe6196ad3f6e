export { EmployerProfilePanel, type EmployerProfilePanelProps } from "./components/employer-profile";
export {
  createEmployerStore,
  type EmployerApi,
  type EmployerSaveResult,
} from "./store/employer-store";
export {
  EmployerStoreProvider,
  useEmployerActions,
  useEmployerError,
  useEmployerProfile,
  useEmployerProfileLoad,
  useEmployerSaving,
  useEmployerStatus,
} from "./store/employer-store-provider";
