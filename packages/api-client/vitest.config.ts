import { defineConfig } from "vitest/config";

export default defineConfig({
  resolve: { conditions: ["source"] },
  test: {
    include: ["src/**/*.test.ts"],
    testTimeout: 15_000,
    reporters: ["default", ["json", { outputFile: ".test-results/vitest.json" }]],
  },
});
