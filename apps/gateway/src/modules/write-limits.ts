import type { LimitName } from "../platform/limits/rules";

/**
 * Which per-user limit (platform/limits/rules.ts) each authenticated write counts against:
 * the one place that maps routes to limits, so a new write route is one line here. The
 * test beside it fails for a write route that is neither here nor in {@link UNLIMITED_WRITES}.
 */
export const WRITE_LIMITS: Readonly<Record<string, LimitName>> = {
  "PUT /v1/profile/:applicantId": "profile",
  "PUT /v1/profile/employer/:employerId": "profile",
  // The deletion's wrong passwords also count toward the sign-in lock (modules/account).
  "DELETE /v1/account": "profile",
  "POST /v1/account/consent": "profile",
  // A read, but it gathers everything the person has: a script must not loop it.
  "GET /v1/account/export": "profile",

  "POST /v1/vacancy": "company",
  "PUT /v1/vacancy/:id": "company",
  "POST /v1/vacancy/:id/status": "company",
  "POST /v1/vacancy/:id/prolong": "company",
  "POST /v1/vacancy/delete": "company",
  "PUT /v1/vacancy/:id/test": "company",
  "POST /v1/company/:companyId/members/request": "company",
  "POST /v1/company/:companyId/members/:employerId/decision": "company",
  "DELETE /v1/company/:companyId/members/:employerId": "company",

  "POST /v1/vacancy/:id/like/:applicantId": "likes",
  "DELETE /v1/vacancy/:id/like/:applicantId": "likes",
  "POST /v1/vacancy/:id/view/:applicantId": "likes",

  "POST /v1/vacancy/:id/response/:applicantId": "responses",

  "POST /v1/vacancy/:id/responses/:applicantId/status": "decisions",
  "POST /v1/vacancy/:id/responses/:applicantId/invitation": "decisions",
  "DELETE /v1/vacancy/:id/responses/:applicantId/rejection": "decisions",

  // The messages themselves go over the socket, which takes the same limit (chat/socket.ts).
  "POST /v1/chat/response/:vacancyId/:applicantId": "chat",

  "PUT /v1/profile/files/:parentId": "uploads",
  "DELETE /v1/profile/files/:parentId/:fileId": "uploads",

  "POST /v1/profile/test/characteristics/session": "tests",
  "POST /v1/profile/test/skill/session": "tests",
  "POST /v1/vacancy/test/session": "tests",
  "PUT /v1/tests/sessions/:sessionId/answers/:itemId": "tests",
  "POST /v1/tests/sessions/:sessionId/finish": "tests",

  "POST /v1/searches": "searches",
  "PUT /v1/searches/:id": "searches",
  "DELETE /v1/searches/:id": "searches",
  "POST /v1/searches/:id/opened": "searches",
  "PUT /v1/hidden/vacancies/:id": "searches",
  "DELETE /v1/hidden/vacancies/:id": "searches",
  "PUT /v1/hidden/companies/:id": "searches",
  "DELETE /v1/hidden/companies/:id": "searches",
  "PUT /v1/hidden/words": "searches",

  "PUT /v1/profile/:applicantId/visibility": "candidates",
  "POST /v1/profile/contact-requests/:requestId/decision": "candidates",
  "POST /v1/candidates/:applicantId/contact-requests": "candidates",

  "POST /v1/company/:companyId/reviews": "reviews",
  "PUT /v1/company/:companyId/reviews/:reviewId": "reviews",
  "POST /v1/company/:companyId/reviews/:reviewId/reply": "reviews",
  "POST /v1/complaints": "complaints",
  // Each one asks the registry of legal entities (a paid lookup with a real provider).
  "POST /v1/company/:companyId/verification": "verifications",

  "POST /v1/import/hh": "imports",
  // A read, but each one calls hh.ru for the employer's counts.
  "GET /v1/import/hh/:code": "imports",
};

/**
 * Writes with no per-user limit, and why: they are limited another way. The test of
 * {@link WRITE_LIMITS} reads this list.
 */
export const UNLIMITED_WRITES: Readonly<Record<string, string>> = {
  "POST /v1/auth/*":
    "no session yet: per client address (AUTH_RATE_LIMIT), codes per email (codeSends, codeChecks)",
  "POST /auth/login": "the older login: per client address, shared with POST /v1/auth/login",
  "POST /v1/employer/register": "a sign-up: per client address (AUTH_RATE_LIMIT)",
  "POST /v1/searches/:id/unsubscribe": "a signed link from a mail, no session; it only turns alerts off",
  "PUT /v1/files/:fileId": "a signed upload address, each one issued under the uploads limit",
  "POST /v1/moderation/decisions":
    "moderators only: staff accounts made by the server's command, each decision written to the log",
};
