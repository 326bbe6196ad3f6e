import react from "@vitejs/plugin-react";
import { defaultClientConditions, defaultServerConditions, defineConfig, loadEnv, type Plugin } from "vite";
import { compression } from "vite-plugin-compression2";
import { fontFallbacks } from "./build/font-fallback";

const gateway = process.env.GATEWAY_URL ?? "http://127.0.0.1:8080";

/**
 * Writes the analytics counter id into index.html as `<meta name="rabota-metrika-counter">`
 * when VITE_METRIKA_ID is set, and nothing otherwise: the gateway reads it to open its CSP to
 * the counter's host only for a build that loads the counter (apps/gateway, static-web.ts).
 */
function analyticsCounterMeta(counterId: string | undefined): Plugin {
  return {
    name: "rabota-analytics-counter-meta",
    transformIndexHtml: () =>
      counterId
        ? [{ tag: "meta", attrs: { name: "rabota-metrika-counter", content: counterId }, injectTo: "head" }]
        : [],
  };
}

export default defineConfig(({ mode, isSsrBuild }) => ({
  plugins: [
    react(),
    analyticsCounterMeta(loadEnv(mode, import.meta.dirname, "VITE_").VITE_METRIKA_ID),
    fontFallbacks(),
    // A .br and a .gz beside every text file (index.html too): the gateway sends the best one
    // the browser accepts (apps/gateway, static-web.ts) without compressing on each request.
    // The server entry is never sent.
    !isSsrBuild &&
      compression({
        algorithms: ["brotliCompress", "gzip"],
        include: /\.(html|js|mjs|css|svg|json|txt|xml|webmanifest)$/,
        exclude: /^\.vite\//,
        threshold: 0,
      }),
  ],
  // Workspace packages expose their TypeScript sources under the "source" condition,
  // so the app reads them directly without a rebuild loop.
  resolve: { conditions: ["source", ...defaultClientConditions] },
  // The server entry (`build:prerender`, src/prerender: the static pages, and the vacancy pages
  // the gateway renders per request) bundles our packages from source too, and React with them,
  // built for production: the gateway never sets NODE_ENV, and React's development server
  // renderer is several times slower. Other npm dependencies stay external, from node_modules.
  ssr: {
    resolve: { conditions: ["source", ...defaultServerConditions] },
    noExternal: [/^@rabota\//, /^react(-dom|-router)?(\/|$)/, "scheduler"],
  },
  ...(isSsrBuild
    ? { define: { "process.env.NODE_ENV": JSON.stringify("production") }, publicDir: false }
    : {}),
  server: {
    proxy: {
      "/v1": { target: gateway, changeOrigin: false },
      "/socket.io": { target: gateway, ws: true },
    },
  },
  build: {
    target: "es2022",
    // Maps are written for error reporting but not referenced from the bundles, and the
    // gateway refuses to serve any: the source stays private.
    sourcemap: "hidden",
    reportCompressedSize: false,
    // dist/.vite/manifest.json: which chunks each page pulls in (bench/web-figures.mjs reads it;
    // the prerender links each static page's stylesheets from it).
    manifest: true,
    // One stylesheet for the whole app (15 KiB brotli): a server-rendered page needs every rule
    // its markup uses before the first paint, and nine per-chunk stylesheets were nine
    // render-blocking requests on a phone (issue 27); a page chunk then brings no CSS of its own.
    cssCodeSplit: false,
    modulePreload: false,
  },
}));
