import { educationFormSchema } from "@rabota/domain/forms";
import { FieldRow, FormTextField, useZodForm } from "../../lib/forms";
import { EntryListSection } from "./entry-list";
import type { SectionEditorProps } from "./section-form";

const yearText = (year: number | null) => (year === null ? "" : String(year));

/** A year typed in four digits. */
const YEAR_INPUT = { inputMode: "numeric", maxLength: 4 } as const;

/** The list's words and a new place of study. */
const EDUCATION_ENTRIES = {
  name: "educations",
  entryName: "Учебное заведение",
  emptyText: "Учебных заведений пока нет.",
  blank: { institution: "", faculty: "", specialty: "", startYear: "", endYear: "" },
} as const;

/** «Образование»: places of study, each with its faculty, specialty and years. */
export function EducationSection({ profile, ...props }: SectionEditorProps) {
  const form = useZodForm(educationFormSchema, {
    educations: profile.educations.map((entry) => ({
      ...(entry.id ? { id: entry.id } : {}),
      institution: entry.institution,
      faculty: entry.faculty,
      specialty: entry.specialty,
      startYear: yearText(entry.startYear),
      endYear: yearText(entry.endYear),
    })),
  });
  return (
    <EntryListSection section="education" form={form} entries={EDUCATION_ENTRIES} {...props}>
      {(index) => (
        <>
          <FormTextField
            form={form}
            name={`educations.${index}.institution`}
            label="Учебное заведение"
            required
          />
          <FieldRow>
            <FormTextField form={form} name={`educations.${index}.faculty`} label="Факультет" />
            <FormTextField form={form} name={`educations.${index}.specialty`} label="Специальность" />
          </FieldRow>
          <FieldRow>
            <FormTextField
              form={form}
              name={`educations.${index}.startYear`}
              label="Год начала"
              {...YEAR_INPUT}
            />
            <FormTextField
              form={form}
              name={`educations.${index}.endYear`}
              label="Год окончания"
              {...YEAR_INPUT}
            />
          </FieldRow>
        </>
      )}
    </EntryListSection>
  );
}
