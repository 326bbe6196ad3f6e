import { defineConfig } from "tsup";
import { libraryBuild } from "../../scripts/tsup-library";

// The stylesheets are not tsup entries: scripts/build-css.mjs bundles them (esbuild's CSS
// bundler copies the fonts).
export default defineConfig(
  libraryBuild(new URL("./package.json", import.meta.url), {
    accepts: (source) => /\.tsx?$/.test(source),
    splitting: true,
  }),
);
