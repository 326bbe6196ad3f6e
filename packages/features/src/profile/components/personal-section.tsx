import { personalFormSchema } from "@rabota/domain/forms";
import { fromIsoDate } from "@rabota/domain/validation";
import { FormCityField } from "../../lib/city-field";
import { FieldRow, FormBirthDateInput, FormTextArea, PersonNameFields, useZodForm } from "../../lib/forms";
import { FormImageField } from "../../lib/image-upload-field";
import { useProfileActions } from "../store/profile-store-provider";
import { type SectionEditorProps, SectionForm } from "./section-form";

const PHOTO_TEXTS = {
  label: "Фото профиля",
  upload: "Загрузить фото",
  replace: "Заменить фото",
  remove: "Удалить фото",
  progress: "Загрузка фото",
  failed: "Не удалось загрузить фото",
};

/** «Основная информация»: photo, name, city, birth date, «О себе». */
export function PersonalSection({ profile, ...props }: SectionEditorProps) {
  const actions = useProfileActions();
  const form = useZodForm(personalFormSchema, {
    name: profile.name,
    surname: profile.surname,
    city: profile.city,
    areaId: profile.areaId,
    birthDate: fromIsoDate(profile.dateOfBirth) ?? "",
    aboutMyself: profile.aboutMyself,
    avatarUrl: profile.avatarUrl,
  });
  const [name, surname] = form.watch(["name", "surname"]);
  return (
    <SectionForm section="personal" form={form} {...props}>
      <FormImageField
        form={form}
        field="avatarUrl"
        name={`${name} ${surname}`}
        upload={actions.uploadAvatar}
        texts={PHOTO_TEXTS}
      />
      <PersonNameFields form={form} />
      <FieldRow>
        <FormCityField form={form} search={actions.suggestAreas} required />
        <FormBirthDateInput form={form} name="birthDate" />
      </FieldRow>
      <FormTextArea form={form} name="aboutMyself" label="О себе" rows={5} />
    </SectionForm>
  );
}
