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
    // expect.poll waits on a condition; its limit is a hang guard, not Vitest's 1 s default
    // (the chat's rate-limit test missed 1 s under CI's load with 7 of 13 acks still on the way).
    expect: { poll: { timeout: 60_000 } },
    include: ["src/**/*.test.ts"],
    globalSetup: ["src/testing/global-setup.ts"],
    // A guard against a hang, not a budget: each of the socket tests' waits has a 60 s guard of its own.
    testTimeout: 240_000,
    hookTimeout: 90_000,
    reporters: ["default", ["json", { outputFile: ".test-results/vitest.json" }]],
  },
});
