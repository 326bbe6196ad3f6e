import type { IncomingMessage, ServerResponse } from "node:http";
import type { FastifyInstance } from "fastify";
import helmet, { type HelmetOptions } from "helmet";

/** Where the Metrika tag (apps/web/src/lib/analytics.ts) loads from and reports to. */
const METRIKA_ORIGIN = "https://mc.yandex.ru";

/**
 * Security headers with a CSP the SPA passes: its own scripts only, inline style attributes
 * (React `style` props), images from itself, data: and blob: (avatar previews), and
 * connections to itself (fetch and the chat socket on the same origin). `fileOrigins` is an
 * object store browsers upload to and load images from. The analytics counter's host
 * (Yandex Metrika, §9: its tag script, hits, the session-replay frame) is allowed only when
 * the app was built with a counter id (`analytics`).
 */
export function registerHelmet(
  app: FastifyInstance,
  options: { https: boolean; fileOrigins: string[]; analytics: boolean },
): void {
  const headers = securityHeaders(helmetOptions(options));
  // The same headers on every answer (errors and 404s too), set before any handler runs.
  app.addHook("onRequest", (_request, reply, done) => {
    reply.headers(headers);
    done();
  });
}

/**
 * The headers helmet sets for `options`, computed once: they depend on the configuration only
 * (no nonces), and helmet would otherwise rebuild the CSP string on every request.
 */
function securityHeaders(options: HelmetOptions): Record<string, string> {
  const headers: Record<string, string> = {};
  const response = {
    setHeader: (name: string, value: string) => {
      headers[name.toLowerCase()] = value;
    },
    removeHeader: (name: string) => {
      delete headers[name.toLowerCase()];
    },
  };
  let failure: unknown;
  helmet(options)({} as IncomingMessage, response as unknown as ServerResponse, (error?: unknown) => {
    failure = error;
  });
  if (failure) throw failure;
  return headers;
}

function helmetOptions(options: {
  https: boolean;
  fileOrigins: string[];
  analytics: boolean;
}): HelmetOptions {
  const metrika = options.analytics ? [METRIKA_ORIGIN] : [];
  return {
    contentSecurityPolicy: {
      useDefaults: false,
      directives: {
        defaultSrc: ["'self'"],
        baseUri: ["'self'"],
        scriptSrc: ["'self'", ...metrika],
        styleSrc: ["'self'", "'unsafe-inline'"],
        imgSrc: ["'self'", "data:", "blob:", ...options.fileOrigins, ...metrika],
        fontSrc: ["'self'", "data:"],
        connectSrc: ["'self'", ...options.fileOrigins, ...metrika],
        ...(options.analytics ? { frameSrc: metrika } : {}),
        frameAncestors: ["'none'"],
        formAction: ["'self'"],
        objectSrc: ["'none'"],
        ...(options.https ? { upgradeInsecureRequests: [] } : {}),
      },
    },
    // HSTS on plain-http loopback would pin browsers to https for 127.0.0.1.
    strictTransportSecurity: options.https,
    crossOriginEmbedderPolicy: false,
  };
}
