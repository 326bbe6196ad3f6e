import { createGoalsFormSchema } from "@rabota/domain/forms";
import type { GoalEntry } from "@rabota/domain/mappers";
import { useMemo } from "react";
import { FormTextField, useZodForm } from "../../lib/forms";
import { ChosenListField } from "./chosen-list-section";
import { type SectionEditorProps, SectionForm } from "./section-form";

const noSuggestions = async () => [];
const names = (entries: readonly GoalEntry[]) => entries.map((entry) => entry.name);

/** The three free lists of the goals, with their labels. */
const GOAL_LISTS = [
  { name: "goalPositions", label: "Интересные позиции" },
  { name: "preferredBusinessFields", label: "Сферы бизнеса" },
  { name: "additionalGoals", label: "Другие цели" },
] as const;

/** «Цели»: the wished position and income, interesting positions, business fields, other goals. */
export function GoalsSection({ profile, ...props }: SectionEditorProps) {
  const schema = useMemo(() => createGoalsFormSchema(profile.goals), [profile.goals]);
  const form = useZodForm(schema, {
    preferredPosition: profile.preferredPosition,
    preferredIncome: profile.goals.preferredIncome === null ? "" : String(profile.goals.preferredIncome),
    goalPositions: names(profile.goals.goalPositions),
    preferredBusinessFields: names(profile.goals.preferredBusinessFields),
    additionalGoals: names(profile.goals.additionalGoals),
  });
  return (
    <SectionForm section="goals" form={form} {...props}>
      <FormTextField form={form} name="preferredPosition" label="Желаемая должность" />
      <FormTextField
        form={form}
        name="preferredIncome"
        label="Желаемый доход, ₽ в месяц"
        inputMode="numeric"
      />
      {GOAL_LISTS.map((list) => (
        <ChosenListField
          key={list.name}
          form={form}
          name={list.name}
          label={list.label}
          suggest={noSuggestions}
        />
      ))}
    </SectionForm>
  );
}
