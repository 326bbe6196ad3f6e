import {
  downloadFileResponseSchema,
  type UploadFileRequest,
  uploadFileResponseSchema,
} from "@rabota/domain/wire/files";
import type { Http } from "../http";
import type { PutBytes, UploadProgress } from "../upload";
import { required } from "./required";

const filesPath = (parentId: string) => `/v1/profile/files/${encodeURIComponent(parentId)}`;
const filePath = (parentId: string, fileId: string) => `${filesPath(parentId)}/${encodeURIComponent(fileId)}`;

/** The file calls of spec §7 (Profile): signed upload, download address, deletion. */
export function createFileCalls({ request }: Http, putBytes: PutBytes) {
  const requestUpload = async (parentId: string, body: UploadFileRequest) =>
    required(
      await request("put", filesPath(parentId), { json: body, schema: uploadFileResponseSchema }),
      "Failed to get an upload address.",
    );
  const getDownloadUrl = async (parentId: string, fileId: string) =>
    required(
      await request("get", filePath(parentId, fileId), { schema: downloadFileResponseSchema }),
      "Failed to get a download address.",
    );
  return {
    /** `PUT /v1/profile/files/{parentId}` -> `{ uploadUrl, fileId }`; 403 for another user's id. */
    requestUpload,
    /** Sends the bytes to a signed `uploadUrl` with `PUT` and the file's content type. */
    putBytes,
    /** `GET /v1/profile/files/{parentId}/{fileId}` -> `{ downloadUrl }`. */
    getDownloadUrl,
    /** `DELETE /v1/profile/files/{parentId}/{fileId}`. */
    deleteFile: async (parentId: string, fileId: string) => {
      await request("delete", filePath(parentId, fileId));
    },
    /**
     * The whole avatar (or logo) upload: an address for `file`, the bytes, then the download
     * address to put into the profile. 415 / 413 ApiErrors when the file is not an
     * acceptable image.
     */
    uploadAvatar: async (
      parentId: string,
      file: Blob & { name?: string },
      onProgress?: (progress: UploadProgress) => void,
    ) => {
      const contentType = file.type;
      const { uploadUrl, fileId } = await requestUpload(parentId, {
        fileType: "FILE_TYPE_AVATAR",
        parentStructId: parentId,
        fileName: file.name && file.name.length <= 200 ? file.name.replace(/[/\\]/g, "_") : "avatar",
        ...(contentType ? { contentType: contentType as UploadFileRequest["contentType"] } : {}),
        size: file.size,
      });
      await putBytes(uploadUrl, file, { contentType, ...(onProgress ? { onProgress } : {}) });
      if (!fileId) throw new Error("the gateway did not name the uploaded file");
      const { downloadUrl } = await getDownloadUrl(parentId, fileId);
      return { fileId, downloadUrl };
    },
  };
}
