import { createAccountCalls } from "./calls/account";
import { createAreaCalls } from "./calls/areas";
import { createAuthCalls } from "./calls/auth";
import { createCandidateCalls } from "./calls/candidates";
import { createChatCalls } from "./calls/chat";
import { createCompanyCalls } from "./calls/company";
import { createComplaintCalls, createModerationCalls } from "./calls/complaints";
import { createContestCalls } from "./calls/contest";
import { createDevCalls } from "./calls/dev";
import { createEmployerCalls } from "./calls/employer";
import { createFileCalls } from "./calls/files";
import { createHiddenCalls } from "./calls/hidden";
import { createImportCalls } from "./calls/import";
import { createProfileCalls } from "./calls/profile";
import { createReviewCalls } from "./calls/reviews";
import { createSalaryCalls } from "./calls/salaries";
import { createSearchCalls } from "./calls/searches";
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
    account: createAccountCalls(http),
    areas: createAreaCalls(http),
    auth: createAuthCalls(http),
    candidates: createCandidateCalls(http),
    chat: createChatCalls(http),
    company: createCompanyCalls(http),
    complaints: createComplaintCalls(http),
    contest: createContestCalls(http),
    dev: createDevCalls(http),
    employer: createEmployerCalls(http),
    files: createFileCalls(http, createUploader(options)),
    hidden: createHiddenCalls(http),
    import: createImportCalls(http),
    moderation: createModerationCalls(http),
    profile: createProfileCalls(http),
    reviews: createReviewCalls(http),
    salaries: createSalaryCalls(http),
    searches: createSearchCalls(http),
    tests: createTestCalls(http),
    vacancy: createVacancyCalls(http),
    session: {
      /**
       * Refreshes the session through the client's one shared refresh (the one 401s wait on):
       * resolves whether it worked; a failure calls `onSessionExpired` once. The chat socket
       * uses it when its handshake answers `TOKEN_EXPIRED`.
       */
      refresh: () => http.refreshSession(),
    },
  };
}

export type ApiClient = ReturnType<typeof createApiClient>;
