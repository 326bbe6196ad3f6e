export type { AvatarProps } from "./avatar";
export { Avatar, getInitials } from "./avatar";
