import helmet from "@fastify/helmet";
import type { FastifyInstance } from "fastify";

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
export async function registerHelmet(
  app: FastifyInstance,
  options: { https: boolean; fileOrigins: string[]; analytics: boolean },
): Promise<void> {
  const metrika = options.analytics ? [METRIKA_ORIGIN] : [];
  await app.register(helmet, {
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
  });
}
