import arial from "@capsizecss/metrics/arial";
import golosText from "@capsizecss/metrics/golosText";
import roboto from "@capsizecss/metrics/roboto";
import type { Plugin } from "vite";

interface FontMetrics {
  ascent: number;
  descent: number;
  lineGap: number;
  unitsPerEm: number;
  xWidthAvg: number;
}

const percent = (value: number) => `${(value * 100).toFixed(2)}%`;

/**
 * An @font-face that makes a local font take the web font's room: scaled to the same average
 * glyph width (`size-adjust`) and given its ascent, descent and line gap, so text painted in
 * it before Golos Text arrives does not move when the swap happens.
 */
function fallbackFace(family: string, locals: string[], web: FontMetrics, local: FontMetrics): string {
  const sizeAdjust = web.xWidthAvg / web.unitsPerEm / (local.xWidthAvg / local.unitsPerEm);
  const ratio = (value: number) => percent(value / web.unitsPerEm / sizeAdjust);
  return [
    `@font-face{font-family:"${family}"`,
    `src:${locals.map((name) => `local("${name}")`).join(",")}`,
    `size-adjust:${percent(sizeAdjust)}`,
    `ascent-override:${ratio(web.ascent)}`,
    `descent-override:${ratio(Math.abs(web.descent))}`,
    `line-gap-override:${ratio(web.lineGap)}}`,
  ].join(";");
}

/**
 * Writes the size-adjusted fallbacks of Golos Text into index.html's head, computed from the
 * fonts' published metrics (@capsizecss/metrics): Arial (and its metric twin Liberation Sans)
 * on desktops, Roboto on Android. The design tokens name them right after the web font
 * (`--rb-font-sans` in packages/ui), so the first paint never waits for the font and never
 * jumps when it arrives (`font-display: swap` in @fontsource).
 */
export function fontFallbacks(): Plugin {
  const css =
    fallbackFace("Golos Text Fallback", ["Arial", "Liberation Sans", "Helvetica"], golosText, arial) +
    fallbackFace("Golos Text Fallback Roboto", ["Roboto"], golosText, roboto);
  return {
    name: "rabota-font-fallbacks",
    transformIndexHtml: () => [{ tag: "style", children: css, injectTo: "head" }],
  };
}
