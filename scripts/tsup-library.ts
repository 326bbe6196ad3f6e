import { readFileSync } from "node:fs";

type PackageExports = { exports: Record<string, string | { source: string }> };

/**
 * The build every published package (domain, api-client, ui) shares: ESM with types and
 * source maps, one entry per public subpath of its package.json "exports", so the entries
 * cannot drift from the exports publint checks. `accepts` narrows which sources tsup builds
 * (ui bundles its stylesheets separately); `splitting` shares chunks between the entries;
 * `tsconfig` is the one the declarations are built with (ui's leaves out stories and tests).
 */
export function libraryBuild(
  packageJsonUrl: URL,
  {
    accepts = () => true,
    splitting,
    tsconfig,
  }: { accepts?: (source: string) => boolean; splitting?: boolean; tsconfig?: string } = {},
) {
  const pkg = JSON.parse(readFileSync(packageJsonUrl, "utf8")) as PackageExports;
  const entry = Object.values(pkg.exports).flatMap((target) =>
    typeof target === "string" || !accepts(target.source) ? [] : [target.source],
  );
  return {
    entry,
    format: ["esm" as const],
    dts: true,
    clean: true,
    sourcemap: true,
    target: "es2022",
    treeshake: true,
    ...(splitting === undefined ? {} : { splitting }),
    ...(tsconfig === undefined ? {} : { tsconfig }),
  };
}
