import react from "@vitejs/plugin-react";
import { defaultClientConditions, defineConfig } from "vite";

// Like many monorepos, this app resolves a `source` condition to its own packages' sources;
// the published packages must not answer it with files their tarballs lack.
export default defineConfig({
  plugins: [react()],
  resolve: { conditions: ["source", ...defaultClientConditions] },
  // The preview server hands /v1 to the gateway, as a team's dev server or proxy would.
  preview: { proxy: { "/v1": process.env.GATEWAY_URL ?? "http://127.0.0.1:8080" } },
});
