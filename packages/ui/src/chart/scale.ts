/** A linear scale from values to positions, and its round ticks. */
export interface LinearScale {
  /** The position of `value` between `from` and `to`. */
  at(value: number): number;
  /** Round values across the domain, lowest first (its ends included). */
  ticks: number[];
}

/** The round step (1, 2 or 5 times a power of ten) that splits `span` into about `count` parts. */
export function niceStep(span: number, count: number): number {
  if (!(span > 0) || count < 1) return 1;
  const raw = span / count;
  const power = 10 ** Math.floor(Math.log10(raw));
  const fraction = raw / power;
  const nice = fraction <= 1 ? 1 : fraction <= 2 ? 2 : fraction <= 5 ? 5 : 10;
  return nice * power;
}

/**
 * A scale over `[min, max]` widened to round ticks (about `count` steps), mapped onto
 * positions `from`…`to`; a domain of one value is widened by a step around it.
 */
export function linearScale(min: number, max: number, from: number, to: number, count = 4): LinearScale {
  const low = Math.min(min, max);
  const high = Math.max(min, max);
  const step = niceStep(high > low ? high - low : Math.abs(high) || 1, count);
  const start = Math.floor(low / step) * step;
  let end = Math.ceil(high / step) * step;
  if (end === start) end = start + step;
  const ticks: number[] = [];
  for (let tick = start; tick <= end + step / 2; tick += step) ticks.push(Math.round(tick * 1e6) / 1e6);
  return { at: (value) => from + ((value - start) / (end - start)) * (to - from), ticks };
}
