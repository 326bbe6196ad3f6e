import { newPasswordFormSchema } from "@rabota/domain/forms";
import { Button } from "@rabota/ui/button";
import { TextField } from "@rabota/ui/text-field";
import { fieldProps, useZodForm } from "../../../lib/forms";
import { useAuthError, useAuthFlowActions, useAuthPending } from "../../store/auth-flow-context";
import { PASSWORD_TOGGLE_LABELS } from "./password-toggle-labels";
import { StepError } from "./step-error";

/** Steps «Создайте пароль» and «Создайте новый пароль»: a password and its confirmation. */
export function NewPasswordStep() {
  const pending = useAuthPending();
  const error = useAuthError();
  const { submitNewPassword } = useAuthFlowActions();
  const form = useZodForm(newPasswordFormSchema, { password: "", confirmPassword: "" });

  return (
    <form
      className="rb-auth__form"
      noValidate
      onSubmit={form.handleSubmit((values) => submitNewPassword(values.password))}
    >
      <TextField
        label="Пароль"
        type="password"
        autoComplete="new-password"
        autoFocus
        {...PASSWORD_TOGGLE_LABELS}
        {...fieldProps(form, "password", { deps: ["confirmPassword"] })}
      />
      <TextField
        label="Повторите пароль"
        type="password"
        autoComplete="new-password"
        {...PASSWORD_TOGGLE_LABELS}
        {...fieldProps(form, "confirmPassword")}
      />
      <p className="rb-auth__hint">
        Рекомендуем использовать 8 и более символов, заглавные и строчные буквы, цифры и специальные символы.
      </p>
      <StepError message={error} />
      <Button type="submit" fullWidth loading={pending} disabled={!form.formState.isValid}>
        Далее
      </Button>
    </form>
  );
}
