import { CODE_LENGTH } from "@rabota/domain/constants";
import { codeFormSchema } from "@rabota/domain/forms";
import { Button } from "@rabota/ui/button";
import { CodeInput } from "@rabota/ui/code-input";
import { Controller } from "react-hook-form";
import { useZodForm } from "../../../lib/forms";
import {
  useAuthEmail,
  useAuthError,
  useAuthFlowActions,
  useAuthPending,
} from "../../store/auth-flow-context";
import { useResendCountdown } from "../../store/use-resend-countdown";
import { StepError } from "./step-error";

/** Step «Введите код»: the 6-character code, resend after 59 s, «Изменить почту». */
export function CodeStep() {
  const email = useAuthEmail();
  const pending = useAuthPending();
  const error = useAuthError();
  const { submitCode, resendCode, changeEmail } = useAuthFlowActions();
  const form = useZodForm(codeFormSchema, { code: "" });
  const resend = useResendCountdown();

  return (
    <form
      className="rb-auth__form"
      noValidate
      onSubmit={form.handleSubmit((values) => submitCode(values.code))}
    >
      <p className="rb-auth__hint">
        Мы отправили код на <strong>{email}</strong>. Код действителен 5 минут.
      </p>
      <Button variant="link" type="button" className="rb-auth__inline-action" onClick={changeEmail}>
        Изменить почту
      </Button>
      <Controller
        control={form.control}
        name="code"
        render={({ field }) => (
          <CodeInput
            label="Код из письма"
            length={CODE_LENGTH}
            value={field.value}
            onValueChange={field.onChange}
            autoFocus
          />
        )}
      />
      <StepError message={error} />
      <Button type="submit" fullWidth loading={pending} disabled={!form.formState.isValid}>
        Далее
      </Button>
      <Button
        type="button"
        variant="ghost"
        fullWidth
        disabled={resend.secondsLeft > 0 || pending}
        onClick={() => void resendCode()}
      >
        {resend.label}
      </Button>
    </form>
  );
}
