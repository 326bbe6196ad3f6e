import { describe, expect, it } from "vitest";
import packageJson from "../../package.json";

// The catalogue is the design system's documentation for designers and other teams: every
// component family the package publishes has stories, and its docs page says how the
// component behaves for keyboard and screen-reader users.
const storySources = import.meta.glob<string>("../*/*.stories.tsx", {
  query: "?raw",
  import: "default",
  eager: true,
});

/** The folders under src/ of the published component subpaths (`./button` → `button`). */
const publishedFamilies = Object.values(packageJson.exports).flatMap((target) => {
  const source = typeof target === "string" ? "" : target.source;
  const family = /^\.\/src\/([^/]+)\/index\.ts$/.exec(source)?.[1];
  return family ? [family] : [];
});

describe("the Storybook catalogue", () => {
  it("knows the published families", () => {
    expect(publishedFamilies).toContain("button");
    expect(publishedFamilies.length).toBeGreaterThan(20);
  });

  it.each(publishedFamilies)("documents %s with stories and an accessibility note", (family) => {
    const sources = Object.entries(storySources).filter(([path]) => path.startsWith(`../${family}/`));
    expect(sources.length, `src/${family} has no stories`).toBeGreaterThan(0);
    for (const [path, source] of sources) {
      expect(source, `${path}: a component description`).toMatch(/description:\s*\{\s*component:/);
      expect(source, `${path}: an accessibility note`).toContain("**Доступность.**");
      expect(source, `${path}: at least one story`).toMatch(/^export const \w+: Story/m);
    }
  });
});
