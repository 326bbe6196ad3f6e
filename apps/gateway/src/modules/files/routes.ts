import { AVATAR_MAX_BYTES } from "@rabota/domain/constants";
import {
  downloadFileResponseSchema,
  fileParamsSchema,
  uploadFileRequestSchema,
  uploadFileResponseSchema,
} from "@rabota/domain/wire/files";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { z } from "zod";
import { badRequest, HttpError } from "../../platform/http/errors";
import { FILE_REPLIES } from "../../platform/http/messages";
import { sessionOf } from "../../platform/security/authenticate";
import type { FileService } from "./service";

export interface FileRoutesOptions {
  files: FileService;
}

const parentParamsSchema = z.strictObject({ parentId: z.string().min(1).max(64) });

/**
 * `/v1/profile/files`: a signed upload address for the caller's own avatar or logo, a
 * download address, deletion. `{parentId}` must be the caller's applicant or employer id
 * (403 otherwise), and the file must be theirs.
 */
export const profileFileRoutes: FastifyPluginAsyncZod<FileRoutesOptions> = async (app, options) => {
  const ownParent = app.auth.self("parentId");
  app.put(
    "/:parentId",
    {
      preHandler: ownParent,
      schema: {
        params: parentParamsSchema,
        body: uploadFileRequestSchema,
        response: { 200: uploadFileResponseSchema },
      },
    },
    async (request) => {
      const session = sessionOf(request);
      const { parentId } = request.params;
      const body = request.body;
      if (body.parentStructId !== parentId)
        throw badRequest(FILE_REPLIES.parentMismatch, [
          { path: ["parentStructId"], message: "must equal the parent id" },
        ]);
      const issued = await options.files.issueUpload(
        { userId: session.userId, profileId: session.profileId },
        {
          fileType: body.fileType,
          fileName: body.fileName,
          ...(body.fileDescription ? { description: body.fileDescription } : {}),
          ...(body.contentType ? { contentType: body.contentType } : {}),
          ...(body.size !== undefined ? { size: body.size } : {}),
        },
      );
      return {
        uploadUrl: issued.uploadUrl,
        fileId: issued.fileId,
        expiresAt: issued.expiresAt.toISOString(),
      };
    },
  );

  app.get(
    "/:parentId/:fileId",
    {
      preHandler: ownParent,
      schema: { params: fileParamsSchema, response: { 200: downloadFileResponseSchema } },
    },
    async (request) => {
      const session = sessionOf(request);
      const { parentId, fileId } = request.params;
      const downloadUrl = await options.files.ownedDownloadUrl(session, parentId, fileId);
      return { downloadUrl };
    },
  );

  app.delete(
    "/:parentId/:fileId",
    { preHandler: ownParent, schema: { params: fileParamsSchema } },
    async (request, reply) => {
      const session = sessionOf(request);
      await options.files.remove(session, request.params.parentId, request.params.fileId);
      return reply.status(204).send();
    },
  );
};

const signedQuerySchema = z.object({
  op: z.enum(["put", "get"]),
  exp: z.coerce.number().int().min(0),
  sig: z.string().min(1).max(128),
});
// A uuid is 36 characters; the bound says so to the document, the format checks the rest.
const fileIdParamsSchema = z.strictObject({ fileId: z.uuid().max(36) });

/**
 * `/v1/files/{fileId}?op&exp&sig`: the signed addresses themselves. No session needed (the
 * signature is the permission), as with a presigned S3 address. `PUT` takes the raw image
 * bytes once (only when the gateway stores the bytes itself); `GET` serves them, or
 * redirects to the object store, until the address expires.
 */
export const fileContentRoutes: FastifyPluginAsyncZod<{ files: FileService }> = async (app, options) => {
  // Only a gateway that stores the bytes itself takes uploads.
  if (options.files.receivesUploads) {
    // Raw image bodies only; any other content type is a 415 from Fastify itself.
    app.addContentTypeParser(/^image\/[\w.+-]+$/i, { parseAs: "buffer" }, (_request, body, done) =>
      done(null, body),
    );
    app.put(
      "/:fileId",
      {
        bodyLimit: AVATAR_MAX_BYTES,
        schema: { params: fileIdParamsSchema, querystring: signedQuerySchema },
      },
      async (request, reply) => {
        if (!Buffer.isBuffer(request.body) || request.body.length === 0)
          throw new HttpError(415, "send the image bytes with an image content type", "VALIDATION");
        await options.files.receiveUpload(
          request.params.fileId,
          request.query,
          request.headers["content-type"] ?? "",
          request.body,
        );
        return reply.status(204).send();
      },
    );
  }

  app.get(
    "/:fileId",
    { schema: { params: fileIdParamsSchema, querystring: signedQuerySchema } },
    async (request, reply) => {
      const file = await options.files.readDownload(request.params.fileId, request.query);
      const { content } = file;
      reply.header("cache-control", `private, max-age=${file.maxAgeSeconds}`);
      if (content.kind === "redirect") return reply.redirect(content.url, 302);
      return reply
        .header("content-type", file.contentType)
        .header("content-disposition", "inline")
        .send(content.bytes);
    },
  );
};
