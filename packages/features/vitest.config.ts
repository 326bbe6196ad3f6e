import { defineConfig } from "vitest/config";
import { pollHangGuard } from "../../scripts/vitest-shared";

export default defineConfig({
  resolve: { conditions: ["source"] },
  test: {
    expect: pollHangGuard,
    environment: "jsdom",
    include: ["src/**/*.test.{ts,tsx}"],
    // A budget, not a wait: component tests type and click through whole forms, which takes
    // seconds on a loaded two-core machine (5 s, the default, timed out there once).
    testTimeout: 30_000,
    reporters: ["default", ["json", { outputFile: ".test-results/vitest.json" }]],
  },
});
