export type { ErrorStateProps } from "./error-state";
export { ErrorState } from "./error-state";
