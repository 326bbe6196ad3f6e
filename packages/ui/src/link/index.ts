export type { LinkProps } from "./link";
export { Link } from "./link";
