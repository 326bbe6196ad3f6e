import { existsSync, readFileSync } from "node:fs";
import { join } from "node:path";
import fastifyStatic from "@fastify/static";
import type { FastifyInstance, FastifyReply } from "fastify";

const IMMUTABLE = "public, max-age=31536000, immutable";
const NO_CACHE = "no-cache";

/** Prefixes the gateway answers itself: the API, the health check and the API reference (`/docs`). */
const GATEWAY_PREFIXES = ["/v1", "/docs"];

function isGatewayPath(url: string): boolean {
  const path = url.split("?")[0] ?? "";
  return (
    GATEWAY_PREFIXES.some((prefix) => path === prefix || path.startsWith(`${prefix}/`)) ||
    url.startsWith("/healthz")
  );
}

/**
 * Source maps stay on the build machine (for error reporting): the web build writes them
 * without a `sourceMappingURL` ("hidden"), and the gateway never serves one.
 */
function isSourceMap(pathName: string): boolean {
  return /\.map(\.(br|gz))?$/i.test(pathName);
}

/**
 * The analytics counter the web app was built with: apps/web's build writes
 * `<meta name="rabota-metrika-counter" content="…">` into index.html only when VITE_METRIKA_ID
 * is set, so the CSP opens to the counter's host exactly when the app will load it.
 */
export function builtAnalyticsCounter(webDist: string): string | null {
  const file = join(webDist, "index.html");
  if (!existsSync(file)) return null;
  const match = /<meta\s+name="rabota-metrika-counter"\s+content="(\d+)"/.exec(readFileSync(file, "utf8"));
  return match?.[1] ?? null;
}

/**
 * Serves the built SPA from `webDist` when it exists: hashed `assets/*` cached for a year,
 * `index.html` revalidated on every load, `.br`/`.gz` siblings preferred when the client
 * accepts them, source maps refused, and every other GET outside the gateway's own paths answered with `index.html` (history fallback).
 * Returns false when there is nothing to serve.
 */
export async function registerStaticWeb(app: FastifyInstance, webDist: string): Promise<boolean> {
  if (!existsSync(join(webDist, "index.html"))) return false;

  await app.register(fastifyStatic, {
    root: webDist,
    prefix: "/",
    wildcard: true,
    preCompressed: true,
    cacheControl: false,
    // Requests under /v1 and /docs never reach the files, even if a file of that name existed; source
    // maps are a 404 (the app's whole source with comments, for no visitor's benefit).
    allowedPath: (pathName) => !isGatewayPath(pathName) && !isSourceMap(pathName),
    setHeaders: (reply: FastifyReply, path: string) => {
      const relative = path.slice(webDist.length).replaceAll("\\", "/");
      reply.header("cache-control", relative.startsWith("/assets/") ? IMMUTABLE : NO_CACHE);
    },
  });
  return true;
}

/** Whether a not-found GET should get the SPA's index.html (a client-side route). */
export function wantsHistoryFallback(method: string, url: string): boolean {
  if (method !== "GET" && method !== "HEAD") return false;
  if (isGatewayPath(url)) return false;
  const path = url.split("?")[0] ?? "";
  // A missing hashed asset or any other file-like path is a real 404, not a page.
  if (path.startsWith("/assets/")) return false;
  const lastSegment = path.slice(path.lastIndexOf("/") + 1);
  return !/\.[a-z0-9]+$/i.test(lastSegment);
}

/** Sends index.html (or its precompressed sibling) with no-cache. */
export function sendIndexHtml(reply: FastifyReply): FastifyReply {
  reply.header("cache-control", NO_CACHE);
  return reply.sendFile("index.html");
}
