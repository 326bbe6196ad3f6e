import { Button } from "@rabota/ui/button";
import type { ReactNode } from "react";
import type { FieldValues, UseFormReturn } from "react-hook-form";
import { type SaveOutcome, useSaveAction } from "./use-save-action";
import "./edit-form.css";

export interface EditFormProps<Input extends FieldValues, Output extends FieldValues, Saved> {
  /** The page heading. */
  title: string;
  /** Id of the heading, which names the form. */
  titleId: string;
  /** The form element's own classes (its column layout). */
  className: string;
  /** The form whose valid value is saved on submit. */
  form: UseFormReturn<Input, unknown, Output>;
  /** The store's save of the form's value. */
  save: (value: Output) => Promise<SaveOutcome<Saved>>;
  /** Called after a successful save with what was stored. */
  onSaved: (saved: Saved) => void;
  /** Leaves without saving. */
  onCancel: () => void;
  saving: boolean;
  children: ReactNode;
}

/**
 * The frame of every profile edit form: heading, fields, the save error, «Сохранить» and
 * «Отмена». A valid submit saves the form's value; a failed save shows the server's message
 * and keeps everything typed.
 */
export function EditForm<Input extends FieldValues, Output extends FieldValues, Saved>({
  title,
  titleId,
  className,
  form,
  save,
  onSaved,
  onCancel,
  saving,
  children,
}: EditFormProps<Input, Output, Saved>) {
  const { submit, saveError } = useSaveAction(save, onSaved);
  return (
    <form className={className} onSubmit={form.handleSubmit(submit)} noValidate aria-labelledby={titleId}>
      <h1 id={titleId}>{title}</h1>
      {children}
      {saveError ? (
        <p className="rb-edit-form__error" role="alert">
          {saveError}
        </p>
      ) : null}
      <div className="rb-edit-form__actions">
        <Button type="submit" loading={saving}>
          Сохранить
        </Button>
        <Button type="button" variant="secondary" onClick={onCancel}>
          Отмена
        </Button>
      </div>
    </form>
  );
}

/** Fields side by side on a wide screen, stacked on a narrow one. */
export function FieldRow({ children }: { children: ReactNode }) {
  return <div className="rb-edit-form__row">{children}</div>;
}
