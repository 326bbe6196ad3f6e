import { Button } from "@rabota/ui/button";
import type { ReactNode } from "react";
import type { FieldPath, FieldValues, SubmitHandler, UseFormReturn } from "react-hook-form";
import { PersonNameFields } from "../../../lib/forms";
import { useAuthError, useAuthPending } from "../../store/auth-flow-context";
import { ConsentCheckbox } from "./consent-checkbox";
import { StepError } from "./step-error";

/** The values both registration forms share: the person's name and the consent. */
type RegistrationValues = FieldValues & { name: string; surname: string; consent: boolean };

/**
 * The common form of the applicant and employer registration steps: «Имя», «Фамилия», the
 * role's own fields, the consent, the server's error and «Войти» (enabled once every rule
 * holds and the consent is ticked).
 */
export function RegistrationForm<Values extends RegistrationValues, Output extends FieldValues>({
  form,
  onSubmit,
  children,
}: {
  form: UseFormReturn<Values, unknown, Output>;
  onSubmit: SubmitHandler<Output>;
  /** The fields between the name and the consent. */
  children: ReactNode;
}) {
  const pending = useAuthPending();
  const error = useAuthError();
  return (
    <form className="rb-auth__form" noValidate onSubmit={form.handleSubmit(onSubmit)}>
      <PersonNameFields form={form} layout="stack" />
      {children}
      <ConsentCheckbox {...form.register("consent" as FieldPath<Values>)} />
      <StepError message={error} />
      <Button type="submit" fullWidth loading={pending} disabled={!form.formState.isValid}>
        Войти
      </Button>
    </form>
  );
}
