import { apiErrorCodeForStatus } from "@rabota/domain/errors";
import type { ErrorBody } from "@rabota/domain/wire/error";
import type { FastifyError, FastifyInstance } from "fastify";
import { hasZodFastifySchemaValidationErrors, isResponseSerializationError } from "fastify-type-provider-zod";
import { isDatabaseUnavailable, loggableError } from "../db/faults";
import { type ErrorIssue, HttpError, serviceUnavailable } from "./errors";

function issuesOf(error: FastifyError & { validation: { instancePath: string; message?: string }[] }) {
  return error.validation.map<ErrorIssue>((entry) => ({
    path: entry.instancePath
      .split("/")
      .filter((part) => part.length > 0)
      .map((part) => (/^\d+$/.test(part) ? Number(part) : part)),
    message: entry.message ?? "invalid value",
  }));
}

/**
 * Turns every failure into `{ message, code?, issues? }`: 400 with the zod issues for bad
 * input, the HttpError's own status, Fastify's 4xx (bad JSON, 413 for a body over the limit),
 * 503 with `Retry-After` when the database is down or a connection broke mid-request (the
 * pool replaces the connection, so the next try works once the database is back), and a bare
 * 500 for anything else. Details go only to the log, without a failed query's parameters.
 */
export function registerErrorHandling(app: FastifyInstance): void {
  app.setErrorHandler<FastifyError, { Reply: ErrorBody }>((error, request, reply) => {
    if (error instanceof HttpError) {
      const body: ErrorBody = { message: error.message, ...error.fields };
      if (error.code) body.code = error.code;
      if (error.issues) body.issues = error.issues;
      if (error.headers) reply.headers(error.headers);
      return reply.status(error.status).send(body);
    }
    if (hasZodFastifySchemaValidationErrors(error)) {
      const issues = issuesOf(error);
      // The first issue's message (Russian when it comes from a domain rule) is what a
      // client shows when it shows only one line.
      return reply
        .status(400)
        .send({ message: issues[0]?.message ?? "invalid request", code: "VALIDATION", issues });
    }
    if (isResponseSerializationError(error)) {
      request.log.error({ err: error, issues: error.cause.issues }, "response does not match its schema");
      return reply.status(500).send({ message: "internal server error", code: "UNKNOWN" });
    }
    const status = error.statusCode ?? 500;
    if (status >= 400 && status < 500) {
      const message = status === 413 ? "request body is too large" : error.message;
      return reply.status(status).send({ message, code: apiErrorCodeForStatus(status) });
    }
    if (isDatabaseUnavailable(error)) {
      request.log.warn({ err: loggableError(error) }, "database unavailable");
      const unavailable = serviceUnavailable();
      return reply
        .status(unavailable.status)
        .headers(unavailable.headers ?? {})
        .send({ message: unavailable.message, code: unavailable.code });
    }
    request.log.error({ err: loggableError(error) }, "request failed");
    return reply.status(500).send({ message: "internal server error", code: "UNKNOWN" });
  });
}
