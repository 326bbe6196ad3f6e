import { TextField } from "@rabota/ui/text-field";
import type { FieldValues, Path, UseFormReturn } from "react-hook-form";
import { fieldErrorProps } from "../../lib/field-error-props";

/** A registration form's values include these two (spec §2.4: first and last name). */
type WithNames = FieldValues & { name: string; surname: string };

/** The «Имя» and «Фамилия» fields both registration forms start with. */
export function PersonNameFields<Values extends WithNames>({
  form,
}: {
  form: UseFormReturn<Values, unknown, FieldValues>;
}) {
  const name = "name" as Path<Values>;
  const surname = "surname" as Path<Values>;
  return (
    <>
      <TextField
        label="Имя"
        placeholder="Иван"
        autoComplete="given-name"
        autoFocus
        {...fieldErrorProps(form, name)}
        {...form.register(name)}
      />
      <TextField
        label="Фамилия"
        placeholder="Иванов"
        autoComplete="family-name"
        {...fieldErrorProps(form, surname)}
        {...form.register(surname)}
      />
    </>
  );
}
