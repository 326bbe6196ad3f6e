import { defineConfig } from "tsup";
import { libraryBuild } from "../../scripts/tsup-library";

// The stylesheets are not tsup entries: scripts/build-css.mjs bundles them (esbuild's CSS
// bundler copies the fonts). The declarations come from the components alone: the package's
// tsconfig also takes in the stories, the tests and the types of Storybook, Vite and Vitest,
// and building declarations over all that needed an 8 GB heap.
export default defineConfig(
  libraryBuild(new URL("./package.json", import.meta.url), {
    accepts: (source) => /\.tsx?$/.test(source),
    splitting: true,
    tsconfig: "tsconfig.build.json",
  }),
);
