import { createAuthCalls } from "./calls/auth";
import { createCompanyCalls } from "./calls/company";
import { createContestCalls } from "./calls/contest";
import { createDevCalls } from "./calls/dev";
import { createEmployerCalls } from "./calls/employer";
import { createFileCalls } from "./calls/files";
import { createProfileCalls } from "./calls/profile";
import { createTestCalls } from "./calls/tests";
import { createVacancyCalls } from "./calls/vacancy";
import { createHttp, type HttpOptions } from "./http";
import { createUploader } from "./upload";

export type ApiClientOptions = HttpOptions;

/**
 * Creates a client of the Rabota gateway: calls grouped by resource (`client.auth.login(…)`),
 * cookies sent with every request, one shared session refresh on 401.
 */
export function createApiClient(options: ApiClientOptions) {
  const http = createHttp(options);
  return {
    auth: createAuthCalls(http),
    company: createCompanyCalls(http),
    contest: createContestCalls(http),
    dev: createDevCalls(http),
    employer: createEmployerCalls(http),
    files: createFileCalls(http, createUploader(options)),
    profile: createProfileCalls(http),
    tests: createTestCalls(http),
    vacancy: createVacancyCalls(http),
  };
}

export type ApiClient = ReturnType<typeof createApiClient>;
