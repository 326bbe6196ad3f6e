import { constants } from "node:zlib";
import compress from "@fastify/compress";
import type { FastifyInstance } from "fastify";

/** Below this an answer goes as it is: it fits a packet or two and compressing it costs more than it saves. */
export const COMPRESS_FROM_BYTES = 1024;

/**
 * Compresses API JSON and the pages the gateway fills (`modules/pages`: a vacancy's page, the
 * prerendered ones) on the fly: brotli when the browser takes it, gzip otherwise. The built web
 * app's files are served precompressed from disk (`static-web.ts`), and answers that already
 * carry a Content-Encoding are left as they are, so nothing is compressed twice.
 * The levels are the cheapest of each: on a page of cards brotli 4 cost the gateway ~0.4 ms of
 * CPU per request against ~0.55 ms for the whole rest of the request (`npm run bench:perf`),
 * for ~10 % fewer bytes than quality 1 (a page of 10 cards: 8.2 KB → ~2.2 KB either way).
 */
export async function registerCompression(app: FastifyInstance): Promise<void> {
  await app.register(compress, {
    global: true,
    threshold: COMPRESS_FROM_BYTES,
    encodings: ["br", "gzip"],
    customTypes: /^(?:application\/json|text\/html)\b/,
    brotliOptions: {
      params: {
        [constants.BROTLI_PARAM_MODE]: constants.BROTLI_MODE_TEXT,
        [constants.BROTLI_PARAM_QUALITY]: 1,
        // A page is tens of kilobytes at most: a small window is all it needs and allocates less.
        [constants.BROTLI_PARAM_LGWIN]: 18,
      },
    },
    zlibOptions: { level: 1 },
  });
}
