export type { CodeInputProps } from "./code-input";
export { CodeInput } from "./code-input";
