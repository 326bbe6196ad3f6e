export { CompanyAccessGate } from "./components/company-access-gate";
export { EmployerProfilePanel } from "./components/employer-profile";
export type { EmployerApi } from "./store/employer-store";
export { EmployerStoreProvider, useEmployerProfileLoad } from "./store/employer-store-provider";
