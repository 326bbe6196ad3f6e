import { type HTMLAttributes, type ReactNode, useId } from "react";
import { FieldError, FieldHint } from "../field/field";
import { StarFilledIcon, StarIcon } from "../icon/icons";
import { cn } from "../lib/cn";

export type StarRatingProps = Omit<HTMLAttributes<HTMLSpanElement>, "children"> & {
  /** The rating, from 0 to `max`; a fraction fills stars to the nearest whole one. */
  value: number;
  /** How many stars the scale has. Default 5. */
  max?: number;
  /** What a screen reader reads instead of the stars (e.g. «Оценка 4 из 5»). */
  label: string;
  size?: "sm" | "md";
};

/**
 * A rating drawn as stars. The stars are decoration: assistive technology reads `label` (an
 * image with a name), so the text must say the figure.
 */
export function StarRating({ value, max = 5, label, size = "md", className, ...props }: StarRatingProps) {
  const filled = Math.round(Math.min(Math.max(value, 0), max));
  return (
    <span
      role="img"
      aria-label={label}
      data-slot="star-rating"
      className={cn("rb-star-rating", `rb-star-rating--${size}`, className)}
      {...props}
    >
      {Array.from({ length: max }, (_, index) =>
        index < filled ? (
          // biome-ignore lint/suspicious/noArrayIndexKey: the stars are positions on a fixed scale.
          <StarFilledIcon key={index} className="rb-star-rating__star rb-star-rating__star--on" />
        ) : (
          // biome-ignore lint/suspicious/noArrayIndexKey: the stars are positions on a fixed scale.
          <StarIcon key={index} className="rb-star-rating__star" />
        ),
      )}
    </span>
  );
}

export type RatingInputProps = {
  /** The group's visible name (a `legend`). */
  label: ReactNode;
  /** The radios' shared `name` (a form posted without JavaScript sends it). */
  name: string;
  /** The chosen rating, or null before a choice. */
  value: number | null;
  onValueChange: (value: number) => void;
  /** Each star's accessible name (e.g. `(n) => "4 из 5"`). */
  optionLabel: (value: number) => string;
  max?: number;
  hint?: ReactNode;
  /** The validation message; shown when `showError`. */
  error?: ReactNode;
  showError?: boolean;
  required?: boolean;
  disabled?: boolean;
  onBlur?: () => void;
  className?: string;
};

/**
 * A rating chosen from 1 to `max` stars: a group of native radio buttons (one tab stop, arrows
 * move and choose, Space checks), each drawn as a star; the stars up to the chosen or hovered
 * one light up. The error sits under the group and is tied to each radio.
 */
export function RatingInput({
  label,
  name,
  value,
  onValueChange,
  optionLabel,
  max = 5,
  hint,
  error,
  showError,
  required,
  disabled,
  onBlur,
  className,
}: RatingInputProps) {
  const id = useId();
  const errorVisible = Boolean(error) && showError === true;
  const hintId = `${id}-hint`;
  const errorId = `${id}-error`;
  const describedBy = [hint ? hintId : null, errorVisible ? errorId : null].filter(Boolean).join(" ");
  return (
    <fieldset
      data-slot="rating-input"
      data-invalid={errorVisible || undefined}
      className={cn("rb-rating-input", className)}
      disabled={disabled}
      aria-describedby={describedBy || undefined}
      aria-invalid={errorVisible || undefined}
    >
      <legend className="rb-rating-input__legend">{label}</legend>
      <div className="rb-rating-input__stars">
        {Array.from({ length: max }, (_, index) => {
          const option = index + 1;
          return (
            <label
              key={option}
              className={cn("rb-rating-input__option", value !== null && option <= value && "is-on")}
            >
              <input
                type="radio"
                className="rb-rating-input__radio"
                name={name}
                value={option}
                checked={value === option}
                required={required}
                onChange={() => onValueChange(option)}
                onBlur={onBlur}
              />
              <StarFilledIcon className="rb-rating-input__star" size={28} />
              <span className="rb-sr-only">{optionLabel(option)}</span>
            </label>
          );
        })}
      </div>
      {hint ? <FieldHint id={hintId}>{hint}</FieldHint> : null}
      {errorVisible ? <FieldError id={errorId}>{error}</FieldError> : null}
    </fieldset>
  );
}
