import { defineConfig } from "vitest/config";

export default defineConfig({
  resolve: { conditions: ["source"] },
  test: {
    include: ["src/**/*.test.ts"],
    testTimeout: 20_000,
    hookTimeout: 90_000,
    reporters: ["default", ["json", { outputFile: ".test-results/vitest.json" }]],
  },
});
