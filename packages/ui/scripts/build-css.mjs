// Bundles the design system's stylesheets into dist/: `styles.css` (tokens, the self-hosted
// font and every component) and `tokens.css` (custom properties only). esbuild resolves the
// @import chain and copies the font files next to the CSS, so the published package is
// self-contained and needs no CSS tooling from its consumer.
import { build } from "esbuild";

await build({
  entryPoints: { styles: "src/styles.css", tokens: "src/tokens/tokens.css" },
  outdir: "dist",
  bundle: true,
  minify: true,
  sourcemap: true,
  logLevel: "warning",
  loader: { ".woff2": "file", ".woff": "file" },
  assetNames: "fonts/[name]-[hash]",
});
