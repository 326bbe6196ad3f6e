export { ProfileTests } from "./components/profile-tests";
export { TestSessionView } from "./components/test-session";
export type { TestsApi } from "./store/tests-store";
export { TestsStoreProvider, useTestSessionLoad } from "./store/tests-store-provider";
