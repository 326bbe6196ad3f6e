export type { ComboboxOption, ComboboxProps } from "./combobox";
export { Combobox } from "./combobox";
