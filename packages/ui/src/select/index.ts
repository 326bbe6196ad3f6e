export type { SelectOption, SelectProps } from "./select";
export { Select } from "./select";
