export type { ProgressBarProps, ProgressTrackProps } from "./progress-bar";
export { ProgressBar, ProgressTrack } from "./progress-bar";
