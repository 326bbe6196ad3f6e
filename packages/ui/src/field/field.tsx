import { type ReactNode, useId } from "react";
import { AlertIcon } from "../icon/icons";
import { cn } from "../lib/cn";
import { useErrorVisibility } from "./use-touched";

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
function useFieldIds(id: string | undefined) {
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
function describedBy(...ids: Array<string | false | null | undefined>): string | undefined {
  const list = ids.filter(Boolean).join(" ");
  return list.length > 0 ? list : undefined;
}

/** The data attributes the stylesheet reads: the field shows its error, or is disabled. */
export function fieldStateAttributes(errorVisible: boolean, disabled: boolean | undefined) {
  return {
    "data-invalid": errorVisible ? "" : undefined,
    "data-disabled": disabled ? "" : undefined,
  };
}

/** A message under a control: its id is what the control's `aria-describedby` names. */
type FieldMessageProps = { id: string; className?: string; children: ReactNode };

/** The validation message under a control, with its alert icon. */
export function FieldError({ id, className, children }: FieldMessageProps) {
  return (
    <p id={id} data-slot="field-error" className={cn("rb-field__error", className)}>
      <AlertIcon size={16} />
      <span>{children}</span>
    </p>
  );
}

/** The helper text under a control. */
export function FieldHint({ id, className, children }: FieldMessageProps) {
  return (
    <p id={id} data-slot="field-hint" className={cn("rb-field__hint", className)}>
      {children}
    </p>
  );
}

/** What `FieldShell` needs besides its children; `useField` builds it. */
type FieldShellState = {
  ids: ReturnType<typeof useFieldIds>;
  label: ReactNode;
  hideLabel?: boolean | undefined;
  hint?: ReactNode;
  error?: ReactNode;
  errorVisible: boolean;
  disabled?: boolean | undefined;
};

type FieldShellProps = FieldShellState & {
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
      {...fieldStateAttributes(errorVisible, disabled)}
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
      {errorVisible ? <FieldError id={ids.errorId}>{error}</FieldError> : null}
      {hint ? <FieldHint id={ids.hintId}>{hint}</FieldHint> : null}
    </div>
  );
}

/** The props a labelled control hands to `useField`; everything else is returned as `rest`. */
type FieldControlProps = FieldProps & { id?: string | undefined; disabled?: boolean | undefined };

/**
 * The part every labelled control shares: the ids, when the error shows, the props for
 * `FieldShell` (`shell`) and the accessibility props for the control itself (`control`:
 * id, disabled, required, `aria-required`, `aria-invalid`, `aria-describedby`). Call
 * `markTouched` when the user leaves the control.
 */
export function useField<P extends FieldControlProps>({
  id,
  label,
  hideLabel,
  hint,
  error,
  showError,
  required,
  disabled,
  ...rest
}: P) {
  const ids = useFieldIds(id);
  const { errorVisible, markTouched } = useErrorVisibility(error, showError);
  const shell: FieldShellState = { ids, label, hideLabel, hint, error, errorVisible, disabled };
  const control = {
    id: ids.controlId,
    disabled,
    required,
    "aria-required": required || undefined,
    "aria-invalid": errorVisible || undefined,
    "aria-describedby": describedBy(errorVisible && ids.errorId, hint ? ids.hintId : null),
  };
  return { ids, errorVisible, markTouched, shell, control, rest };
}
