import type { FieldPath, FieldValues, RegisterOptions, UseFormReturn } from "react-hook-form";

/**
 * Error props for a field of `form`: the message, shown once the user has typed into the
 * field and left it (then live on every change), or after a submit attempt. An untouched
 * empty field stays quiet, so leaving it (e.g. to click «Восстановить доступ») never shifts
 * the layout under the pointer.
 */
export function fieldErrorProps<Values extends FieldValues, Output extends FieldValues>(
  form: UseFormReturn<Values, unknown, Output>,
  name: FieldPath<Values>,
) {
  const state = form.getFieldState(name, form.formState);
  const message = state.error?.message;
  return {
    error: message,
    showError: message !== undefined && (form.formState.isSubmitted || (state.isDirty && state.isTouched)),
  };
}

/** Everything a text input of `form` needs: its registration and its error props. */
export function fieldProps<Values extends FieldValues, Output extends FieldValues>(
  form: UseFormReturn<Values, unknown, Output>,
  name: FieldPath<Values>,
  options?: RegisterOptions<Values, FieldPath<Values>>,
) {
  return { ...fieldErrorProps(form, name), ...form.register(name, options) };
}
