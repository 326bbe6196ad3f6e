import {
  downloadFileResponseSchema,
  type UploadFileRequest,
  uploadFileResponseSchema,
} from "@rabota/domain/wire/files";
import type { Http } from "../http";
import type { PutBytes, UploadProgress } from "../upload";

const filesPath = (parentId: string) => `/v1/profile/files/${encodeURIComponent(parentId)}`;
const filePath = (parentId: string, fileId: string) => `${filesPath(parentId)}/${encodeURIComponent(fileId)}`;

/** Profile files (avatars, logos): a signed upload, the download address, deletion. */
export function createFileCalls({ request }: Http, putBytes: PutBytes) {
  const requestUpload = async (parentId: string, body: UploadFileRequest) =>
    request("put", filesPath(parentId), {
      call: "files.requestUpload",
      json: body,
      schema: uploadFileResponseSchema,
    });
  const getDownloadUrl = async (parentId: string, fileId: string) =>
    (
      await request("get", filePath(parentId, fileId), {
        call: "files.getDownloadUrl",
        schema: downloadFileResponseSchema,
      })
    ).downloadUrl;
  return {
    /** `PUT /v1/profile/files/{parentId}` -> `{ uploadUrl, fileId?, expiresAt? }`; 403 for another user's id. */
    requestUpload,
    /** Sends the bytes to a signed `uploadUrl` with `PUT` and the file's content type. */
    putBytes,
    /** `GET /v1/profile/files/{parentId}/{fileId}` -> the download address. */
    getDownloadUrl,
    /** `DELETE /v1/profile/files/{parentId}/{fileId}` -> nothing. */
    deleteFile: async (parentId: string, fileId: string): Promise<void> => {
      await request("delete", filePath(parentId, fileId), { call: "files.deleteFile" });
    },
    /**
     * The whole avatar (or logo) upload: an address for `file`, the bytes, then the download
     * address to put into the profile -> `{ fileId, downloadUrl }`. 415 / 413 ApiErrors when
     * the file is not an acceptable image.
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
      return { fileId, downloadUrl: await getDownloadUrl(parentId, fileId) };
    },
  };
}
