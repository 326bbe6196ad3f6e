import { useEffect, useState } from "react";
import { FieldShell, useField } from "../field/field";
import { ChevronDownIcon } from "../icon/icons";

export type MonthInputProps = {
  /** The group's visible label, e.g. «Начало работы»; each select is named after it. */
  label: string;
  /** The month as `YYYY-MM`, or "" for none (controlled). */
  value: string;
  /** Receives `YYYY-MM` once both a month and a year are chosen, "" while either is missing. */
  onValueChange: (value: string) => void;
  /** Called when focus leaves either select. */
  onBlur?: () => void;
  /** The twelve month names, January first (e.g. «январь» … «декабрь»). */
  monthNames: readonly string[];
  /** The earliest and latest months offered, `YYYY-MM`; the years run from the latest down. */
  min: string;
  max: string;
  /** Names of the two selects and their empty choice. Default «Месяц» and «Год». */
  monthLabel?: string;
  yearLabel?: string;
  hint?: string;
  error?: string;
  showError?: boolean;
  required?: boolean;
  disabled?: boolean;
  id?: string;
  name?: string;
};

type Parts = { month: string; year: string };

const partsOf = (value: string): Parts => {
  const match = /^(\d{4})-(\d{2})$/.exec(value);
  return match ? { year: match[1] ?? "", month: match[2] ?? "" } : { year: "", month: "" };
};

/**
 * A month and year picked from two native selects (months by name, years newest first)
 * instead of `<input type="month">`, whose empty look and picker follow the browser's
 * language rather than the page's. Months after `max` (or before `min`) of the edge years
 * cannot be chosen. The value is `YYYY-MM`, so validation stays the form's job.
 */
export function MonthInput({
  label,
  value,
  onValueChange,
  onBlur,
  monthNames,
  min,
  max,
  monthLabel = "Месяц",
  yearLabel = "Год",
  name,
  ...fieldProps
}: MonthInputProps) {
  const { ids, shell, control, markTouched } = useField({ label, ...fieldProps });
  // A half-made choice (a month without a year) lives here until the value can say it.
  const [parts, setParts] = useState<Parts>(() => partsOf(value));
  useEffect(() => {
    if (value !== "" || (parts.month !== "" && parts.year !== "")) setParts(partsOf(value));
  }, [value, parts.month, parts.year]);

  const from = partsOf(min);
  const to = partsOf(max);
  const years: string[] = [];
  for (let year = Number(to.year); year >= Number(from.year); year -= 1) years.push(String(year));

  const change = (next: Parts) => {
    setParts(next);
    onValueChange(next.month !== "" && next.year !== "" ? `${next.year}-${next.month}` : "");
  };
  const outOfRange = (month: string) =>
    (parts.year === to.year && month > to.month) || (parts.year === from.year && month < from.month);
  const leave = () => {
    markTouched();
    onBlur?.();
  };
  const { id: _controlId, ...a11y } = control;

  return (
    <FieldShell {...shell} labelAs="span">
      <fieldset aria-labelledby={ids.labelId} className="rb-month-input">
        <div className="rb-control rb-select">
          <select
            {...a11y}
            id={ids.controlId}
            name={name ? `${name}.month` : undefined}
            aria-label={`${label}, ${monthLabel.toLowerCase()}`}
            className="rb-control__input rb-select__native"
            value={parts.month}
            onChange={(event) => change({ ...parts, month: event.target.value })}
            onBlur={leave}
          >
            <option value="">{monthLabel}</option>
            {monthNames.map((monthName, index) => {
              const month = String(index + 1).padStart(2, "0");
              return (
                <option key={month} value={month} disabled={outOfRange(month)}>
                  {monthName}
                </option>
              );
            })}
          </select>
          <ChevronDownIcon className="rb-select__chevron" />
        </div>
        <div className="rb-control rb-select">
          <select
            {...a11y}
            name={name ? `${name}.year` : undefined}
            aria-label={`${label}, ${yearLabel.toLowerCase()}`}
            className="rb-control__input rb-select__native"
            value={parts.year}
            onChange={(event) => change({ ...parts, year: event.target.value })}
            onBlur={leave}
          >
            <option value="">{yearLabel}</option>
            {years.map((year) => (
              <option key={year} value={year}>
                {year}
              </option>
            ))}
          </select>
          <ChevronDownIcon className="rb-select__chevron" />
        </div>
      </fieldset>
    </FieldShell>
  );
}
