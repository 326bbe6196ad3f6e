import { randomUUID } from "node:crypto";
import { SERVER_MESSAGES } from "@rabota/domain/errors";
import { isUuid } from "../../db/columns";
import type { Db, Queryable } from "../../platform/db/database";
import { badRequest, forbidden, HttpError, notFound, tooManyRequests } from "../../platform/http/errors";
import { FILE_REPLIES, NOT_FOUND_REPLIES } from "../../platform/http/messages";
import type { FileStorage, StoredFileContent } from "../../platform/storage/file-storage";
import { reencodeImage } from "../../platform/storage/image-check";
import { sniffImageType } from "../../platform/storage/image-sniff";
import { type FileUrlSigner, fileIdFromUrl, type SignedFileQuery } from "../../platform/storage/signed-urls";
import * as q from "./queries";

/** An upload address is good for 10 minutes. */
const UPLOAD_TTL_MS = 10 * 60 * 1000;
/** Download addresses live at least a day; expiries are rounded up to the hour so a page's addresses stay the same (cacheable) between reloads. */
const DOWNLOAD_TTL_MS = 24 * 60 * 60 * 1000;
const HOUR_MS = 60 * 60 * 1000;
const DAY_MS = 24 * HOUR_MS;
const PUBLIC_TTL_MS = 30 * DAY_MS;
/** An uploaded file no profile took within a day was abandoned (a closed edit page), and goes. */
export const UNSAVED_FILE_TTL_MS = 24 * HOUR_MS;
/**
 * A pending upload is forgotten an hour after its address expired: bytes sent straight to an
 * object store may be confirmed a little after the address itself ran out.
 */
const PENDING_GRACE_MS = HOUR_MS;
/** Uploads in flight or not yet saved to a profile, per user: bounds what one account can store. */
export const MAX_UNSAVED_FILES_PER_USER = 10;

export interface FileOwner {
  userId: string;
  /** The applicant's or employer's id. */
  profileId: string;
}

export interface FileServiceOptions {
  db: Db;
  storage: FileStorage;
  signer: FileUrlSigner;
  maxBytes: number;
  now: () => Date;
  /** Told after a file was deleted (a company logo goes from the vacancy cards with it). */
  onDeleted?: () => void;
}

type StoredFileRow = q.StoredFileRow;

/**
 * The life of a stored file: an upload address is issued (pending), the bytes arrive once and
 * are checked (uploaded), a profile save takes the file (attached). Pending and unsaved files
 * are capped per user and swept when abandoned.
 */
export class FileService {
  constructor(private readonly options: FileServiceOptions) {}

  /** Whether the gateway itself takes the bytes at its signed upload addresses. */
  get receivesUploads(): boolean {
    return this.options.storage.mode === "gateway";
  }

  /**
   * Records a pending file and returns its single-use upload address. 429 when the user has
   * {@link MAX_UNSAVED_FILES_PER_USER} uploads in flight or unsaved.
   */
  async issueUpload(
    owner: FileOwner,
    input: { fileType: string; fileName: string; description?: string; contentType?: string; size?: number },
  ) {
    const { storage } = this.options;
    const signed = storage.mode === "direct" ? declaredUpload(input) : null;
    const now = this.options.now();
    const id = randomUUID();
    const expiresAt = new Date(now.getTime() + UPLOAD_TTL_MS);
    await this.options.db.transaction(async (tx) => {
      if ((await q.countUnsavedLocked(tx, owner.userId, now)) >= MAX_UNSAVED_FILES_PER_USER)
        throw tooManyRequests(SERVER_MESSAGES.tooManyUnsavedUploads);
      await q.insertFile(tx, {
        id,
        ownerUserId: owner.userId,
        parentId: owner.profileId,
        fileType: input.fileType,
        fileName: input.fileName,
        description: input.description ?? null,
        declaredContentType: input.contentType ?? null,
        createdAt: now,
        uploadExpiresAt: expiresAt,
      });
    });
    const uploadUrl =
      storage.mode === "direct" && signed
        ? await storage.presignUpload(id, signed, expiresAt)
        : this.options.signer.url("put", id, expiresAt);
    return { fileId: id, uploadUrl, expiresAt };
  }

  /**
   * Stores the re-encoded copy of the bytes sent to the gateway's own upload address. Refuses
   * (403) a forged or expired address or one already used; 415 when the bytes are not the
   * declared image, 400 when it is too large (see `reencodeImage`).
   */
  async receiveUpload(
    fileId: string,
    query: SignedFileQuery,
    contentType: string,
    bytes: Buffer,
  ): Promise<void> {
    const { storage } = this.options;
    if (storage.mode !== "gateway") throw notFound(FILE_REPLIES.uploadsGoToObjectStore);
    const now = this.options.now();
    this.#checkSignature(fileId, query, now);
    if (query.op !== "put") throw forbidden(FILE_REPLIES.notForUpload);
    const row = await q.findFile(this.options.db, fileId);
    if (!row) throw forbidden(FILE_REPLIES.addressInvalid);
    if (row.uploadedAt) throw forbidden(FILE_REPLIES.addressUsed);
    const sent = contentType.split(";")[0]?.trim().toLowerCase() ?? "";
    if (row.declaredContentType && row.declaredContentType !== sent)
      throw new HttpError(415, "content type differs from the declared one", "VALIDATION");
    const type = this.#acceptableImage(row, bytes.length, bytes);
    if (type !== sent) throw new HttpError(415, "file content is not a supported image", "VALIDATION");
    const stored = await reencodeImage(bytes);
    // Claiming the row first makes a second, parallel upload with the same address lose.
    if (!(await this.#markUploaded(fileId, stored.contentType, stored.bytes.length, now)))
      throw forbidden(FILE_REPLIES.addressUsed);
    try {
      await storage.write(fileId, stored.bytes);
    } catch (error) {
      await q.unmarkUploaded(this.options.db, fileId);
      throw error;
    }
  }

  /**
   * What a genuine, unexpired download address serves: the bytes, or a redirect to the store,
   * and how many seconds a browser may keep the answer (until the address or the redirect
   * target expires, whichever is first).
   */
  async readDownload(
    fileId: string,
    query: SignedFileQuery,
  ): Promise<{ content: StoredFileContent; contentType: string; maxAgeSeconds: number }> {
    const now = this.options.now();
    this.#checkSignature(fileId, query, now);
    if (query.op !== "get") throw forbidden(FILE_REPLIES.notForDownload);
    const row = await q.findUploadedFile(this.options.db, fileId);
    const content = row ? await this.options.storage.open(fileId) : null;
    if (!row || !content) throw notFound(NOT_FOUND_REPLIES.file);
    const addressExpiry = query.exp * 1000;
    const until =
      content.kind === "redirect" ? Math.min(addressExpiry, content.expiresAt.getTime()) : addressExpiry;
    return {
      content,
      contentType: row.contentType ?? "application/octet-stream",
      maxAgeSeconds: Math.max(0, Math.floor((until - now.getTime()) / 1000)),
    };
  }

  /** A download address for a stored file (the owner check is the caller's job). */
  downloadUrl(fileId: string): string {
    const now = this.options.now().getTime();
    const expiresAt = new Date(Math.ceil((now + DOWNLOAD_TTL_MS) / HOUR_MS) * HOUR_MS);
    return this.options.signer.url("get", fileId, expiresAt);
  }

  /**
   * A download address for images shown to everyone (a company logo on vacancy cards), signed
   * on every read: good for at least 30 days, its expiry rounded up to the next UTC midnight so
   * the address stays the same all day and browsers keep the image cached.
   */
  publicDownloadUrl(fileId: string): string {
    const now = this.options.now().getTime();
    const expiresAt = new Date(Math.ceil((now + PUBLIC_TTL_MS) / DAY_MS) * DAY_MS);
    return this.options.signer.url("get", fileId, expiresAt);
  }

  /**
   * The download address of one of the owner's files (403 when not theirs, 404 when absent).
   * For an upload sent straight to the object store this is the confirmation: the bytes are
   * checked there first (415 and the file is gone when they are not an acceptable image).
   */
  async ownedDownloadUrl(owner: FileOwner, parentId: string, fileId: string): Promise<string> {
    const row = await this.#ownedRow(owner, parentId, fileId);
    if (!row.uploadedAt) await this.#confirmDirectUpload(row);
    return this.downloadUrl(fileId);
  }

  /** Deletes one of the owner's files (row and bytes); profile references clear by the foreign keys. */
  async remove(owner: FileOwner, parentId: string, fileId: string): Promise<void> {
    await this.#ownedRow(owner, parentId, fileId);
    await this.discard(fileId);
  }

  /** Deletes a file no profile uses any more (a replaced avatar or logo); best effort. */
  async discard(fileId: string): Promise<void> {
    await q.deleteFile(this.options.db, fileId);
    this.options.onDeleted?.();
    await this.options.storage.remove(fileId);
  }

  /**
   * Takes the file an address in a profile names into that profile: the file id, once it is
   * an uploaded file of `profileId` or the `current` file of that place (a company logo a
   * colleague uploaded); from then on the sweep leaves it alone. Null for no address. 400 for
   * any other address (a foreign file, a pending one, a made-up URL).
   */
  async attachOwnedFile(
    db: Queryable,
    value: string | null | undefined,
    place: { profileId: string; field: string; current?: string | null },
  ) {
    if (value === null || value === undefined || value === "") return null;
    const fileId = fileIdFromUrl(value);
    if (fileId && fileId === place.current) return fileId;
    const row = fileId ? await q.findUploadedFile(db, fileId) : undefined;
    if (!fileId || !row || row.parentId !== place.profileId)
      throw badRequest(`${place.field} must be the address of an uploaded file of yours`, [
        { path: [place.field], message: "unknown file" },
      ]);
    if (!row.attachedAt) await q.markAttached(db, fileId, this.options.now());
    return fileId;
  }

  /**
   * Forgets what was abandoned: pending uploads long past their address, uploads no profile
   * took within {@link UNSAVED_FILE_TTL_MS}, and bytes that reached an object store but were
   * never confirmed (or came from a replayed address). Safe to run on every replica at once.
   */
  async sweep(): Promise<{ pending: number; unsaved: number; incoming: number }> {
    const now = this.options.now().getTime();
    const { db, storage } = this.options;
    const pending = await q.deletePendingBefore(db, new Date(now - PENDING_GRACE_MS));
    const unsaved = await q.deleteUnattachedBefore(db, new Date(now - UNSAVED_FILE_TTL_MS));
    // Only this replica deleted these rows, so only it removes their bytes.
    for (const { id } of unsaved) await storage.remove(id);
    const incoming =
      storage.mode === "direct"
        ? await storage.sweepIncoming(new Date(now - UPLOAD_TTL_MS - PENDING_GRACE_MS))
        : 0;
    return { pending: pending.length, unsaved: unsaved.length, incoming };
  }

  /**
   * Checks what a browser sent straight to the object store for a pending file and, when it
   * is the declared image, stores its re-encoded copy as the file. 404 when nothing arrived;
   * 415/413/400 (and the file is dropped) when it is not an acceptable image.
   */
  async #confirmDirectUpload(row: StoredFileRow): Promise<void> {
    const { storage } = this.options;
    // With the gateway's own store a pending row simply has no bytes yet.
    if (storage.mode !== "direct") throw notFound(FILE_REPLIES.notUploaded);
    const incoming = await storage.inspectIncoming(row.id, this.options.maxBytes);
    if (!incoming) throw notFound(FILE_REPLIES.notUploaded);
    let stored: { bytes: Buffer; contentType: string };
    try {
      const bytes = incoming.bytes ?? Buffer.alloc(0);
      this.#acceptableImage(row, incoming.size, bytes);
      stored = await reencodeImage(bytes);
    } catch (error) {
      await this.discard(row.id);
      throw error;
    }
    await storage.promoteIncoming(row.id, stored.bytes, stored.contentType);
    // A parallel confirmation may have won; the outcome is the same file either way.
    await this.#markUploaded(row.id, stored.contentType, stored.bytes.length, this.options.now());
  }

  /** The image type of an upload of `size` bytes starting with `head` (its leading bytes tell), else 413/415. */
  #acceptableImage(row: StoredFileRow, size: number, head: Buffer): string {
    if (size > this.options.maxBytes) throw new HttpError(413, "file is too large", "VALIDATION");
    const type = sniffImageType(head);
    if (!type || (row.declaredContentType && row.declaredContentType !== type))
      throw new HttpError(415, "file content is not a supported image", "VALIDATION");
    return type;
  }

  #markUploaded(fileId: string, contentType: string, size: number, now: Date): Promise<boolean> {
    return q.markUploaded(this.options.db, fileId, { contentType, size, now });
  }

  #checkSignature(fileId: string, query: SignedFileQuery, now: Date): void {
    const problem = this.options.signer.check(fileId, query, now);
    if (problem === "forged") throw forbidden(FILE_REPLIES.badSignature);
    if (problem === "expired") throw forbidden(FILE_REPLIES.addressExpired);
  }

  async #ownedRow(owner: FileOwner, parentId: string, fileId: string) {
    if (parentId !== owner.profileId) throw forbidden();
    if (!isUuid(fileId)) throw notFound(NOT_FOUND_REPLIES.file);
    const row = await q.findFile(this.options.db, fileId);
    if (!row) throw notFound(NOT_FOUND_REPLIES.file);
    if (row.parentId !== parentId || row.ownerUserId !== owner.userId) throw forbidden();
    return row;
  }
}

/**
 * The type and size an upload straight to an object store is signed for: the store enforces
 * them on its own, so they must be known when signing (400 when missing).
 */
function declaredUpload(input: { contentType?: string; size?: number }) {
  const { contentType, size } = input;
  if (contentType !== undefined && size !== undefined) return { contentType, size };
  throw badRequest(FILE_REPLIES.contentTypeAndSizeRequired, [
    ...(contentType === undefined ? [{ path: ["contentType"], message: "required" }] : []),
    ...(size === undefined ? [{ path: ["size"], message: "required" }] : []),
  ]);
}
