export type { ChipProps, TagProps } from "./tag";
export { Chip, Tag } from "./tag";
