export type { ProgressBarProps } from "./progress-bar";
export { ProgressBar } from "./progress-bar";
