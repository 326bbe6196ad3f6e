import { defineConfig } from "vitest/config";

export default defineConfig({
  test: {
    include: ["src/**/*.test.ts"],
    environment: "node",
    maxWorkers: 2,
    testTimeout: 20_000,
    reporters: ["default", ["json", { outputFile: ".test-results/vitest.json" }]],
  },
});
