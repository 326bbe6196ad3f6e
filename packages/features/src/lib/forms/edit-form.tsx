import { Button } from "@rabota/ui/button";
import type { FormEventHandler, ReactNode } from "react";
import "./edit-form.css";

export interface EditFormProps {
  /** The page heading. */
  title: string;
  /** Id of the heading, which names the form. */
  titleId: string;
  /** The form element's own classes (its column layout). */
  className: string;
  /** A react-hook-form `handleSubmit(...)`. */
  onSubmit: FormEventHandler<HTMLFormElement>;
  /** Leaves without saving. */
  onCancel: () => void;
  saving: boolean;
  /** The server's message after a failed save. */
  saveError: string | null;
  children: ReactNode;
}

/** The frame of every profile edit form: heading, fields, the save error, «Сохранить» and «Отмена». */
export function EditForm({
  title,
  titleId,
  className,
  onSubmit,
  onCancel,
  saving,
  saveError,
  children,
}: EditFormProps) {
  return (
    <form className={className} onSubmit={onSubmit} noValidate aria-labelledby={titleId}>
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
