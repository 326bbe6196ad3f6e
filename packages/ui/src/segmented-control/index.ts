export type { SegmentedControlProps, SegmentedOption } from "./segmented-control";
export { SegmentedControl } from "./segmented-control";
