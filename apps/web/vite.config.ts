import react from "@vitejs/plugin-react";
import { defaultClientConditions, defineConfig } from "vite";

const gateway = process.env.GATEWAY_URL ?? "http://127.0.0.1:8080";

export default defineConfig({
  plugins: [react()],
  // Workspace packages expose their TypeScript sources under the "source" condition,
  // so the app reads them directly without a rebuild loop.
  resolve: { conditions: ["source", ...defaultClientConditions] },
  server: {
    proxy: {
      "/v1": { target: gateway, changeOrigin: false },
      "/socket.io": { target: gateway, ws: true },
    },
  },
  build: {
    target: "es2022",
    sourcemap: true,
    reportCompressedSize: false,
  },
});
