import type { HTMLAttributes, ReactNode } from "react";
import { useId } from "react";
import { cn } from "../lib/cn";

export type ProgressBarProps = Omit<HTMLAttributes<HTMLDivElement>, "children"> & {
  /** What progresses, shown above the bar; it names the progressbar. */
  label: ReactNode;
  /** Done so far; omit while the amount is not known yet (an indeterminate, moving bar). */
  value?: number;
  /** The whole amount. */
  max?: number;
  /** The value in words, shown and read by screen readers (e.g. «12 из 25»). */
  valueText?: string;
};

/**
 * A labelled progress bar (`role="progressbar"` with `aria-valuenow`/`aria-valuetext`), or
 * an indeterminate one while the total is unknown. The bar eases between values and stops
 * moving for people who ask for reduced motion.
 */
export function ProgressBar({ label, value, max = 100, valueText, className, ...props }: ProgressBarProps) {
  const labelId = useId();
  const known = value !== undefined && max > 0;
  const percent = known ? Math.min(100, Math.max(0, (value / max) * 100)) : 0;
  return (
    <div data-slot="progress-bar" className={cn("rb-progress", className)} {...props}>
      <div className="rb-progress__head">
        <span id={labelId} className="rb-progress__label">
          {label}
        </span>
        {valueText ? (
          <span className="rb-progress__value" aria-hidden="true">
            {valueText}
          </span>
        ) : null}
      </div>
      <div
        role="progressbar"
        aria-labelledby={labelId}
        aria-valuemin={0}
        aria-valuemax={known ? max : undefined}
        aria-valuenow={known ? value : undefined}
        aria-valuetext={valueText}
        className={cn("rb-progress__track", !known && "rb-progress__track--indeterminate")}
      >
        <span className="rb-progress__fill" style={known ? { width: `${percent}%` } : undefined} />
      </div>
    </div>
  );
}

export type ProgressTrackProps = Omit<HTMLAttributes<HTMLDivElement>, "children"> & {
  /** How full the bar is, from 0 to 1 (clamped). */
  fraction: number;
};

/**
 * The bar alone, hidden from screen readers: for an amount the text beside it already says
 * («Вопрос 3 из 10», a factor's value), where a second progressbar would only repeat it.
 */
export function ProgressTrack({ fraction, className, ...props }: ProgressTrackProps) {
  const percent = Math.round(Math.min(1, Math.max(0, fraction)) * 100);
  return (
    <div
      data-slot="progress-track"
      aria-hidden="true"
      className={cn("rb-progress__track", className)}
      {...props}
    >
      <span className="rb-progress__fill" style={{ width: `${percent}%` }} />
    </div>
  );
}
