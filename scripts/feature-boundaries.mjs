#!/usr/bin/env node
// Keeps biome.json's "no feature imports another feature" overrides in step with the folders
// of packages/features/src. Biome's noRestrictedImports matches import strings, not resolved
// files, and an override replaces the rule's options instead of adding to them, so every
// feature needs its own override that repeats the package-wide bans and adds "none of the
// other features". Writing them by hand would drift the day a feature is added; this script
// derives them from the folder list.
//
//   node scripts/feature-boundaries.mjs          rewrite biome.json
//   node scripts/feature-boundaries.mjs --check  exit 1 when biome.json is out of date (lint)
import { readdirSync, readFileSync, writeFileSync } from "node:fs";
import { dirname, join } from "node:path";
import { fileURLToPath } from "node:url";

const ROOT = join(dirname(fileURLToPath(import.meta.url)), "..");
const BIOME = join(ROOT, "biome.json");
const FEATURES_SRC = "packages/features/src";
/** The shared part of the features package: any feature may import it, it imports no feature. */
const SHARED = "lib";
const MARK = "feature boundary";

const features = readdirSync(join(ROOT, FEATURES_SRC), { withFileTypes: true })
  .filter((entry) => entry.isDirectory() && entry.name !== SHARED)
  .map((entry) => entry.name)
  .sort();

const config = JSON.parse(readFileSync(BIOME, "utf8"));
const packageWide = config.overrides.find((override) => override.includes?.includes("packages/features/**"));
if (!packageWide) throw new Error('biome.json has no override for "packages/features/**"');
const packagePatterns = packageWide.linter.rules.style.noRestrictedImports.options.patterns;

/** Import strings that reach `feature` from elsewhere in the package: relative or by package name. */
const reaching = (feature) => [
  `../**/${feature}`,
  `../**/${feature}/**`,
  `@rabota/features/${feature}`,
  `@rabota/features/${feature}/**`,
];

function boundary(folder, forbidden, message) {
  return {
    includes: [`${FEATURES_SRC}/${folder}/**`],
    linter: {
      rules: {
        style: {
          noRestrictedImports: {
            level: "error",
            options: {
              patterns: [{ group: forbidden.flatMap(reaching), message }, ...packagePatterns],
            },
          },
        },
      },
    },
  };
}

const generated = [
  ...features.map((feature) =>
    boundary(
      feature,
      features.filter((other) => other !== feature),
      `A feature never imports another feature (${MARK}): put what both need in ${FEATURES_SRC}/${SHARED}, or let the app page compose the two. Features that know each other cannot be changed, tested or removed one at a time.`,
    ),
  ),
  boundary(
    SHARED,
    features,
    `${FEATURES_SRC}/${SHARED} is the shared part every feature may import, so it imports no feature (${MARK}); otherwise two features would meet through it.`,
  ),
];

const isGenerated = (override) =>
  override.linter?.rules?.style?.noRestrictedImports?.options?.patterns?.[0]?.message?.includes(MARK);
const kept = config.overrides.filter((override) => !isGenerated(override));
const next = { ...config, overrides: [...kept, ...generated] };

const same = JSON.stringify(next.overrides) === JSON.stringify(config.overrides);
if (process.argv.includes("--check")) {
  if (!same) {
    console.error(
      `biome.json's feature-boundary overrides do not match the folders of ${FEATURES_SRC} (${features.join(", ")}).\nRun: node scripts/feature-boundaries.mjs && pnpm exec biome format --write biome.json`,
    );
    process.exit(1);
  }
} else if (!same) {
  writeFileSync(BIOME, `${JSON.stringify(next, null, 2)}\n`);
  console.log(`biome.json: boundaries for ${features.join(", ")} and ${SHARED}`);
}
