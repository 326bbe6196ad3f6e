import type { FastifyRequest } from "fastify";

/** The applicant whose personal flags (liked, applied) a public answer carries, if any. */
export const viewerOf = (request: FastifyRequest) =>
  request.session?.role === "applicant" ? request.session.profileId : null;
/** The employer looking, if any (own assessed vacancies carry their completed-test counts). */
export const employerViewerOf = (request: FastifyRequest) =>
  request.session?.role === "employer" ? request.session.profileId : null;
