export type { PageSpinnerProps, SpinnerProps } from "./spinner";
export { PageSpinner, Spinner } from "./spinner";
