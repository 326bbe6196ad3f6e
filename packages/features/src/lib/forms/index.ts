/** The one form helper of every feature: react-hook-form over a domain zod schema. */
export { EditForm, FieldRow } from "./edit-form";
export { fieldErrorProps, fieldProps } from "./field-props";
export {
  COMMON_FIELDS,
  FormBirthDateInput,
  FormMonthInput,
  FormTextArea,
  FormTextField,
  PersonNameFields,
} from "./form-text-field";
export { useZodForm } from "./use-zod-form";
