import { qualitiesFormSchema, skillsFormSchema } from "@rabota/domain/forms";
import { Controller, type FieldPath, type FieldValues, type UseFormReturn } from "react-hook-form";
import { useZodForm } from "../../lib/forms";
import { useProfileActions } from "../store/profile-store-provider";
import { type SectionEditorProps, SectionForm } from "./section-form";
import { SuggestionPicker, type SuggestionPickerProps } from "./suggestion-picker";

/** «Удалить: X», the remove button of a chip. */
const removeChipLabel = (value: string) => `Удалить: ${value}`;

/** A list of names bound to a field of a form: chips, suggestions, free text. */
export function ChosenListField<Values extends FieldValues, Output extends FieldValues>({
  form,
  name,
  ...picker
}: {
  form: UseFormReturn<Values, unknown, Output>;
  name: FieldPath<Values>;
} & Pick<SuggestionPickerProps, "label" | "suggest" | "placeholder">) {
  return (
    <Controller
      control={form.control}
      name={name}
      render={({ field, fieldState }) => (
        <SuggestionPicker
          {...picker}
          values={field.value}
          onChange={field.onChange}
          removeLabel={removeChipLabel}
          error={fieldState.error?.message}
        />
      )}
    />
  );
}

/** «Навыки»: skills picked from the server's dictionary or typed. */
export function SkillsSection({ profile, ...props }: SectionEditorProps) {
  const actions = useProfileActions();
  const form = useZodForm(skillsFormSchema, { skills: [...profile.skills] });
  return (
    <SectionForm section="skills" form={form} {...props}>
      <ChosenListField
        form={form}
        name="skills"
        label="Навык"
        suggest={actions.suggestSkills}
        placeholder="Например, TypeScript"
      />
    </SectionForm>
  );
}

/** «Личные качества»: qualities picked from the server's dictionary or typed. */
export function QualitiesSection({ profile, ...props }: SectionEditorProps) {
  const actions = useProfileActions();
  const form = useZodForm(qualitiesFormSchema, { personalQualities: [...profile.personalQualities] });
  return (
    <SectionForm section="qualities" form={form} {...props}>
      <ChosenListField
        form={form}
        name="personalQualities"
        label="Личное качество"
        suggest={actions.suggestQualities}
        placeholder="Например, Ответственность"
      />
    </SectionForm>
  );
}
