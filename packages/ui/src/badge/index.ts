export type { CountBadgeProps } from "./badge";
export { CountBadge } from "./badge";
