import type { TestProject } from "vitest/node";
import { startRealGateway } from "./real-gateway";

/** Access tokens of the shared test gateway live 2 s, so tests meet expiry and refresh. */
const TEST_ACCESS_TOKEN_TTL_S = 2;

/**
 * One real gateway for every integration test file of the package (starting one per file
 * made three seeding gateways compete for two cores). Files read its address with
 * `inject("gatewayUrl")`.
 */
export default async function setup(project: TestProject) {
  const gateway = await startRealGateway({ accessTokenTtlS: TEST_ACCESS_TOKEN_TTL_S });
  project.provide("gatewayUrl", gateway.baseUrl);
  return () => gateway.stop();
}

declare module "vitest" {
  export interface ProvidedContext {
    gatewayUrl: string;
  }
}
