import type { Plugin } from "vite";

/**
 * The web font file most of the first screen is set in: Russian text (Cyrillic). The Latin
 * subset (digits, punctuation, names like «Python») is not preloaded: it would compete with the
 * page and its stylesheet for a phone's bandwidth, and its text is painted at once in the
 * size-matched fallback (font-fallback.ts) and swapped without a shift when it arrives.
 */
const FIRST_PAINT_FONTS = /golos-text-cyrillic-wght-normal-[\w-]+\.woff2$/;

/**
 * Names the first paint's font files in index.html (`<link rel=preload>`), so the browser
 * fetches them with the entry script instead of after the stylesheet has been read and the
 * first text laid out.
 */
export function fontPreloads(): Plugin {
  return {
    name: "rabota-font-preloads",
    apply: "build",
    transformIndexHtml: {
      order: "post",
      handler: (_html, { bundle }) =>
        Object.keys(bundle ?? {})
          .filter((name) => FIRST_PAINT_FONTS.test(name))
          .map((name) => ({
            tag: "link",
            attrs: { rel: "preload", as: "font", type: "font/woff2", crossorigin: "", href: `/${name}` },
            injectTo: "head" as const,
          })),
    },
  };
}
