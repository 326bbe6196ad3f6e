import { applicantRegistrationFormSchema } from "@rabota/domain/forms";
import { DateInput } from "@rabota/ui/date-input";
import { Controller } from "react-hook-form";
import { COMMON_FIELDS, FormTextField, fieldErrorProps, useZodForm } from "../../../lib/forms";
import { useAuthFlowActions } from "../../store/auth-flow-context";
import { RegistrationForm } from "./registration-form";

/** Step «Введите информацию о себе» for applicants: the birth date and the city. */
export function ApplicantRegistrationStep() {
  const { submitApplicantRegistration } = useAuthFlowActions();
  const form = useZodForm(applicantRegistrationFormSchema, {
    name: "",
    surname: "",
    birthDate: "",
    city: "",
    consent: false,
  });

  return (
    <RegistrationForm form={form} onSubmit={(values) => submitApplicantRegistration(values)}>
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
      <FormTextField form={form} name="city" {...COMMON_FIELDS.city} />
    </RegistrationForm>
  );
}
