import { defineConfig } from "tsup";

// Two entries, as in apps/hh-sandbox: the library (`startRegistrySandbox`, used by the gateway's
// tests) and the CLI behind `npm start` and the browser tests. The entities' JSON is bundled in.
export default defineConfig({
  entry: { index: "src/index.ts", main: "src/main.ts" },
  format: ["esm"],
  platform: "node",
  target: "node24",
  clean: true,
  sourcemap: true,
  dts: { entry: { index: "src/index.ts" } },
});
