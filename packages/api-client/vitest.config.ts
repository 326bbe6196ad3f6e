import { defineConfig } from "vitest/config";
import { pollHangGuard, readWorkspaceSources } from "../../scripts/vitest-shared";

export default defineConfig({
  ...readWorkspaceSources,
  test: {
    expect: pollHangGuard,
    include: ["src/**/*.test.ts"],
    globalSetup: ["src/testing/global-setup.ts"],
    // A guard against a hang, not a budget: each of the socket tests' waits has a 60 s guard of its own.
    testTimeout: 240_000,
    hookTimeout: 90_000,
    reporters: ["default", ["json", { outputFile: ".test-results/vitest.json" }]],
  },
});
