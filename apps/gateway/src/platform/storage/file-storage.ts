/** What a download address is answered with: the bytes themselves, or a redirect to the store. */
export type StoredFileContent =
  | { kind: "bytes"; bytes: Buffer }
  | { kind: "redirect"; url: string; expiresAt: Date };

/** What arrived at the store for a pending upload: its size and its bytes (null when over the limit asked for). */
export interface IncomingUpload {
  size: number;
  bytes: Buffer | null;
}

interface StoredFiles {
  /** The bytes of a stored file, or where to fetch them; null when the file is not there. */
  open(fileId: string): Promise<StoredFileContent | null>;
  /** Deletes a file's bytes (and any upload still waiting for it); no error when absent. */
  remove(fileId: string): Promise<void>;
  /** Fails with a clear message when the store cannot be used (checked once at start). */
  verify?(): Promise<void>;
  /** Releases connections, if the store holds any. */
  close?(): void;
}

/**
 * A store the gateway writes itself: browsers send the bytes to the gateway's own signed
 * address, and the gateway checks them before they are stored.
 */
export interface GatewayFileStorage extends StoredFiles {
  readonly mode: "gateway";
  write(fileId: string, bytes: Buffer): Promise<void>;
}

/**
 * A store browsers upload to directly through presigned addresses. They land under an
 * "incoming" name; the gateway reads them from there, checks and re-encodes them, and stores
 * its own copy under the file's name, so a replayed address writes nothing anyone reads.
 */
export interface DirectFileStorage extends StoredFiles {
  readonly mode: "direct";
  /** The store's origin as browsers see it (the CSP must allow uploads to and images from it). */
  readonly publicOrigin: string;
  /** A presigned `PUT` address that takes exactly this content type and size until `expiresAt`. */
  presignUpload(
    fileId: string,
    upload: { contentType: string; size: number },
    expiresAt: Date,
  ): Promise<string>;
  /** What arrived for a pending upload (its bytes only when at most `maxBytes`), or null when nothing did. */
  inspectIncoming(fileId: string, maxBytes: number): Promise<IncomingUpload | null>;
  /** Stores the checked copy of an upload as the file, with its content type, and drops the upload. */
  promoteIncoming(fileId: string, bytes: Buffer, contentType: string): Promise<void>;
  /** Deletes uploads that arrived before `before` and were never promoted; how many went. */
  sweepIncoming(before: Date): Promise<number>;
}

/** Where stored files' bytes live: `DATA_DIR` (the default) or an S3-compatible store. */
export type FileStorage = GatewayFileStorage | DirectFileStorage;
