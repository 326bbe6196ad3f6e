import { loginFormSchema } from "@rabota/domain/forms";
import { Button } from "@rabota/ui/button";
import { TextField } from "@rabota/ui/text-field";
import { fieldProps, useZodForm } from "../../../lib/forms";
import {
  useAuthEmail,
  useAuthError,
  useAuthFlowActions,
  useAuthPending,
} from "../../store/auth-flow-context";
import { PASSWORD_TOGGLE_LABELS } from "./password-toggle-labels";
import { StepError } from "./step-error";

/** Step «Введите пароль»: the password, «Войти», and recovery. */
export function LoginStep() {
  const email = useAuthEmail();
  const pending = useAuthPending();
  const error = useAuthError();
  const { submitPassword, startRecovery } = useAuthFlowActions();
  const form = useZodForm(loginFormSchema, { password: "" });

  return (
    <form
      className="rb-auth__form"
      noValidate
      onSubmit={form.handleSubmit((values) => submitPassword(values.password))}
    >
      <input type="email" name="username" autoComplete="username" value={email} readOnly hidden />
      <TextField
        label="Пароль"
        type="password"
        autoComplete="current-password"
        autoFocus
        {...PASSWORD_TOGGLE_LABELS}
        {...fieldProps(form, "password")}
      />
      <StepError message={error} />
      <Button type="submit" fullWidth loading={pending} disabled={!form.formState.isValid}>
        Войти
      </Button>
      <p className="rb-auth__hint rb-auth__recovery">
        Забыли пароль?{" "}
        <Button variant="link" type="button" disabled={pending} onClick={() => void startRecovery()}>
          Восстановить доступ
        </Button>
      </p>
    </form>
  );
}
