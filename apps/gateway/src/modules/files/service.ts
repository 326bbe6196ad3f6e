import { randomUUID } from "node:crypto";
import { and, eq, isNotNull, isNull, lt } from "drizzle-orm";
import type { Db } from "../../platform/db/database";
import { badRequest, forbidden, HttpError, notFound } from "../../platform/http/errors";
import { sniffImageType } from "../../platform/storage/image-sniff";
import type { LocalFileStorage } from "../../platform/storage/local-storage";
import { type FileUrlSigner, fileIdFromUrl, type SignedFileQuery } from "../../platform/storage/signed-urls";
import type { Queryable } from "../auth/queries";
import { storedFiles } from "./tables";

/** An upload address is good for 10 minutes. */
const UPLOAD_TTL_MS = 10 * 60 * 1000;
/** Download addresses live at least a day; expiries are rounded up to the hour so a page's addresses stay the same (cacheable) between reloads. */
const DOWNLOAD_TTL_MS = 24 * 60 * 60 * 1000;
const HOUR_MS = 60 * 60 * 1000;
const DAY_MS = 24 * HOUR_MS;
const PUBLIC_TTL_MS = 30 * DAY_MS;

export interface FileOwner {
  userId: string;
  /** The applicant's or employer's id. */
  profileId: string;
}

export interface FileServiceOptions {
  db: Db;
  storage: LocalFileStorage;
  signer: FileUrlSigner;
  now: () => Date;
}

/** Issues signed addresses, stores uploads once, and checks ownership of stored files. */
export class FileService {
  constructor(private readonly options: FileServiceOptions) {}

  /** Records a pending file and returns its single-use upload address. */
  async issueUpload(
    owner: FileOwner,
    input: { fileType: string; fileName: string; description?: string; contentType?: string },
  ) {
    const now = this.options.now();
    const id = randomUUID();
    const expiresAt = new Date(now.getTime() + UPLOAD_TTL_MS);
    // Addresses the owner let expire unused are forgotten, so pending rows do not pile up.
    await this.options.db
      .delete(storedFiles)
      .where(
        and(
          eq(storedFiles.ownerUserId, owner.userId),
          isNull(storedFiles.uploadedAt),
          lt(storedFiles.uploadExpiresAt, now),
        ),
      );
    await this.options.db.insert(storedFiles).values({
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
    return { fileId: id, uploadUrl: this.options.signer.url("put", id, expiresAt), expiresAt };
  }

  /**
   * Stores the bytes of one upload. Refuses (403) a forged or expired address or one already
   * used; 415 when the content type is not the declared one or the bytes are not that image.
   */
  async receiveUpload(
    fileId: string,
    query: SignedFileQuery,
    contentType: string,
    bytes: Buffer,
  ): Promise<void> {
    const now = this.options.now();
    this.#checkSignature(fileId, query, now);
    if (query.op !== "put") throw forbidden("this address does not allow uploads");
    const [row] = await this.options.db.select().from(storedFiles).where(eq(storedFiles.id, fileId)).limit(1);
    if (!row) throw forbidden("upload address is not valid");
    if (row.uploadedAt) throw forbidden("upload address already used");
    const type = contentType.split(";")[0]?.trim().toLowerCase() ?? "";
    if (row.declaredContentType && row.declaredContentType !== type)
      throw new HttpError(415, "content type differs from the declared one", "VALIDATION");
    if (sniffImageType(bytes) !== type)
      throw new HttpError(415, "file content is not a supported image", "VALIDATION");
    // Claiming the row first makes a second, parallel upload with the same address lose.
    const claimed = await this.options.db
      .update(storedFiles)
      .set({ uploadedAt: now, contentType: type, size: bytes.length })
      .where(and(eq(storedFiles.id, fileId), isNull(storedFiles.uploadedAt)))
      .returning({ id: storedFiles.id });
    if (claimed.length === 0) throw forbidden("upload address already used");
    try {
      await this.options.storage.write(fileId, bytes);
    } catch (error) {
      await this.options.db.update(storedFiles).set({ uploadedAt: null }).where(eq(storedFiles.id, fileId));
      throw error;
    }
  }

  /** The bytes and type behind a genuine, unexpired download address. */
  async readDownload(fileId: string, query: SignedFileQuery) {
    this.#checkSignature(fileId, query, this.options.now());
    if (query.op !== "get") throw forbidden("this address does not allow downloads");
    const row = await this.#uploaded(this.options.db, fileId);
    const bytes = row ? await this.options.storage.read(fileId) : null;
    if (!row || !bytes) throw notFound("file not found");
    return {
      bytes,
      contentType: row.contentType ?? "application/octet-stream",
      expiresAt: new Date(query.exp * 1000),
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

  /** The download address of one of the owner's uploaded files (403 when not theirs, 404 when absent). */
  async ownedDownloadUrl(owner: FileOwner, parentId: string, fileId: string): Promise<string> {
    const row = await this.#ownedRow(owner, parentId, fileId);
    if (!row.uploadedAt) throw notFound("file not found");
    return this.downloadUrl(fileId);
  }

  /** Deletes one of the owner's files (row and bytes); profile references clear by the foreign keys. */
  async remove(owner: FileOwner, parentId: string, fileId: string): Promise<void> {
    await this.#ownedRow(owner, parentId, fileId);
    await this.options.db.delete(storedFiles).where(eq(storedFiles.id, fileId));
    await this.options.storage.remove(fileId);
  }

  /** Deletes a file no profile uses any more (a replaced avatar or logo); best effort. */
  async discard(fileId: string): Promise<void> {
    await this.options.db.delete(storedFiles).where(eq(storedFiles.id, fileId));
    await this.options.storage.remove(fileId);
  }

  /**
   * The file id an address in a profile names, when it is an uploaded file of `profileId`;
   * null for null. 400 for any other address (a foreign file, a pending one, a made-up URL).
   */
  async resolveOwnedFile(db: Queryable, value: string | null | undefined, profileId: string, field: string) {
    if (value === null || value === undefined || value === "") return null;
    const fileId = fileIdFromUrl(value);
    const row = fileId ? await this.#uploaded(db, fileId) : undefined;
    if (!fileId || !row || row.parentId !== profileId)
      throw badRequest(`${field} must be the address of an uploaded file of yours`, [
        { path: [field], message: "unknown file" },
      ]);
    return fileId;
  }

  #checkSignature(fileId: string, query: SignedFileQuery, now: Date): void {
    const problem = this.options.signer.check(fileId, query, now);
    if (problem === "forged") throw forbidden("signature does not match");
    if (problem === "expired") throw forbidden("address expired");
  }

  async #uploaded(db: Queryable, fileId: string) {
    const [row] = await db
      .select()
      .from(storedFiles)
      .where(and(eq(storedFiles.id, fileId), isNotNull(storedFiles.uploadedAt)))
      .limit(1);
    return row;
  }

  async #ownedRow(owner: FileOwner, parentId: string, fileId: string) {
    if (parentId !== owner.profileId) throw forbidden();
    if (!/^[0-9a-f-]{36}$/i.test(fileId)) throw notFound("file not found");
    const [row] = await this.options.db.select().from(storedFiles).where(eq(storedFiles.id, fileId)).limit(1);
    if (!row) throw notFound("file not found");
    if (row.parentId !== parentId || row.ownerUserId !== owner.userId) throw forbidden();
    return row;
  }
}
