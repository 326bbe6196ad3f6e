import { defineConfig } from "tsup";

// Two entries: the library (`startHhSandbox`, used by the gateway's tests, the browser tests and
// the import benchmark) and the CLI behind `npm start`. Dependencies stay external.
export default defineConfig({
  entry: { index: "src/index.ts", main: "src/main.ts" },
  format: ["esm"],
  platform: "node",
  target: "node24",
  clean: true,
  sourcemap: true,
  dts: { entry: { index: "src/index.ts" } },
});
