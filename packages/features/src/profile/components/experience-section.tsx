import { YEAR_MIN } from "@rabota/domain/constants";
import { experienceFormSchema } from "@rabota/domain/forms";
import { Checkbox } from "@rabota/ui/checkbox";
import { FieldRow, FormMonthInput, FormTextArea, FormTextField, useZodForm } from "../../lib/forms";
import { EntryListSection } from "./entry-list";
import type { SectionEditorProps } from "./section-form";

/** This month as `YYYY-MM`, the latest a period may reach. */
function currentMonth(): string {
  const now = new Date();
  return `${now.getFullYear()}-${String(now.getMonth() + 1).padStart(2, "0")}`;
}

/** The list's words and a new job. */
const EXPERIENCE_ENTRIES = {
  name: "experiences",
  entryName: "Место работы",
  emptyText: "Мест работы пока нет.",
  blank: { company: "", position: "", startDate: "", endDate: "", description: "", current: false },
} as const;

/** «Опыт работы»: jobs, each with its period (or «По настоящее время») and duties. */
export function ExperienceSection({ profile, ...props }: SectionEditorProps) {
  const form = useZodForm(experienceFormSchema, {
    experiences: profile.experiences.map((entry) => ({
      ...entry,
      endDate: entry.endDate ?? "",
      current: entry.endDate === null,
    })),
  });
  const month = { min: `${YEAR_MIN}-01`, max: currentMonth() } as const;
  return (
    <EntryListSection section="experience" form={form} entries={EXPERIENCE_ENTRIES} {...props}>
      {(index) => (
        <>
          <FieldRow>
            <FormTextField form={form} name={`experiences.${index}.company`} label="Компания" required />
            <FormTextField form={form} name={`experiences.${index}.position`} label="Должность" required />
          </FieldRow>
          <FieldRow>
            <FormMonthInput
              form={form}
              name={`experiences.${index}.startDate`}
              label="Начало работы"
              {...month}
              required
            />
            <FormMonthInput
              form={form}
              name={`experiences.${index}.endDate`}
              label="Окончание работы"
              {...month}
              disabled={form.watch(`experiences.${index}.current`)}
            />
          </FieldRow>
          <Checkbox label="По настоящее время" {...form.register(`experiences.${index}.current`)} />
          <FormTextArea
            form={form}
            name={`experiences.${index}.description`}
            label="Обязанности и достижения"
            rows={3}
          />
        </>
      )}
    </EntryListSection>
  );
}
