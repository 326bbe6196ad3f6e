import { applicantRegistrationFormSchema } from "@rabota/domain/forms";
import { FormCityField } from "../../../lib/city-field";
import { FormBirthDateInput, useZodForm } from "../../../lib/forms";
import { useAuthFlowActions } from "../../store/auth-flow-context";
import { RegistrationForm } from "./registration-form";

/**
 * Step «Введите информацию о себе» for applicants: the birth date and the city, picked from
 * the places (a name the dictionary does not know is kept, and the field says so).
 */
export function ApplicantRegistrationStep() {
  const { submitApplicantRegistration, suggestAreas } = useAuthFlowActions();
  const form = useZodForm(applicantRegistrationFormSchema, {
    name: "",
    surname: "",
    birthDate: "",
    city: "",
    areaId: null,
    consent: false,
  });

  return (
    <RegistrationForm form={form} onSubmit={(values) => submitApplicantRegistration(values)}>
      <FormBirthDateInput form={form} name="birthDate" />
      <FormCityField form={form} search={suggestAreas} />
    </RegistrationForm>
  );
}
