import { readFileSync } from "node:fs";
import { defineConfig } from "tsup";

// Entries mirror package.json "exports": every public subpath is one entry.
const pkg = JSON.parse(readFileSync(new URL("./package.json", import.meta.url), "utf8")) as {
  exports: Record<string, string | { source: string }>;
};
const entry = Object.values(pkg.exports).flatMap((target) =>
  typeof target === "string" ? [] : [target.source],
);

export default defineConfig({
  entry,
  format: ["esm"],
  dts: true,
  clean: true,
  sourcemap: true,
  target: "es2022",
  treeshake: true,
});
