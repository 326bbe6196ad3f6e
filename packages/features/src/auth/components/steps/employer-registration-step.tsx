import { COMPANY_SEARCH_DEBOUNCE_MS } from "@rabota/domain/constants";
import { employerRegistrationFormSchema } from "@rabota/domain/forms";
import { Button } from "@rabota/ui/button";
import { Combobox } from "@rabota/ui/combobox";
import { TextField } from "@rabota/ui/text-field";
import { useEffect, useMemo, useRef } from "react";
import { Controller } from "react-hook-form";
import { fieldErrorProps } from "../../lib/field-error-props";
import { useZodForm } from "../../lib/use-zod-form";
import {
  useAuthError,
  useAuthFlowActions,
  useAuthPending,
  useCompanies,
  useCompaniesError,
  useCompaniesStatus,
} from "../../store/auth-flow-context";
import { ConsentCheckbox } from "./consent-checkbox";
import { PersonNameFields } from "./person-name-fields";
import { StepError } from "./step-error";

/** Step «Введите информацию о себе» for employers, with company suggestions. */
export function EmployerRegistrationStep() {
  const pending = useAuthPending();
  const error = useAuthError();
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

  // Spec §4: the step loads the company list when it opens.
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
    <form
      className="rb-auth__form"
      noValidate
      onSubmit={form.handleSubmit((values) => submitEmployerRegistration(values))}
    >
      <PersonNameFields form={form} />
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
      <TextField
        label="Должность"
        placeholder="Менеджер"
        autoComplete="organization-title"
        {...fieldErrorProps(form, "position")}
        {...form.register("position")}
      />
      <ConsentCheckbox {...form.register("consent")} />
      <StepError message={error} />
      <Button type="submit" fullWidth loading={pending} disabled={!form.formState.isValid}>
        Войти
      </Button>
    </form>
  );
}
