export type { RadioGroupProps, RadioOption } from "./radio-group";
export { RadioGroup } from "./radio-group";
