import { applicantRegistrationFormSchema } from "@rabota/domain/forms";
import { Button } from "@rabota/ui/button";
import { DateInput } from "@rabota/ui/date-input";
import { TextField } from "@rabota/ui/text-field";
import { Controller } from "react-hook-form";
import { fieldErrorProps } from "../../lib/field-error-props";
import { useZodForm } from "../../lib/use-zod-form";
import { useAuthError, useAuthFlowActions, useAuthPending } from "../../store/auth-flow-context";
import { ConsentCheckbox } from "./consent-checkbox";
import { PersonNameFields } from "./person-name-fields";
import { StepError } from "./step-error";

/** Step «Введите информацию о себе» for applicants. */
export function ApplicantRegistrationStep() {
  const pending = useAuthPending();
  const error = useAuthError();
  const { submitApplicantRegistration } = useAuthFlowActions();
  const form = useZodForm(applicantRegistrationFormSchema, {
    name: "",
    surname: "",
    birthDate: "",
    city: "",
    consent: false,
  });

  return (
    <form
      className="rb-auth__form"
      noValidate
      onSubmit={form.handleSubmit((values) => submitApplicantRegistration(values))}
    >
      <PersonNameFields form={form} />
      <Controller
        control={form.control}
        name="birthDate"
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
            {...fieldErrorProps(form, field.name)}
          />
        )}
      />
      <TextField
        label="Город"
        placeholder="Москва"
        autoComplete="address-level2"
        {...fieldErrorProps(form, "city")}
        {...form.register("city")}
      />
      <ConsentCheckbox {...form.register("consent")} />
      <StepError message={error} />
      <Button type="submit" fullWidth loading={pending} disabled={!form.formState.isValid}>
        Войти
      </Button>
    </form>
  );
}
