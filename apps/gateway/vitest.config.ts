import { defineConfig } from "vitest/config";

export default defineConfig({
  resolve: { conditions: ["source"] },
  ssr: { resolve: { conditions: ["source"] } },
  test: {
    include: ["src/**/*.test.ts"],
    environment: "node",
    // Each file opens its own databases (PGlite in memory, a throwaway PostgreSQL database);
    // two workers match the two cores of the CI machine.
    maxWorkers: 2,
    testTimeout: 20_000,
    hookTimeout: 60_000,
    reporters: ["default", ["json", { outputFile: ".test-results/vitest.json" }]],
  },
});
