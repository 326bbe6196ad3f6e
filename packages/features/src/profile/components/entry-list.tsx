import type { ApplicantProfile } from "@rabota/domain/mappers";
import { Button } from "@rabota/ui/button";
import { PlusIcon, TrashIcon } from "@rabota/ui/icon";
import type { ReactNode } from "react";
import {
  type Control,
  type FieldArray,
  type FieldArrayPath,
  type FieldValues,
  type UseFormReturn,
  useFieldArray,
} from "react-hook-form";
import type { ProfileSection } from "../lib/sections";
import { type SectionEditorProps, SectionForm } from "./section-form";

export interface EntryListProps<Values extends FieldValues, Name extends FieldArrayPath<Values>, Output> {
  control: Control<Values, unknown, Output>;
  /** The form's list field. */
  name: Name;
  /** What one entry is called, as a legend: «Учебное заведение», «Место работы». */
  entryName: string;
  /** Said when the list is empty. */
  emptyText: string;
  /** The values of a new entry. */
  blank: FieldArray<Values, Name>;
  /** The fields of the entry at `index`. */
  children: (index: number) => ReactNode;
}

/**
 * The list part of a section editor: each entry in its numbered fieldset with a delete
 * button, and «Добавить …» under the list.
 */
function EntryList<Values extends FieldValues, Name extends FieldArrayPath<Values>, Output>({
  control,
  name,
  entryName,
  emptyText,
  blank,
  children,
}: EntryListProps<Values, Name, Output>) {
  // `key`, not the default `id`: the entries carry their own stored `id`.
  const { fields, append, remove } = useFieldArray<Values, Name, "key", Output>({
    control,
    name,
    keyName: "key",
  });
  const lowerName = entryName.charAt(0).toLocaleLowerCase("ru") + entryName.slice(1);
  return (
    <>
      {fields.length === 0 ? <p className="rb-profile__meta">{emptyText}</p> : null}
      {fields.map((field, index) => (
        <fieldset key={field.key} className="rb-profile-edit__entry">
          <legend>
            {`${entryName} `}
            {index + 1}
          </legend>
          {children(index)}
          <Button type="button" variant="ghost" startIcon={<TrashIcon />} onClick={() => remove(index)}>
            {`Удалить ${lowerName} `}
            {index + 1}
          </Button>
        </fieldset>
      ))}
      <Button
        type="button"
        variant="secondary"
        startIcon={<PlusIcon />}
        onClick={() => append(blank, { shouldFocus: false })}
      >
        {`Добавить ${lowerName}`}
      </Button>
    </>
  );
}

/**
 * A section editor that is one list of entries (education, experience): the section's frame
 * around its EntryList, so each such section gives only its list's words and an entry's fields.
 */
export function EntryListSection<
  Values extends FieldValues,
  Name extends FieldArrayPath<Values>,
  Change extends Partial<ApplicantProfile>,
>({
  section,
  form,
  entries,
  children,
  ...frame
}: Omit<SectionEditorProps, "profile"> & {
  section: ProfileSection;
  form: UseFormReturn<Values, unknown, Change>;
  /** The list's field, what one entry is called, the empty list's text and a new entry's values. */
  entries: Omit<EntryListProps<Values, Name, Change>, "control" | "children">;
  /** The fields of the entry at `index`. */
  children: (index: number) => ReactNode;
}) {
  return (
    <SectionForm section={section} form={form} {...frame}>
      <EntryList control={form.control} {...entries}>
        {children}
      </EntryList>
    </SectionForm>
  );
}
