import type { FastifyRequest } from "fastify";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import type { Db } from "../../platform/db/database";

export interface EmployerRoutesOptions {
  db: Db;
  authenticated: (request: FastifyRequest) => Promise<void>;
}

export const employerRoutes: FastifyPluginAsyncZod<EmployerRoutesOptions> = async () => {};
