import { AVATAR_MAX_BYTES } from "@rabota/domain/constants";
import { FileService } from "../modules/files/service";
import type { FileStorage } from "../platform/storage/file-storage";
import { FileUrlSigner } from "../platform/storage/signed-urls";
import type { TestClient, TestGateway } from "./gateway";

/** A real 1×1 PNG. */
export const PNG = Buffer.from(
  "iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==",
  "base64",
);
/** Bytes that are no image. */
export const PDF = Buffer.from("%PDF-1.4\n1 0 obj\n<<>>\nendobj\n");

/** `PUT /v1/profile/files/{parentId}` for a PNG avatar, with any field overridden. */
export function requestUpload(client: TestClient, parentId: string, overrides: Record<string, unknown> = {}) {
  return client.request({
    method: "PUT",
    url: `/v1/profile/files/${parentId}`,
    payload: {
      fileType: "FILE_TYPE_AVATAR",
      parentStructId: parentId,
      fileName: "avatar.png",
      contentType: "image/png",
      size: PNG.length,
      ...overrides,
    },
  });
}

/** Saves an applicant's personal section with this avatar address; resolves with the status. */
export async function saveAvatar(
  client: TestClient,
  applicantId: string,
  avatarUrl: string,
): Promise<number> {
  const payload = { name: "Анна", surname: "Смирнова", avatarUrl };
  return (await client.request({ method: "PUT", url: `/v1/profile/${applicantId}`, payload })).statusCode;
}

/** A file service over a test gateway's database and `storage`, to run the sweep on demand. */
export function fileServiceOf(gateway: TestGateway, storage: FileStorage): FileService {
  return new FileService({
    db: gateway.database.db,
    storage,
    signer: new FileUrlSigner(gateway.config.jwtSecret),
    maxBytes: AVATAR_MAX_BYTES,
    now: gateway.clock.now,
  });
}
