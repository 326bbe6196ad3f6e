import { SIGN_IN_TOGGLE_LABELS } from "@rabota/domain/access";
import type { Role } from "@rabota/domain/enums";
import { signInFormSchema } from "@rabota/domain/forms";
import { Button } from "@rabota/ui/button";
import { SegmentedControl } from "@rabota/ui/segmented-control";
import { TextField } from "@rabota/ui/text-field";
import { Controller } from "react-hook-form";
import { fieldProps, useZodForm } from "../../../lib/forms";
import {
  useAuthEmail,
  useAuthError,
  useAuthFlowActions,
  useAuthPending,
  useAuthRole,
} from "../../store/auth-flow-context";
import { StepError } from "./step-error";

const ROLE_OPTIONS = [
  { value: "applicant" as const, label: SIGN_IN_TOGGLE_LABELS.applicant },
  { value: "employer" as const, label: SIGN_IN_TOGGLE_LABELS.employer },
];

/** Step 1 «Вход и регистрация»: email and the «Ищу работу» / «Ищу сотрудников» toggle. */
export function MailStep() {
  const email = useAuthEmail();
  const role = useAuthRole();
  const pending = useAuthPending();
  const error = useAuthError();
  const { submitEmail } = useAuthFlowActions();
  const form = useZodForm(signInFormSchema, { email, role });

  return (
    <form
      className="rb-auth__form"
      noValidate
      onSubmit={form.handleSubmit((values) => submitEmail(values.email, values.role))}
    >
      <p className="rb-auth__hint">Введите почту. Мы отправим письмо с проверочным кодом.</p>
      <Controller
        control={form.control}
        name="role"
        render={({ field }) => (
          <SegmentedControl<Role>
            label="Цель"
            options={ROLE_OPTIONS}
            value={field.value}
            onValueChange={field.onChange}
            fullWidth
          />
        )}
      />
      <TextField
        label="Почта"
        type="email"
        inputMode="email"
        autoComplete="email"
        placeholder="name@example.ru"
        {...fieldProps(form, "email")}
      />
      <StepError message={error} />
      <Button type="submit" fullWidth loading={pending} disabled={!form.formState.isValid}>
        Далее
      </Button>
    </form>
  );
}
