import { qualitiesFormSchema, skillsFormSchema } from "@rabota/domain/forms";
import { Controller } from "react-hook-form";
import { useZodForm } from "../../lib/forms";
import { useProfileActions } from "../store/profile-store-provider";
import { type SectionEditorProps, SectionForm } from "./section-form";
import { SuggestionPicker } from "./suggestion-picker";

/** «Удалить: X», the remove button of a chip. */
export const removeChipLabel = (value: string) => `Удалить: ${value}`;

/** «Навыки»: skills picked from the server's dictionary or typed. */
export function SkillsSection({ profile, ...props }: SectionEditorProps) {
  const actions = useProfileActions();
  const form = useZodForm(skillsFormSchema, { skills: [...profile.skills] });
  return (
    <SectionForm section="skills" form={form} {...props}>
      <Controller
        control={form.control}
        name="skills"
        render={({ field, fieldState }) => (
          <SuggestionPicker
            label="Навык"
            values={field.value}
            onChange={field.onChange}
            suggest={actions.suggestSkills}
            removeLabel={removeChipLabel}
            placeholder="Например, TypeScript"
            error={fieldState.error?.message}
          />
        )}
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
      <Controller
        control={form.control}
        name="personalQualities"
        render={({ field, fieldState }) => (
          <SuggestionPicker
            label="Личное качество"
            values={field.value}
            onChange={field.onChange}
            suggest={actions.suggestQualities}
            removeLabel={removeChipLabel}
            placeholder="Например, Ответственность"
            error={fieldState.error?.message}
          />
        )}
      />
    </SectionForm>
  );
}
