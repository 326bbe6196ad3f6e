export { ImportModal } from "./components/import-modal";
export { ImportRunStatus } from "./components/import-run-status";
export { type HhAuthorization, readHhAuthorization } from "./lib/hh-authorization";
export {
  ImportStoreProvider,
  useFollowImportRun,
  useImportActions,
  useImportListVersion,
} from "./store/import-store-provider";
