import { defineConfig } from "vitest/config";
import { pollHangGuard, readWorkspaceSources } from "../../scripts/vitest-shared";
import { ProcessesFirstSequencer } from "./src/testing/sequencer";

export default defineConfig({
  ...readWorkspaceSources,
  test: {
    expect: pollHangGuard,
    include: ["src/**/*.test.ts"],
    environment: "node",
    // Migrates one database of each kind that every test file copies (src/testing/global-setup.ts).
    globalSetup: ["src/testing/global-setup.ts"],
    // The long, mostly waiting files (they start gateway processes) first, beside the rest.
    sequence: { sequencer: ProcessesFirstSequencer },
    // A worker imports the gateway once for all its files instead of once per file (no test mocks
    // modules, stubs globals or fakes timers; each file builds its own app and databases): a third
    // less CPU and wall time for the suite.
    isolate: false,
    // Each file opens its own databases (PGlite in memory, a throwaway PostgreSQL database).
    // Three workers on CI's two cores: the process files (first, above) mostly wait on a killed
    // and restarted server — the import crash alone holds its worker about a minute — so a
    // third worker keeps two busy with the rest of the suite meanwhile.
    maxWorkers: 3,
    // Guards against a hang, not budgets: on CI's loaded two cores (the browser suite runs
    // beside this one) a test that opens its own PGlite gateway once took 27 s.
    testTimeout: 120_000,
    hookTimeout: 180_000,
    reporters: ["default", ["json", { outputFile: ".test-results/vitest.json" }]],
  },
});
