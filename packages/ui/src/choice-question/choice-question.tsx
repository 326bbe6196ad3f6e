import { type ReactNode, useId } from "react";
import { cn } from "../lib/cn";

export interface ChoiceQuestionProps {
  /** The question: the fieldset's legend, so a screen reader names the radio group by it. */
  question: ReactNode;
  /** A code or table snippet shown monospaced under the question. */
  code?: string | null;
  /** The options in the order to show; the value is an option's position. */
  options: readonly string[];
  /** The chosen option's position, or null for none yet. */
  value: number | null;
  onChange: (option: number) => void;
  disabled?: boolean;
  className?: string;
}

/**
 * One multiple-choice question: a `<fieldset>` whose `<legend>` is the question and whose
 * options are native radio buttons, so the arrow keys move within the group, Tab leaves it
 * and the platform announces "1 of 4".
 */
export function ChoiceQuestion({
  question,
  code,
  options,
  value,
  onChange,
  disabled,
  className,
}: ChoiceQuestionProps) {
  const name = useId();
  return (
    <fieldset data-slot="choice-question" className={cn("rb-choice-question", className)} disabled={disabled}>
      <legend className="rb-choice-question__legend">{question}</legend>
      {code ? <pre className="rb-choice-question__code">{code}</pre> : null}
      <div className="rb-choice-question__options">
        {options.map((option, index) => (
          // biome-ignore lint/suspicious/noArrayIndexKey: an option is its position; texts may repeat
          <label key={index} className="rb-choice-question__option">
            <input
              type="radio"
              className="rb-choice-question__input"
              name={name}
              value={index}
              checked={value === index}
              onChange={() => onChange(index)}
            />
            <span className="rb-choice-question__text">{option}</span>
          </label>
        ))}
      </div>
    </fieldset>
  );
}
