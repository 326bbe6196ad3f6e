import type { Plugin } from "vite";

/** The web font files the first paint needs: Russian text (Cyrillic) with Latin digits and punctuation. */
const FIRST_PAINT_FONTS = /golos-text-(cyrillic|latin)-wght-normal-[\w-]+\.woff2$/;

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
