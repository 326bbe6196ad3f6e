import { crc32, deflateRawSync, constants as zlib } from "node:zlib";
import sharp from "sharp";
import { PNG } from "./files";

/** One PNG chunk: length, type, data, CRC of type and data. */
function chunk(type: string, data: Buffer): Buffer {
  const length = Buffer.alloc(4);
  length.writeUInt32BE(data.length);
  const body = Buffer.concat([Buffer.from(type, "latin1"), data]);
  const crc = Buffer.alloc(4);
  crc.writeUInt32BE(crc32(body));
  return Buffer.concat([length, body, crc]);
}

const SIGNATURE = PNG.subarray(0, 8);
const END = chunk("IEND", Buffer.alloc(0));

/** An 8-bit RGBA header (IHDR) of these dimensions. */
function header(width: number, height: number): Buffer {
  const data = Buffer.alloc(13);
  data.writeUInt32BE(width, 0);
  data.writeUInt32BE(height, 4);
  data.set([8, 6, 0, 0, 0], 8);
  return chunk("IHDR", data);
}

/** A real 1×1 PNG whose header claims `width` × `height` (valid CRCs): a few dozen bytes. */
export function pngClaiming(width: number, height: number): Buffer {
  const rest = PNG.subarray(8 + 25);
  return Buffer.concat([SIGNATURE, header(width, height), rest]);
}

/**
 * A genuine decompression bomb: a `width` × `height` transparent RGBA PNG whose pixels all
 * inflate (10,000² is ~390 KB on disk, 400 MB decoded). Built without ever holding the pixels:
 * one compressed band of rows, repeated (a full flush makes each band independent), then the
 * zlib trailer, whose Adler-32 of all-zero data is simple arithmetic.
 */
export function pngBomb(width = 10_000, height = 10_000): Buffer {
  const rowBytes = 1 + width * 4;
  const bandRows = 100;
  if (height % bandRows !== 0) throw new Error(`height must be a multiple of ${bandRows}`);
  const band = deflateRawSync(Buffer.alloc(rowBytes * bandRows), {
    level: 9,
    finishFlush: zlib.Z_FULL_FLUSH,
  });
  const last = deflateRawSync(Buffer.alloc(0));
  const adler = Buffer.alloc(4);
  adler.writeUInt32BE((((rowBytes * height) % 65521) * 65536 + 1) >>> 0);
  const stream = Buffer.concat([
    Buffer.from([0x78, 0xda]),
    ...Array<Buffer>(height / bandRows).fill(band),
    last,
    adler,
  ]);
  return Buffer.concat([SIGNATURE, header(width, height), chunk("IDAT", stream), END]);
}

/** An ordinary photo-like JPEG (noise, so it does not compress away). */
export function photo(width: number, height: number): Promise<Buffer> {
  return sharp({
    create: {
      width,
      height,
      channels: 3,
      background: "#6699cc",
      noise: { type: "gaussian", mean: 128, sigma: 40 },
    },
  })
    .jpeg({ quality: 80 })
    .toBuffer();
}

/** What a stored image really is, read from its bytes. */
export async function imageInfo(
  bytes: Buffer,
): Promise<{ format?: string; width?: number; height?: number }> {
  const { format, width, height } = await sharp(bytes).metadata();
  return { format, width, height };
}
