/**
 * Wire schemas of the file calls (§7, issue 5): a signed upload address for
 * the avatar, a download address, deletion.
 */
import { z } from "zod";
import { AVATAR_CONTENT_TYPES, AVATAR_MAX_BYTES, MAX_LENGTH } from "../constants";
import { fileTypeSchema } from "../enums";
import { idSchema, shortTextSchema } from "./primitives";

/** Content types an avatar may have. */
export const avatarContentTypeSchema = z.enum(AVATAR_CONTENT_TYPES);
export type AvatarContentType = z.infer<typeof avatarContentTypeSchema>;

/** A file name: no path separators, no control characters, at most 200 characters. */
export const fileNameSchema = z
  .string()
  .min(1)
  .max(MAX_LENGTH.short)
  // biome-ignore lint/suspicious/noControlCharactersInRegex: rejecting control characters is the point
  .regex(/^[^/\\\u0000-\u001f]+$/, { message: "Invalid file name" })
  .refine((name) => name !== "." && name !== "..", { message: "Invalid file name" });

/**
 * `PUT /v1/profile/files/{parentId}` body (§7: fileType, parentStructId, fileName,
 * fileDescription). `contentType` and `size` let the server refuse a non-image or an
 * oversized file before issuing the address; the signed address enforces them again.
 */
export const uploadFileRequestSchema = z.strictObject({
  fileType: fileTypeSchema,
  parentStructId: idSchema,
  fileName: fileNameSchema,
  fileDescription: shortTextSchema.optional(),
  contentType: avatarContentTypeSchema.optional(),
  size: z.number().int().min(1).max(AVATAR_MAX_BYTES).optional(),
});
export type UploadFileRequest = z.input<typeof uploadFileRequestSchema>;

/** -> `{ uploadUrl }` (send the file there with `PUT` and its content type); `fileId` names it later. */
export const uploadFileResponseSchema = z.object({
  uploadUrl: z.string().min(1),
  fileId: idSchema.optional(),
  expiresAt: z.string().optional(),
});
export type UploadFileResponse = z.infer<typeof uploadFileResponseSchema>;

/** Path parameters of `GET`/`DELETE /v1/profile/files/{a}/{b}`: the parent id and the file id. */
export const fileParamsSchema = z.strictObject({ parentId: idSchema, fileId: idSchema });

/** `GET /v1/profile/files/{a}/{b}` -> `{ downloadUrl }`. */
export const downloadFileResponseSchema = z.object({ downloadUrl: z.string().min(1) });
export type DownloadFileResponse = z.infer<typeof downloadFileResponseSchema>;

/** Whether a declared upload is acceptable as an avatar: an image type and at most 5 MB. */
export function isAcceptableAvatar(contentType: string, size: number): boolean {
  return (
    (AVATAR_CONTENT_TYPES as readonly string[]).includes(contentType.toLowerCase()) &&
    Number.isInteger(size) &&
    size > 0 &&
    size <= AVATAR_MAX_BYTES
  );
}
