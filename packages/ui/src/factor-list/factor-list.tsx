import { cn } from "../lib/cn";
import { ProgressTrack } from "../progress-bar/progress-bar";
import { Tag } from "../tag/tag";

/** Where a factor's value comes from: a verified result, the person's own words, or nothing. */
export type FactorEvidence = "verified" | "declared" | "none";

/** One term of a weighted score: `contribution` points = weight × value × 100. */
export interface FactorItem {
  key: string;
  name: string;
  /** Share of the whole, 0..1. */
  weight: number;
  /** How far the term is met, 0..1. */
  value: number;
  /** Points it adds to the score. */
  contribution: number;
  evidence: FactorEvidence;
  /** What the value rests on. */
  explanation?: string;
  /** What would raise it (empty when nothing can). */
  howToImprove?: string;
}

/** The words of the list (the app's language). */
export interface FactorListLabels {
  weight: string;
  value: string;
  contribution: string;
  howToImprove: string;
  evidence: Record<FactorEvidence, string>;
}

export interface FactorListProps {
  factors: readonly FactorItem[];
  labels: FactorListLabels;
  /** Number format locale (default ru-RU). */
  locale?: string;
  className?: string;
}

const EVIDENCE_TONES = { verified: "success", declared: "info", none: "neutral" } as const;

/**
 * A weighted score taken apart: per factor its weight, its value as a bar, the points it
 * adds, where the value comes from and what would raise it. The numbers are text too, so
 * the bar is never the only carrier of meaning.
 */
export function FactorList({ factors, labels, locale = "ru-RU", className }: FactorListProps) {
  const percent = new Intl.NumberFormat(locale, { style: "percent", maximumFractionDigits: 0 });
  const points = new Intl.NumberFormat(locale, { maximumFractionDigits: 1 });
  return (
    <ul data-slot="factor-list" className={cn("rb-tile-list rb-factor-list", className)}>
      {factors.map((factor) => (
        <li key={factor.key} className="rb-tile rb-factor-list__item" data-testid="factor">
          <div className="rb-spread rb-factor-list__head">
            <h3 className="rb-factor-list__name">{factor.name}</h3>
            <Tag size="sm" tone={EVIDENCE_TONES[factor.evidence]}>
              {labels.evidence[factor.evidence]}
            </Tag>
          </div>
          <ProgressTrack fraction={factor.value} />
          <dl className="rb-factor-list__facts">
            <div>
              <dt>{labels.weight}</dt>
              <dd>{percent.format(factor.weight)}</dd>
            </div>
            <div>
              <dt>{labels.value}</dt>
              <dd>{percent.format(factor.value)}</dd>
            </div>
            <div>
              <dt>{labels.contribution}</dt>
              <dd>+{points.format(factor.contribution)}</dd>
            </div>
          </dl>
          {factor.explanation ? <p className="rb-factor-list__text">{factor.explanation}</p> : null}
          {factor.howToImprove ? (
            <p className="rb-factor-list__improve">
              <strong>{labels.howToImprove}</strong> {factor.howToImprove}
            </p>
          ) : null}
        </li>
      ))}
    </ul>
  );
}
