import { brotliCompressSync, constants, gzipSync } from "node:zlib";
import negotiate from "@fastify/accept-negotiator";
import type { FastifyInstance, FastifyReply, FastifyRequest } from "fastify";

/** Below this an answer goes as it is: it fits a packet or two and compressing it costs more than it saves. */
export const COMPRESS_FROM_BYTES = 1024;

/** In the order preferred when the browser takes both. */
const ENCODINGS = ["br", "gzip"] as const;
type Encoding = (typeof ENCODINGS)[number];

const COMPRESSIBLE_TYPE = /^(?:application\/json|text\/html)\b/;

/**
 * The cheapest level of each: on a page of cards brotli 4 cost ~0.4 ms of CPU for ~10 % fewer
 * bytes than quality 1 (a page of 10 cards: 8.2 KB → ~2.2 KB either way). A page is tens of
 * kilobytes at most, so a small window is all it needs and allocates less.
 */
const BROTLI_OPTIONS = {
  params: {
    [constants.BROTLI_PARAM_MODE]: constants.BROTLI_MODE_TEXT,
    [constants.BROTLI_PARAM_QUALITY]: 1,
    [constants.BROTLI_PARAM_LGWIN]: 18,
  },
};
const GZIP_OPTIONS = { level: 1 };

/** Adds Accept-Encoding to the answer's Vary, keeping what is there (the pages vary by cookie). */
function varyByEncoding(reply: FastifyReply) {
  const vary = reply.getHeader("vary");
  if (!vary) reply.header("vary", "accept-encoding");
  else if (!/\baccept-encoding\b/i.test(String(vary)))
    reply.header("vary", `${String(vary)}, accept-encoding`);
}

/** The encoding to send `body` in, adding Accept-Encoding to the Vary; null to send it as it is. */
function encodingFor(request: FastifyRequest, reply: FastifyReply, body: string | Buffer): Encoding | null {
  if (
    Buffer.byteLength(body) < COMPRESS_FROM_BYTES ||
    reply.hasHeader("content-encoding") ||
    !COMPRESSIBLE_TYPE.test(String(reply.getHeader("content-type") ?? ""))
  )
    return null;
  varyByEncoding(reply);
  const accepted = request.headers["accept-encoding"];
  const encoding = accepted ? negotiate(accepted, [...ENCODINGS]) : null;
  return encoding === "br" || encoding === "gzip" ? encoding : null;
}

const compress = (body: string | Buffer, encoding: Encoding) =>
  encoding === "br" ? brotliCompressSync(body, BROTLI_OPTIONS) : gzipSync(body, GZIP_OPTIONS);

/**
 * A finished JSON answer sent many times over (a guest's shared page of the list): serialised
 * once, and compressed at most once per encoding, on first use.
 */
export class EncodedBody {
  readonly #compressed = new Map<Encoding, Buffer>();

  constructor(readonly text: string) {}

  /** Sends the body as JSON, compressed as the request accepts (the onSend hook then leaves it). */
  send(request: FastifyRequest, reply: FastifyReply): FastifyReply {
    reply.type("application/json; charset=utf-8");
    const encoding = encodingFor(request, reply, this.text);
    if (encoding === null) return reply.send(this.text);
    let compressed = this.#compressed.get(encoding);
    if (!compressed) {
      compressed = compress(this.text, encoding);
      this.#compressed.set(encoding, compressed);
    }
    return reply.header("content-encoding", encoding).send(compressed);
  }
}

/**
 * Compresses API JSON and the pages the gateway fills (`modules/pages`: a vacancy's page, the
 * prerendered ones) as they are sent: brotli when the browser takes it, gzip otherwise.
 *
 * In one synchronous call, not through a stream: every such answer is a finished string of
 * tens of kilobytes at most, and a stream (as `@fastify/compress` pipes one) cost ~0.37 ms of
 * gateway CPU per 10 KB page against ~0.04 ms for the same bytes at once; more than the whole
 * rest of the list request. The built web app's files are served precompressed from disk
 * (`static-web.ts`) and streamed files are never JSON or HTML, so an answer that already has a
 * Content-Encoding or is not a string or buffer goes untouched.
 */
export function registerCompression(app: FastifyInstance): void {
  app.addHook("onSend", (request, reply, payload, done) => {
    const body = typeof payload === "string" || Buffer.isBuffer(payload) ? payload : null;
    const encoding = body === null ? null : encodingFor(request, reply, body);
    if (body === null || encoding === null) {
      done(null, payload);
      return;
    }
    reply.header("content-encoding", encoding).removeHeader("content-length");
    done(null, compress(body, encoding));
  });
}
