import {
  DeleteObjectCommand,
  GetObjectCommand,
  HeadBucketCommand,
  HeadObjectCommand,
  ListObjectsV2Command,
  NotFound,
  PutObjectCommand,
  S3Client,
  type S3ClientConfig,
} from "@aws-sdk/client-s3";
import { getSignedUrl } from "@aws-sdk/s3-request-presigner";
import type { DirectFileStorage, IncomingUpload, StoredFileContent } from "./file-storage";

export interface S3StorageOptions {
  bucket: string;
  region: string;
  /** The store's address for the gateway; AWS itself when absent. */
  endpoint?: string | undefined;
  /** The store's address for browsers (presigned addresses name it); `endpoint` when absent. */
  publicEndpoint?: string | undefined;
  /** `bucket` in the path (MinIO, most self-hosted stores) rather than in the host name. */
  forcePathStyle: boolean;
  /** Static keys; the SDK's default credential chain (environment, profile, instance role) when absent. */
  credentials?: { accessKeyId: string; secretAccessKey: string } | undefined;
  now: () => Date;
}

const HOUR_MS = 60 * 60 * 1000;
/** Presigned reads are signed at the top of the hour and live two hours, so an image's address stays the same (and cached) for an hour at a time. */
const READ_SIGNATURE_LIFE_S = 2 * 60 * 60;
/** At most this many remembered read addresses (the memo starts over beyond it). */
const READ_URL_MEMO_SIZE = 10_000;

const incomingKey = (id: string) => `incoming/${id}`;
const fileKey = (id: string) => `files/${id}`;

/**
 * Files in an S3-compatible bucket. Browsers `PUT` to presigned addresses under
 * `incoming/`, the gateway reads them once to check and re-encode them and writes its copy
 * to `files/`, and downloads redirect to presigned `GET` addresses, so browsers never load
 * a file through the gateway.
 *
 * The bucket needs a CORS rule that lets the site's origin `PUT` with a `content-type` header.
 */
export class S3FileStorage implements DirectFileStorage {
  readonly mode = "direct";
  readonly publicOrigin: string;
  readonly #client: S3Client;
  /** Signs the addresses browsers use; differs from `#client` only in the endpoint. */
  readonly #presigner: S3Client;
  readonly #bucket: string;
  readonly #endpoint: string;
  readonly #now: () => Date;
  /** Read addresses signed this hour by file id: signing is the costly part of a read. */
  readonly #readUrls = new Map<string, string>();
  #readUrlsSignedAt = 0;

  constructor(options: S3StorageOptions) {
    const base: S3ClientConfig = {
      region: options.region,
      forcePathStyle: options.forcePathStyle,
      ...(options.credentials ? { credentials: options.credentials } : {}),
      // Checksums only where S3 requires them: stores that speak the older S3 dialect
      // (most S3-compatible ones) refuse the newer checksum headers.
      requestChecksumCalculation: "WHEN_REQUIRED",
      responseChecksumValidation: "WHEN_REQUIRED",
    };
    this.#client = new S3Client({ ...base, ...(options.endpoint ? { endpoint: options.endpoint } : {}) });
    const publicEndpoint = options.publicEndpoint ?? options.endpoint;
    this.#presigner = new S3Client({ ...base, ...(publicEndpoint ? { endpoint: publicEndpoint } : {}) });
    this.#bucket = options.bucket;
    this.#endpoint = options.endpoint ?? "AWS S3";
    this.#now = options.now;
    this.publicOrigin = storeOrigin(options.bucket, options.region, publicEndpoint, options.forcePathStyle);
  }

  async verify(): Promise<void> {
    try {
      await this.#client.send(new HeadBucketCommand({ Bucket: this.#bucket }));
    } catch (error) {
      const reason = error instanceof Error ? `${error.name}: ${error.message}` : String(error);
      throw new Error(`S3 bucket "${this.#bucket}" at ${this.#endpoint} cannot be used (${reason})`, {
        cause: error,
      });
    }
  }

  async presignUpload(fileId: string, upload: { contentType: string; size: number }, expiresAt: Date) {
    const now = this.#now();
    const command = new PutObjectCommand({
      Bucket: this.#bucket,
      Key: incomingKey(fileId),
      ContentType: upload.contentType,
      ContentLength: upload.size,
    });
    return getSignedUrl(this.#presigner, command, {
      signingDate: now,
      expiresIn: Math.max(1, Math.floor((expiresAt.getTime() - now.getTime()) / 1000)),
      // Signed, not hoisted into the query: the store refuses another type or size.
      signableHeaders: new Set(["content-type", "content-length"]),
    });
  }

  async inspectIncoming(fileId: string, maxBytes: number): Promise<IncomingUpload | null> {
    const key = incomingKey(fileId);
    let size: number;
    try {
      const head = await this.#client.send(new HeadObjectCommand({ Bucket: this.#bucket, Key: key }));
      size = head.ContentLength ?? 0;
    } catch (error) {
      if (error instanceof NotFound) return null;
      throw error;
    }
    if (size === 0) return { size, bytes: Buffer.alloc(0) };
    // Never more than the limit: the presigned PUT fixed the length, but the store is trusted no further.
    if (size > maxBytes) return { size, bytes: null };
    const object = await this.#client.send(
      new GetObjectCommand({ Bucket: this.#bucket, Key: key, Range: `bytes=0-${maxBytes - 1}` }),
    );
    const bytes = object.Body ? Buffer.from(await object.Body.transformToByteArray()) : Buffer.alloc(0);
    return { size, bytes };
  }

  async promoteIncoming(fileId: string, bytes: Buffer, contentType: string): Promise<void> {
    await this.#client.send(
      new PutObjectCommand({
        Bucket: this.#bucket,
        Key: fileKey(fileId),
        Body: bytes,
        ContentType: contentType,
      }),
    );
    await this.#delete(incomingKey(fileId));
  }

  async open(fileId: string): Promise<Extract<StoredFileContent, { kind: "redirect" }>> {
    const signedAt = Math.floor(this.#now().getTime() / HOUR_MS) * HOUR_MS;
    const expiresAt = new Date(signedAt + READ_SIGNATURE_LIFE_S * 1000);
    if (signedAt !== this.#readUrlsSignedAt || this.#readUrls.size >= READ_URL_MEMO_SIZE) {
      this.#readUrls.clear();
      this.#readUrlsSignedAt = signedAt;
    }
    const known = this.#readUrls.get(fileId);
    if (known) return { kind: "redirect", url: known, expiresAt };
    const command = new GetObjectCommand({
      Bucket: this.#bucket,
      Key: fileKey(fileId),
      ResponseCacheControl: `private, max-age=${READ_SIGNATURE_LIFE_S / 2}`,
      ResponseContentDisposition: "inline",
    });
    const url = await getSignedUrl(this.#presigner, command, {
      signingDate: new Date(signedAt),
      expiresIn: READ_SIGNATURE_LIFE_S,
    });
    this.#readUrls.set(fileId, url);
    return { kind: "redirect", url, expiresAt };
  }

  async remove(fileId: string): Promise<void> {
    this.#readUrls.delete(fileId);
    await Promise.all([this.#delete(fileKey(fileId)), this.#delete(incomingKey(fileId))]);
  }

  async sweepIncoming(before: Date): Promise<number> {
    let removed = 0;
    let continuationToken: string | undefined;
    do {
      const page = await this.#client.send(
        new ListObjectsV2Command({
          Bucket: this.#bucket,
          Prefix: "incoming/",
          ...(continuationToken ? { ContinuationToken: continuationToken } : {}),
        }),
      );
      for (const object of page.Contents ?? []) {
        if (!object.Key || !object.LastModified || object.LastModified >= before) continue;
        await this.#delete(object.Key);
        removed += 1;
      }
      continuationToken = page.IsTruncated ? page.NextContinuationToken : undefined;
    } while (continuationToken);
    return removed;
  }

  /** Stops the clients' connection pools. */
  close(): void {
    this.#client.destroy();
    this.#presigner.destroy();
  }

  async #delete(key: string): Promise<void> {
    await this.#client.send(new DeleteObjectCommand({ Bucket: this.#bucket, Key: key }));
  }
}

/** The origin presigned addresses name, for the CSP. */
function storeOrigin(bucket: string, region: string, endpoint: string | undefined, pathStyle: boolean) {
  const base = new URL(endpoint ?? `https://s3.${region}.amazonaws.com`);
  return pathStyle ? base.origin : `${base.protocol}//${bucket}.${base.host}`;
}
