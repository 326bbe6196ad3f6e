import { CODE_LENGTH } from "@rabota/domain/constants";
import { codeFormSchema } from "@rabota/domain/forms";
import { Button } from "@rabota/ui/button";
import { CodeInput } from "@rabota/ui/code-input";
import { useEffect, useState } from "react";
import { Controller } from "react-hook-form";
import { useZodForm } from "../../../lib/forms";
import {
  useAuthEmail,
  useAuthError,
  useAuthFlowActions,
  useAuthPending,
  useResendAvailableAt,
} from "../../store/auth-flow-context";
import { StepError } from "./step-error";

function secondsUntil(at: number): number {
  return Math.max(0, Math.ceil((at - Date.now()) / 1000));
}

/** Seconds left until `at`, re-read a few times a second. */
function useSecondsUntil(at: number): number {
  const [seconds, setSeconds] = useState(() => secondsUntil(at));
  useEffect(() => {
    setSeconds(secondsUntil(at));
    const timer = setInterval(() => setSeconds(secondsUntil(at)), 250);
    return () => clearInterval(timer);
  }, [at]);
  return seconds;
}

/** The resend countdown as «M:SS»: minutes, then seconds in two digits (§2.4). */
export function formatCountdown(seconds: number): string {
  return `${Math.floor(seconds / 60)}:${String(seconds % 60).padStart(2, "0")}`;
}

/** Step «Введите код»: the 6-character code, resend after 59 s, «Изменить почту». */
export function CodeStep() {
  const email = useAuthEmail();
  const pending = useAuthPending();
  const error = useAuthError();
  const resendAt = useResendAvailableAt();
  const { submitCode, resendCode, changeEmail } = useAuthFlowActions();
  const form = useZodForm(codeFormSchema, { code: "" });
  const secondsLeft = useSecondsUntil(resendAt);

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
        disabled={secondsLeft > 0 || pending}
        onClick={() => void resendCode()}
      >
        {secondsLeft > 0 ? `Отправить повторно через ${formatCountdown(secondsLeft)}` : "Отправить повторно"}
      </Button>
    </form>
  );
}
