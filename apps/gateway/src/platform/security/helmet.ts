import helmet from "@fastify/helmet";
import type { FastifyInstance } from "fastify";

/**
 * Security headers with a CSP the SPA passes: its own scripts only, inline style attributes
 * (React `style` props), images from itself, data: and blob: (avatar previews), and
 * connections to itself (fetch and the chat socket on the same origin). `fileOrigins` is an
 * object store browsers upload to and load images from.
 */
export async function registerHelmet(
  app: FastifyInstance,
  options: { https: boolean; fileOrigins: string[] },
): Promise<void> {
  await app.register(helmet, {
    contentSecurityPolicy: {
      useDefaults: false,
      directives: {
        defaultSrc: ["'self'"],
        baseUri: ["'self'"],
        scriptSrc: ["'self'"],
        styleSrc: ["'self'", "'unsafe-inline'"],
        imgSrc: ["'self'", "data:", "blob:", ...options.fileOrigins],
        fontSrc: ["'self'", "data:"],
        connectSrc: ["'self'", ...options.fileOrigins],
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
