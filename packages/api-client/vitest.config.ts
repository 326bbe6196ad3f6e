import { defineConfig } from "vitest/config";

export default defineConfig({
  // Workspace packages are read from source (no build needed first); Node-side tests resolve
  // through the SSR resolver, which takes its own conditions.
  resolve: { conditions: ["source"] },
  ssr: { resolve: { conditions: ["source"] } },
  test: {
    include: ["src/**/*.test.ts"],
    globalSetup: ["src/testing/global-setup.ts"],
    testTimeout: 20_000,
    hookTimeout: 90_000,
    reporters: ["default", ["json", { outputFile: ".test-results/vitest.json" }]],
  },
});
