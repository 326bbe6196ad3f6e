export type { FieldProps } from "../field/field";
export type { TextAreaProps, TextFieldProps } from "./text-field";
export { TextArea, TextField } from "./text-field";
