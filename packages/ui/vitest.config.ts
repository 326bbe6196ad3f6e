import { fileURLToPath } from "node:url";
import { storybookTest } from "@storybook/addon-vitest/vitest-plugin";
import react from "@vitejs/plugin-react";
import { playwright } from "@vitest/browser-playwright";
import { defineConfig } from "vitest/config";
import { pollHangGuard } from "../../scripts/vitest-shared";

// A fresh object per project (Vitest names each instance). Debian's Chromium headless shell; Playwright never downloads a browser here.
const browser = () => ({
  enabled: true,
  headless: true,
  provider: playwright({
    launchOptions: {
      executablePath: process.env.CHROMIUM_PATH ?? "/usr/bin/chromium-headless-shell",
      args: [
        "--no-sandbox",
        "--disable-gpu",
        "--disable-background-networking",
        "--disable-component-update",
        "--disable-sync",
        "--no-first-run",
      ],
    },
  }),
  instances: [{ browser: "chromium" as const }],
});

// Pre-bundled up front: a dependency discovered mid-run makes Vite reload the browser, which
// can abort a test file that is being imported (flaky "failed to find the current suite").
const RUNTIME_DEPS = [
  "react",
  "react-dom",
  "react-dom/client",
  "react/jsx-runtime",
  "react/jsx-dev-runtime",
  "focus-trap",
  "clsx",
  "class-variance-authority",
  "@radix-ui/react-slot",
  "linkify-it",
  "@tiptap/core",
  "@tiptap/react",
  "@tiptap/extension-bold",
  "@tiptap/extension-bullet-list",
  "@tiptap/extension-document",
  "@tiptap/extension-italic",
  "@tiptap/extension-list-item",
  "@tiptap/extension-ordered-list",
  "@tiptap/extension-paragraph",
  "@tiptap/extension-text",
  "@tiptap/extensions",
];

export default defineConfig({
  test: {
    reporters: ["default", ["json", { outputFile: ".test-results/vitest.json" }]],
    projects: [
      {
        // Component behaviour tests in a real browser (focus, pointer events, portals, timers).
        plugins: [react()],
        optimizeDeps: { include: [...RUNTIME_DEPS, "vitest-browser-react"] },
        test: {
          name: "unit",
          include: ["src/**/*.test.{ts,tsx}"],
          expect: pollHangGuard,
          browser: browser(),
        },
      },
      {
        // Every story as a test: render, play function, then the axe check (a11y.test = "error").
        optimizeDeps: { include: [...RUNTIME_DEPS, "storybook/test"] },
        plugins: [storybookTest({ configDir: fileURLToPath(new URL("./.storybook", import.meta.url)) })],
        test: {
          name: "storybook",
          expect: pollHangGuard,
          setupFiles: ["./.storybook/vitest-setup.ts"],
          browser: browser(),
        },
      },
    ],
  },
});
