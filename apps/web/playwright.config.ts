import { mkdtempSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { defineConfig, devices } from "@playwright/test";

// Browser tests drive Debian's Chromium against the built app served by the real gateway
// (its own throwaway embedded database, mail in the outbox). Playwright's own browser
// download is never used: it cannot work on these machines.
const port = Number(process.env.E2E_PORT ?? 4310);
const baseURL = `http://127.0.0.1:${port}`;
const dataDir = mkdtempSync(join(tmpdir(), "rabota-e2e-"));

/** Access tokens live this many seconds in the test server, so tests can outlive one. */
export const E2E_ACCESS_TOKEN_TTL_S = 4;

export default defineConfig({
  testDir: "e2e",
  fullyParallel: true,
  workers: process.env.CI ? 2 : undefined,
  retries: 0,
  timeout: 45_000,
  expect: { timeout: 8_000 },
  reporter: [["list"], ["json", { outputFile: ".test-results/playwright.json" }]],
  // Traces of failed tests, one folder per port so parallel runs never delete each other's.
  outputDir: `test-results/${port}`,
  use: {
    baseURL,
    locale: "ru-RU",
    trace: "retain-on-failure",
    launchOptions: {
      executablePath: process.env.CHROMIUM_PATH ?? "/usr/bin/chromium",
      args: [
        "--no-sandbox",
        "--disable-gpu",
        "--disable-quic",
        "--disable-background-networking",
        "--disable-component-update",
        "--disable-sync",
        "--no-first-run",
      ],
    },
  },
  projects: [
    { name: "chromium", use: { ...devices["Desktop Chrome"], viewport: { width: 1440, height: 900 } } },
  ],
  webServer: {
    command: "node ../gateway/dist/server.js",
    url: `${baseURL}/healthz`,
    reuseExistingServer: false,
    timeout: 60_000,
    stdout: "ignore",
    stderr: "pipe",
    env: {
      PORT: String(port),
      HOST: "127.0.0.1",
      DATA_DIR: dataDir,
      WEB_DIST: join(import.meta.dirname, "dist"),
      MAIL_TRANSPORT: "outbox",
      LOG_LEVEL: "warn",
      AUTH_RATE_LIMIT: "10000",
      ACCESS_TOKEN_TTL: String(E2E_ACCESS_TOKEN_TTL_S),
    },
  },
});
