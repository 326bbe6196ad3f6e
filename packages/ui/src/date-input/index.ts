export { formatDateDigits } from "../lib/date-mask";
export type { DateInputProps } from "./date-input";
export { DateInput } from "./date-input";
