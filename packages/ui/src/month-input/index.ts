export type { MonthInputProps } from "./month-input";
export { MonthInput } from "./month-input";
