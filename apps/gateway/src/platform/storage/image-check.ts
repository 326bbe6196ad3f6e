import { IMAGE_MAX_SIDE_PX } from "@rabota/domain/constants";
import { SERVER_MESSAGES } from "@rabota/domain/errors";
import sharp from "sharp";
import { badRequest, HttpError } from "../http/errors";

/** The largest side an uploaded image may have, in pixels. */
const IMAGE_MAX_SIDE = IMAGE_MAX_SIDE_PX;
/** What is stored: the image fitted into this square, never enlarged. */
const STORED_MAX_SIDE = 1024;
/** The type every stored image has after re-encoding. */
const STORED_IMAGE_TYPE = "image/webp";

/**
 * The most pixels sharp (libvips) will decode: a 4096 × 4096 image, ≤ 64 MB of RGBA. It bounds
 * what a decompression bomb can cost — a small file claiming more is refused before any pixel
 * is inflated, whatever its side lengths.
 */
const MAX_INPUT_PIXELS = IMAGE_MAX_SIDE * IMAGE_MAX_SIDE;

export const IMAGE_MESSAGES = {
  /** Russian: the upload field shows it as it is. */
  tooLarge: SERVER_MESSAGES.imageTooLarge,
  unreadable: "file content is not a supported image",
} as const;

// Every upload is decoded once: libvips' operation cache would only hold memory.
sharp.cache(false);

/**
 * Checks what an upload really is and returns the copy to store. The header gives the true
 * dimensions (400 over {@link IMAGE_MAX_SIDE} a side or over the pixel limit, before anything
 * is decoded); then the image is decoded, turned upright (EXIF orientation), fitted into
 * {@link STORED_MAX_SIDE} and re-encoded as WebP, which also drops its metadata (GPS, camera)
 * and anything hidden after the image data. 415 when the bytes do not decode.
 */
export async function reencodeImage(bytes: Buffer): Promise<{ bytes: Buffer; contentType: string }> {
  let width: number | undefined;
  let height: number | undefined;
  try {
    // The header only (no pixel is decoded), read without the limit so an oversized image
    // gets its own 400 rather than an "unreadable" 415.
    ({ width, height } = await sharp(bytes, { limitInputPixels: false }).metadata());
  } catch (error) {
    throw unreadable(error);
  }
  if (!width || !height) throw unreadable();
  if (width > IMAGE_MAX_SIDE || height > IMAGE_MAX_SIDE || width * height > MAX_INPUT_PIXELS)
    throw badRequest(IMAGE_MESSAGES.tooLarge, [{ path: ["file"], message: IMAGE_MESSAGES.tooLarge }]);
  try {
    const stored = await sharp(bytes, { limitInputPixels: MAX_INPUT_PIXELS, failOn: "error" })
      .rotate()
      .resize({ width: STORED_MAX_SIDE, height: STORED_MAX_SIDE, fit: "inside", withoutEnlargement: true })
      .webp({ quality: 85 })
      .toBuffer();
    return { bytes: stored, contentType: STORED_IMAGE_TYPE };
  } catch (error) {
    // Includes libvips' own pixel-limit refusal, should a header have understated the size.
    throw unreadable(error);
  }
}

function unreadable(cause?: unknown): HttpError {
  const error = new HttpError(415, IMAGE_MESSAGES.unreadable, "VALIDATION");
  if (cause) error.cause = cause;
  return error;
}
