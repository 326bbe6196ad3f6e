import { defineConfig } from "vitest/config";

export default defineConfig({
  resolve: { conditions: ["source"] },
  test: {
    // expect.poll waits on a condition; its limit is a hang guard, not Vitest's 1 s default
    // (the chat's rate-limit test missed 1 s under CI's load with 7 of 13 acks still on the way).
    expect: { poll: { timeout: 60_000 } },
    environment: "jsdom",
    include: ["src/**/*.test.{ts,tsx}"],
    // A budget, not a wait: component tests type and click through whole forms, which takes
    // seconds on a loaded two-core machine (5 s, the default, timed out there once).
    testTimeout: 30_000,
    reporters: ["default", ["json", { outputFile: ".test-results/vitest.json" }]],
  },
});
