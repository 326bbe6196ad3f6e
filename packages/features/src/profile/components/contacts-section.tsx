import { contactsFormSchema } from "@rabota/domain/forms";
import { COMMON_FIELDS, FormTextField, useZodForm } from "../../lib/forms";
import { type SectionEditorProps, SectionForm } from "./section-form";

/** «Контакты»: phone, site and one other contact, all optional. */
export function ContactsSection({ profile, ...props }: SectionEditorProps) {
  const form = useZodForm(contactsFormSchema, { ...profile.contacts });
  return (
    <SectionForm section="contacts" form={form} {...props}>
      <FormTextField form={form} name="phoneNumber" {...COMMON_FIELDS.phone} />
      <FormTextField form={form} name="website" {...COMMON_FIELDS.website} />
      <FormTextField
        form={form}
        name="additionalContact"
        label="Другой контакт"
        placeholder="Telegram: @username"
      />
    </SectionForm>
  );
}
