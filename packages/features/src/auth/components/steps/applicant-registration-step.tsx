import { applicantRegistrationFormSchema } from "@rabota/domain/forms";
import { COMMON_FIELDS, FormBirthDateInput, FormTextField, useZodForm } from "../../../lib/forms";
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
      <FormBirthDateInput form={form} name="birthDate" />
      <FormTextField form={form} name="city" {...COMMON_FIELDS.city} />
    </RegistrationForm>
  );
}
