import { readHhAuthorization } from "@rabota/features/import";
import { useSessionRole } from "@rabota/features/session";
import { Navigate, useSearchParams } from "react-router";
import { paths } from "../../config/paths";
import { ErrorScreen } from "../error/error-screen";
import type { ImportHandOver } from "../vacancies/employer-import";

/**
 * `/import/hh/callback`: hh.ru's redirect after the employer's consent or refusal. The answer
 * goes on to the employer's vacancies page, which reopens the import modal with it; the
 * address is replaced, so a reload or Back never sends the one-time code again. Employers only.
 */
export default function ImportCallbackPage() {
  const role = useSessionRole();
  const [searchParams] = useSearchParams();
  if (role !== "employer") return <ErrorScreen status={403} />;
  const authorization = readHhAuthorization(searchParams);
  const state: ImportHandOver | undefined = authorization ? { hhAuthorization: authorization } : undefined;
  return <Navigate to={paths.vacancies.href()} replace state={state} />;
}
