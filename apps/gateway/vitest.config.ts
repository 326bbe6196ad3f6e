import { defineConfig } from "vitest/config";
import { ProcessesFirstSequencer } from "./src/testing/sequencer";

export default defineConfig({
  resolve: { conditions: ["source"] },
  ssr: { resolve: { conditions: ["source"] } },
  // The global setup runs in Vitest's own environment, which takes neither of the above.
  environments: { __vitest__: { resolve: { conditions: ["source"] } } },
  test: {
    // expect.poll waits on a condition; its limit is a hang guard, not Vitest's 1 s default
    // (the chat's rate-limit test missed 1 s under CI's load with 7 of 13 acks still on the way).
    expect: { poll: { timeout: 60_000 } },
    include: ["src/**/*.test.ts"],
    environment: "node",
    // Migrates one database of each kind that every test file copies (src/testing/global-setup.ts).
    globalSetup: ["src/testing/global-setup.ts"],
    // The long, mostly waiting files (they start gateway processes) first, beside the rest.
    sequence: { sequencer: ProcessesFirstSequencer },
    // Each file opens its own databases (PGlite in memory, a throwaway PostgreSQL database);
    // two workers match the two cores of the CI machine.
    maxWorkers: 2,
    // Guards against a hang, not budgets: on CI's loaded two cores (the browser suite runs
    // beside this one) a test that opens its own PGlite gateway once took 27 s.
    testTimeout: 120_000,
    hookTimeout: 180_000,
    reporters: ["default", ["json", { outputFile: ".test-results/vitest.json" }]],
  },
});
