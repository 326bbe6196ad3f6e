import react from "@vitejs/plugin-react";
import { defineConfig } from "vite";

// The preview server hands /v1 to the gateway, as a team's dev server or proxy would.
export default defineConfig({
  plugins: [react()],
  preview: { proxy: { "/v1": process.env.GATEWAY_URL ?? "http://127.0.0.1:8080" } },
});
