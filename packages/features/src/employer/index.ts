export { EmployerProfilePanel, type EmployerProfilePanelProps } from "./components/employer-profile";
export {
  createEmployerStore,
  type EmployerApi,
  type EmployerSaveResult,
  type EmployerStore,
} from "./store/employer-store";
export {
  EmployerStoreProvider,
  useEmployerActions,
  useEmployerError,
  useEmployerProfile,
  useEmployerSaving,
  useEmployerStatus,
} from "./store/employer-store-provider";
