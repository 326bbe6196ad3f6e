import { MONTH_NAMES_RU } from "@rabota/domain/format";
import { DateInput } from "@rabota/ui/date-input";
import { MonthInput, type MonthInputProps } from "@rabota/ui/month-input";
import { TextArea, type TextAreaProps, TextField, type TextFieldProps } from "@rabota/ui/text-field";
import { Controller, type FieldPath, type FieldValues, type UseFormReturn } from "react-hook-form";
import { FieldRow } from "./edit-form";
import { fieldErrorProps, fieldProps } from "./field-props";

/** A form made by `useZodForm` and one of its fields. */
type Bound<Values extends FieldValues, Output extends FieldValues> = {
  form: UseFormReturn<Values, unknown, Output>;
  name: FieldPath<Values>;
};

/** A text input bound to a field of a {@link useZodForm} form, with its message. */
export function FormTextField<Values extends FieldValues, Output extends FieldValues>({
  form,
  name,
  ...props
}: Bound<Values, Output> & Omit<TextFieldProps, "name" | "form">) {
  return <TextField {...props} {...fieldProps(form, name)} />;
}

/** A multi-line text bound to a field of a {@link useZodForm} form, with its message. */
export function FormTextArea<Values extends FieldValues, Output extends FieldValues>({
  form,
  name,
  ...props
}: Bound<Values, Output> & Omit<TextAreaProps, "name" | "form">) {
  return <TextArea {...props} {...fieldProps(form, name)} />;
}

/** «Дата рождения», typed DD.MM.YYYY through the date mask, bound to a field of a form. */
export function FormBirthDateInput<Values extends FieldValues, Output extends FieldValues>({
  form,
  name,
}: Bound<Values, Output>) {
  return (
    <Controller
      control={form.control}
      name={name}
      render={({ field }) => (
        <DateInput
          label="Дата рождения"
          placeholder="01.01.1990"
          autoComplete="bday"
          name={field.name}
          ref={field.ref}
          value={field.value}
          onValueChange={field.onChange}
          onBlur={field.onBlur}
          {...fieldErrorProps(form, name)}
        />
      )}
    />
  );
}

/**
 * A month (`YYYY-MM`) picked as «Месяц» and «Год» with Russian month names, bound to a field
 * of a form; the form's schema checks it as before.
 */
export function FormMonthInput<Values extends FieldValues, Output extends FieldValues>({
  form,
  name,
  ...props
}: Bound<Values, Output> & Pick<MonthInputProps, "label" | "min" | "max" | "required" | "disabled">) {
  return (
    <Controller
      control={form.control}
      name={name}
      render={({ field }) => (
        <MonthInput
          {...props}
          name={field.name}
          value={field.value ?? ""}
          onValueChange={field.onChange}
          onBlur={field.onBlur}
          monthNames={MONTH_NAMES_RU}
          {...fieldErrorProps(form, name)}
        />
      )}
    />
  );
}

/** Labels and hints of fields several forms share (a person's name, a city, a site, a phone). */
export const COMMON_FIELDS = {
  name: { label: "Имя", placeholder: "Иван", autoComplete: "given-name" },
  surname: { label: "Фамилия", placeholder: "Иванов", autoComplete: "family-name" },
  city: { label: "Город", placeholder: "Москва", autoComplete: "address-level2" },
  website: { label: "Сайт", placeholder: "https://example.ru", autoComplete: "url" },
  phone: { label: "Телефон", type: "tel", placeholder: "+7 (999) 123-45-67", autoComplete: "tel" },
} as const;

/** A form whose values start with a person's name and surname. */
type WithNames = FieldValues & { name: string; surname: string };

/**
 * «Имя» and «Фамилия», both required: side by side in the profile editors, one under the
 * other (the first focused) in the narrow registration step.
 */
export function PersonNameFields<Values extends WithNames, Output extends FieldValues>({
  form,
  layout = "row",
}: {
  form: UseFormReturn<Values, unknown, Output>;
  layout?: "row" | "stack";
}) {
  const fields = (
    <>
      <FormTextField
        form={form}
        name={"name" as FieldPath<Values>}
        {...COMMON_FIELDS.name}
        autoFocus={layout === "stack"}
        required={layout === "row"}
      />
      <FormTextField
        form={form}
        name={"surname" as FieldPath<Values>}
        {...COMMON_FIELDS.surname}
        required={layout === "row"}
      />
    </>
  );
  return layout === "row" ? <FieldRow>{fields}</FieldRow> : fields;
}
