import { createEmployerProfileFormSchema } from "@rabota/domain/forms";
import type { EmployerProfileDto } from "@rabota/domain/wire/employer";
import { useMemo } from "react";
import {
  COMMON_FIELDS,
  EditForm,
  FieldRow,
  FormTextArea,
  FormTextField,
  PersonNameFields,
  useZodForm,
} from "../../lib/forms";
import { FormImageField } from "../../lib/image-upload-field";
import { useEmployerActions, useEmployerSaving } from "../store/employer-store-provider";
import "./employer-profile.css";

const LOGO_TEXTS = {
  label: "Логотип компании",
  upload: "Загрузить логотип",
  replace: "Заменить логотип",
  remove: "Удалить логотип",
  progress: "Загрузка логотипа",
  failed: "Не удалось загрузить логотип",
};

/**
 * The employer profile's edit form: the company (with its logo, for active members) and the
 * contact person.
 */
export function EmployerEditor({
  profile,
  onDone,
  onSaved,
}: {
  profile: EmployerProfileDto;
  onDone: () => void;
  onSaved: (profile: EmployerProfileDto) => void;
}) {
  const actions = useEmployerActions();
  const saving = useEmployerSaving();
  // Only an active member edits the company card; anyone else saves the contact person only.
  const withCompany = profile.companyAccess === "active";
  const schema = useMemo(
    () => createEmployerProfileFormSchema(profile.company.id, { withCompany }),
    [profile.company.id, withCompany],
  );
  const form = useZodForm(schema, {
    name: profile.name,
    surname: profile.surname,
    position: profile.position ?? "",
    phone: profile.phone ?? "",
    companyName: profile.company.companyName,
    city: profile.company.city ?? "",
    website: profile.company.website ?? "",
    description: profile.company.description ?? "",
    logoUrl: profile.company.logoUrl ?? null,
  });
  const companyName = form.watch("companyName");

  return (
    <EditForm
      title="Редактирование профиля"
      titleId="employer-edit-title"
      className="rb-employer rb-employer__form"
      form={form}
      save={actions.save}
      onSaved={(saved: EmployerProfileDto) => {
        onSaved(saved);
        onDone();
      }}
      onCancel={onDone}
      saving={saving}
    >
      {withCompany ? (
        <fieldset className="rb-employer__fieldset">
          <legend>Компания</legend>
          <FormImageField
            form={form}
            field="logoUrl"
            name={companyName}
            upload={actions.uploadLogo}
            texts={LOGO_TEXTS}
            shape="rounded"
          />
          <FormTextField form={form} name="companyName" label="Название компании" required />
          <FieldRow>
            <FormTextField form={form} name="city" {...COMMON_FIELDS.city} />
            <FormTextField form={form} name="website" {...COMMON_FIELDS.website} />
          </FieldRow>
          <FormTextArea form={form} name="description" label="О компании" rows={4} />
        </fieldset>
      ) : null}
      <fieldset className="rb-employer__fieldset">
        <legend>Контактное лицо</legend>
        <PersonNameFields form={form} />
        <FieldRow>
          <FormTextField form={form} name="position" label="Должность" placeholder="Менеджер" required />
          <FormTextField form={form} name="phone" {...COMMON_FIELDS.phone} />
        </FieldRow>
      </fieldset>
    </EditForm>
  );
}
