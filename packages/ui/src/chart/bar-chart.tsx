import type { SVGAttributes } from "react";
import { cn } from "../lib/cn";
import { linearScale } from "./scale";

/** One bar: its key, its caption under the axis, its value (null: no bar, e.g. too few data). */
export interface BarDatum {
  key: string;
  label: string;
  value: number | null;
}

export type BarChartProps = Omit<SVGAttributes<SVGSVGElement>, "children" | "role"> & {
  /** What the chart shows, read by screen readers (the chart is one image to them). */
  label: string;
  bars: readonly BarDatum[];
  /** A value as the axis writes it. */
  formatValue: (value: number) => string;
};

const WIDTH = 400;
const HEIGHT = 180;
const LEFT = 64;
const RIGHT = 8;
const TOP = 12;
const BOTTOM = 150;

/**
 * Bars over a row of captions (the months of a year) with a value axis of round values from
 * zero; a bar without a value is left empty, its caption kept (on a phone, of more than six
 * bars every other caption is left out, the last kept: twelve months' would run together). An
 * SVG with `role="img"`, named by `label`; the numbers themselves belong in a table beside it.
 */
export function BarChart({ label, bars, formatValue, className, ...props }: BarChartProps) {
  const values = bars.flatMap((bar) => (bar.value === null ? [] : [bar.value]));
  const scale = linearScale(0, Math.max(1, ...values), BOTTOM, TOP, 3);
  const slot = (WIDTH - LEFT - RIGHT) / Math.max(1, bars.length);
  const barWidth = Math.max(2, slot * 0.64);
  const round = (value: number) => Math.round(value * 10) / 10;
  return (
    <svg
      data-slot="bar-chart"
      role="img"
      aria-label={label}
      viewBox={`0 0 ${WIDTH} ${HEIGHT}`}
      className={cn("rb-chart", className)}
      {...props}
    >
      <g>
        {scale.ticks.map((tick) => (
          <g key={tick}>
            <line
              className={tick === 0 ? "rb-chart__axis" : "rb-chart__grid"}
              x1={LEFT}
              x2={WIDTH - RIGHT}
              y1={round(scale.at(tick))}
              y2={round(scale.at(tick))}
            />
            <text className="rb-chart__tick" x={LEFT - 6} y={round(scale.at(tick)) + 4} textAnchor="end">
              {formatValue(tick)}
            </text>
          </g>
        ))}
        {bars.map((bar, index) => {
          const center = LEFT + slot * index + slot / 2;
          return (
            <g key={bar.key}>
              {bar.value === null ? null : (
                <rect
                  className="rb-chart__bar"
                  x={round(center - barWidth / 2)}
                  y={round(scale.at(bar.value))}
                  width={round(barWidth)}
                  height={round(Math.max(0, BOTTOM - scale.at(bar.value)))}
                  rx={2}
                />
              )}
              <text
                className={cn(
                  "rb-chart__tick",
                  (bars.length - 1 - index) % 2 === 1 && bars.length > 6 && "rb-chart__tick--minor",
                )}
                x={round(center)}
                y={BOTTOM + 18}
                textAnchor="middle"
              >
                {bar.label}
              </text>
            </g>
          );
        })}
      </g>
    </svg>
  );
}
