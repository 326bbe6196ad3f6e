import { qualitiesFormSchema, skillsFormSchema } from "@rabota/domain/forms";
import type { ApplicantProfile } from "@rabota/domain/mappers";
import { Controller, type FieldPath, type FieldValues, type UseFormReturn } from "react-hook-form";
import type { z } from "zod";
import { useZodForm } from "../../lib/forms";
import { SuggestionPicker, type SuggestionPickerProps } from "../../lib/suggestion-picker";
import type { ProfileSection } from "../lib/sections";
import { useProfileActions } from "../store/profile-store-provider";
import { type SectionEditorProps, SectionForm } from "./section-form";

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

/** The profile's two chosen lists; each is edited as one field of its own section. */
type ChosenLists = { skills?: string[]; personalQualities?: string[] };

/** What tells one chosen list's section from the other: its words and its suggestions. */
interface ChosenList {
  section: ProfileSection;
  schema: z.ZodType<Partial<ApplicantProfile>, ChosenLists>;
  field: keyof ChosenLists;
  label: string;
  placeholder: string;
  suggest: (actions: ReturnType<typeof useProfileActions>) => SuggestionPickerProps["suggest"];
}

/** A section editor of one chosen list: the section's form over the list, with suggestions. */
function ChosenListSection({ list, profile, ...props }: SectionEditorProps & { list: ChosenList }) {
  const actions = useProfileActions();
  const form = useZodForm(list.schema, { [list.field]: [...profile[list.field]] });
  return (
    <SectionForm section={list.section} form={form} {...props}>
      <ChosenListField
        form={form}
        name={list.field}
        label={list.label}
        suggest={list.suggest(actions)}
        placeholder={list.placeholder}
      />
    </SectionForm>
  );
}

const SKILLS: ChosenList = {
  section: "skills",
  schema: skillsFormSchema,
  field: "skills",
  label: "Навык",
  placeholder: "Например, TypeScript",
  suggest: (actions) => actions.suggestSkills,
};

const QUALITIES: ChosenList = {
  section: "qualities",
  schema: qualitiesFormSchema,
  field: "personalQualities",
  label: "Личное качество",
  placeholder: "Например, Ответственность",
  suggest: (actions) => actions.suggestQualities,
};

/** «Навыки»: skills picked from the server's dictionary or typed. */
export const SkillsSection = (props: SectionEditorProps) => <ChosenListSection list={SKILLS} {...props} />;

/** «Личные качества»: qualities picked from the server's dictionary or typed. */
export const QualitiesSection = (props: SectionEditorProps) => (
  <ChosenListSection list={QUALITIES} {...props} />
);
