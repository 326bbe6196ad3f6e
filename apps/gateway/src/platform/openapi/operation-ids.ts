/**
 * The `operationId` of every operation, by one rule that needs no list to keep (decision 016):
 * the method in lower case, then each path segment after `/v1` in PascalCase, a path parameter
 * as `By` + its name — `GET /v1/vacancy/:id/responses` → `getVacancyByIdResponses`,
 * `POST /v1/auth/check-email` → `postAuthCheckEmail`. A path outside `/v1` (the older login)
 * starts with `legacy`: `POST /auth/login` → `legacyPostAuthLogin`. Ids change only when the
 * route does, so generated clients keep their names; the document test checks they are unique.
 */
export function operationIdOf(method: string, url: string): string {
  const segments = url.split("/").filter((segment) => segment !== "");
  const versioned = segments[0] === "v1";
  const words = (versioned ? segments.slice(1) : segments).map((segment) =>
    segment.startsWith(":") ? `By${pascal(segment.slice(1))}` : pascal(segment),
  );
  const id = `${method.toLowerCase()}${words.join("")}`;
  return versioned ? id : `legacy${pascal(id)}`;
}

/** `check-email` → `CheckEmail`, `applicantId` → `ApplicantId`. */
function pascal(text: string): string {
  return text
    .split(/[-_]/)
    .map((word) => word.charAt(0).toUpperCase() + word.slice(1))
    .join("");
}
