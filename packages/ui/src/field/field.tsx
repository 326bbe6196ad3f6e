import { type ReactNode, useId } from "react";
import { AlertIcon } from "../icon/icons";
import { cn } from "../lib/cn";

/** The props every labelled form control shares. */
export type FieldProps = {
  /** Visible label (required for accessibility; hide it visually with `hideLabel`). */
  label: ReactNode;
  /** Keep the label for screen readers only (e.g. a search box with an icon). */
  hideLabel?: boolean;
  /** Helper text under the control. */
  hint?: ReactNode;
  /** The validation message; shown only when `showError` allows it. */
  error?: ReactNode;
  /**
   * Whether the error may be shown. Undefined means "after the user has left the field
   * once" — the component tracks that itself. Pass `true` after a submit attempt.
   */
  showError?: boolean;
  /** Marks the field as required (adds `aria-required`; the label shows no asterisk by design). */
  required?: boolean;
};

/** Ids that tie a control to its label, hint and error. */
export function useFieldIds(id: string | undefined) {
  const generated = useId();
  const controlId = id ?? `rb-field-${generated}`;
  return {
    controlId,
    labelId: `${controlId}-label`,
    hintId: `${controlId}-hint`,
    errorId: `${controlId}-error`,
  };
}

/** Builds `aria-describedby` from the parts that are actually rendered. */
export function describedBy(...ids: Array<string | false | null | undefined>): string | undefined {
  const list = ids.filter(Boolean).join(" ");
  return list.length > 0 ? list : undefined;
}

type FieldShellProps = {
  ids: ReturnType<typeof useFieldIds>;
  label: ReactNode;
  hideLabel?: boolean | undefined;
  hint?: ReactNode;
  error?: ReactNode;
  errorVisible: boolean;
  disabled?: boolean | undefined;
  className?: string | undefined;
  /** `label` for native controls; `legend`-like span for composite ones that label by id. */
  labelAs?: "label" | "span";
  children: ReactNode;
};

/** Lays out label, control, hint and error, with the slots the stylesheet targets. */
export function FieldShell({
  ids,
  label,
  hideLabel,
  hint,
  error,
  errorVisible,
  disabled,
  className,
  labelAs = "label",
  children,
}: FieldShellProps) {
  const LabelTag = labelAs;
  return (
    <div
      data-slot="field"
      data-invalid={errorVisible ? "" : undefined}
      data-disabled={disabled ? "" : undefined}
      className={cn("rb-field", className)}
    >
      <LabelTag
        id={ids.labelId}
        htmlFor={labelAs === "label" ? ids.controlId : undefined}
        data-slot="field-label"
        className={cn("rb-field__label", hideLabel && "rb-sr-only")}
      >
        {label}
      </LabelTag>
      {children}
      {errorVisible ? (
        <p id={ids.errorId} data-slot="field-error" className="rb-field__error">
          <AlertIcon size={16} />
          <span>{error}</span>
        </p>
      ) : null}
      {hint ? (
        <p id={ids.hintId} data-slot="field-hint" className="rb-field__hint">
          {hint}
        </p>
      ) : null}
    </div>
  );
}
