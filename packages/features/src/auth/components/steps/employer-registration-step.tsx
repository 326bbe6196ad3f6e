import { COMPANY_SEARCH_DEBOUNCE_MS } from "@rabota/domain/constants";
import { employerRegistrationFormSchema } from "@rabota/domain/forms";
import { Combobox } from "@rabota/ui/combobox";
import { useEffect, useMemo, useRef } from "react";
import { Controller } from "react-hook-form";
import { FormTextField, fieldErrorProps, useZodForm } from "../../../lib/forms";
import {
  useAuthFlowActions,
  useCompanies,
  useCompaniesError,
  useCompaniesStatus,
} from "../../store/auth-flow-context";
import { RegistrationForm } from "./registration-form";

/** Step «Введите информацию о себе» for employers, with company suggestions. */
export function EmployerRegistrationStep() {
  const companies = useCompanies();
  const companiesStatus = useCompaniesStatus();
  const companiesError = useCompaniesError();
  const { submitEmployerRegistration, loadCompanies } = useAuthFlowActions();
  const form = useZodForm(employerRegistrationFormSchema, {
    name: "",
    surname: "",
    companyName: "",
    companyId: undefined,
    position: "",
    consent: false,
  });
  const searchTimer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);

  // The step loads the company list as soon as it opens (§4).
  useEffect(() => {
    void loadCompanies();
    return () => clearTimeout(searchTimer.current);
  }, [loadCompanies]);

  /** Typing stores a new company name; after a 500 ms pause non-empty text searches. */
  const onCompanyTyped = (text: string) => {
    form.setValue("companyName", text, { shouldValidate: true, shouldDirty: true });
    form.setValue("companyId", undefined);
    clearTimeout(searchTimer.current);
    if (text.trim() === "") return;
    searchTimer.current = setTimeout(() => void loadCompanies(text), COMPANY_SEARCH_DEBOUNCE_MS);
  };

  // The loaded list narrows at once as the user types; the debounced server search refines it.
  const typed = form.watch("companyName").trim().toLocaleLowerCase("ru");
  const options = useMemo(
    () =>
      companies
        .filter((company) => company.companyName.toLocaleLowerCase("ru").includes(typed))
        .map((company) => ({ value: company.id, label: company.companyName })),
    [companies, typed],
  );

  return (
    <RegistrationForm form={form} onSubmit={(values) => submitEmployerRegistration(values)}>
      <Controller
        control={form.control}
        name="companyName"
        render={({ field }) => (
          <Combobox
            label="Компания"
            placeholder="Название компании"
            name={field.name}
            inputValue={field.value}
            onInputValueChange={onCompanyTyped}
            options={options}
            loading={companiesStatus === "loading"}
            loadingText="Ищем компании…"
            emptyText={companiesError ?? "Такой компании нет — она будет создана"}
            onSelect={(option) => {
              form.setValue("companyName", option.label, { shouldValidate: true, shouldDirty: true });
              form.setValue("companyId", option.value);
            }}
            onBlur={field.onBlur}
            {...fieldErrorProps(form, field.name)}
          />
        )}
      />
      <FormTextField
        form={form}
        name="position"
        label="Должность"
        placeholder="Менеджер"
        autoComplete="organization-title"
      />
    </RegistrationForm>
  );
}
