import { defineConfig } from "vitest/config";

export default defineConfig({
  // Workspace packages are read from source (no build needed first); Node-side tests resolve
  // through the SSR resolver, which takes its own conditions.
  resolve: { conditions: ["source"] },
  ssr: { resolve: { conditions: ["source"] } },
  // The global setup runs in Vitest's own environment, which takes neither of the above: without
  // this it read the built `dist/` of @rabota/domain, and failed when turbo rebuilt that beside it.
  environments: { __vitest__: { resolve: { conditions: ["source"] } } },
  test: {
    include: ["src/**/*.test.ts"],
    globalSetup: ["src/testing/global-setup.ts"],
    // A guard against a hang, not a budget: each of the socket tests' waits has a 60 s guard of its own.
    testTimeout: 240_000,
    hookTimeout: 90_000,
    reporters: ["default", ["json", { outputFile: ".test-results/vitest.json" }]],
  },
});
