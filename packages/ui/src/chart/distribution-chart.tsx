import type { SVGAttributes } from "react";
import { cn } from "../lib/cn";
import { linearScale } from "./scale";

/** The five percentiles a distribution chart draws. */
export interface Percentiles {
  p10: number;
  p25: number;
  median: number;
  p75: number;
  p90: number;
}

export type DistributionChartProps = Omit<SVGAttributes<SVGSVGElement>, "children" | "role"> & {
  /** What the chart shows, read by screen readers (the chart is one image to them). */
  label: string;
  percentiles: Percentiles;
  /** A value as the axis and the median's mark write it. */
  formatValue: (value: number) => string;
  /** The median's caption above its mark («медиана»). */
  medianLabel: string;
};

const WIDTH = 400;
const HEIGHT = 132;
const SIDE = 24;
const BAND_TOP = 44;
const BAND_HEIGHT = 36;
const AXIS_Y = 104;

/**
 * A distribution drawn from its percentiles: a light band from p10 to p90, the p25–p75 box on it
 * and a mark at the median with its value, over an axis of round values. An SVG with
 * `role="img"`, named by `label`; the numbers themselves belong in a table beside it.
 */
export function DistributionChart({
  label,
  percentiles: values,
  formatValue,
  medianLabel,
  className,
  ...props
}: DistributionChartProps) {
  const scale = linearScale(values.p10, values.p90, SIDE, WIDTH - SIDE, 4);
  const x = (value: number) => Math.round(scale.at(value) * 10) / 10;
  const medianX = x(values.median);
  // The median's caption stays inside the picture near the ends.
  const anchor = medianX < WIDTH * 0.2 ? "start" : medianX > WIDTH * 0.8 ? "end" : "middle";
  return (
    <svg
      data-slot="distribution-chart"
      role="img"
      aria-label={label}
      viewBox={`0 0 ${WIDTH} ${HEIGHT}`}
      className={cn("rb-chart", className)}
      {...props}
    >
      <g>
        {scale.ticks.map((tick) => (
          <g key={tick}>
            <line className="rb-chart__grid" x1={x(tick)} x2={x(tick)} y1={BAND_TOP - 8} y2={AXIS_Y} />
            <text
              className="rb-chart__tick"
              x={x(tick)}
              y={AXIS_Y + 18}
              textAnchor={tick === scale.ticks[0] ? "start" : tick === scale.ticks.at(-1) ? "end" : "middle"}
            >
              {formatValue(tick)}
            </text>
          </g>
        ))}
        <line className="rb-chart__axis" x1={SIDE} x2={WIDTH - SIDE} y1={AXIS_Y} y2={AXIS_Y} />
        <rect
          className="rb-chart__band"
          x={x(values.p10)}
          y={BAND_TOP + BAND_HEIGHT / 4}
          width={Math.max(1, x(values.p90) - x(values.p10))}
          height={BAND_HEIGHT / 2}
          rx={4}
        />
        <rect
          className="rb-chart__box"
          x={x(values.p25)}
          y={BAND_TOP}
          width={Math.max(1, x(values.p75) - x(values.p25))}
          height={BAND_HEIGHT}
          rx={4}
        />
        <line
          className="rb-chart__median"
          x1={medianX}
          x2={medianX}
          y1={BAND_TOP - 4}
          y2={BAND_TOP + BAND_HEIGHT + 4}
        />
        <text className="rb-chart__value" x={medianX} y={BAND_TOP - 12} textAnchor={anchor}>
          {medianLabel} {formatValue(values.median)}
        </text>
      </g>
    </svg>
  );
}
