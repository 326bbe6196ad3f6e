import { defineConfig } from "tsup";

// One bundle for the server (and one for each command: backups, moderators). The workspace's @rabota/domain is bundled from its sources (the
// `source` condition), so the built gateway does not depend on the domain package's build;
// npm dependencies stay external and resolve from node_modules at run time.
export default defineConfig({
  entry: { server: "src/server.ts", backup: "src/backup.ts", moderator: "src/moderator.ts" },
  format: ["esm"],
  platform: "node",
  target: "node24",
  clean: true,
  sourcemap: true,
  dts: false,
  noExternal: [/^@rabota\//],
  esbuildOptions(options) {
    options.conditions = ["source", ...(options.conditions ?? [])];
  },
});
