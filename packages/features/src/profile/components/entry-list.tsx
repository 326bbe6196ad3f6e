import { Button } from "@rabota/ui/button";
import { PlusIcon, TrashIcon } from "@rabota/ui/icon";
import type { ReactNode } from "react";
import {
  type Control,
  type FieldArray,
  type FieldArrayPath,
  type FieldValues,
  useFieldArray,
} from "react-hook-form";

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
export function EntryList<Values extends FieldValues, Name extends FieldArrayPath<Values>, Output>({
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
