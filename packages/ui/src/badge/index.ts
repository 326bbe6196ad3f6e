export type { CountBadgeProps, VerifiedBadgeProps } from "./badge";
export { CountBadge, VerifiedBadge } from "./badge";
