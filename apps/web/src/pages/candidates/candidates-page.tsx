import { candidateAccess } from "@rabota/domain/access";
import type { CandidateFilters } from "@rabota/domain/wire/candidates";
import {
  CandidateSearch,
  CandidatesStoreProvider,
  candidateListSearch,
  parseCandidateSearch,
} from "@rabota/features/candidates";
import { useIsAuthChecked, useSessionRole, useSessionUserId } from "@rabota/features/session";
import { PageSpinner } from "@rabota/ui/spinner";
import { useMemo } from "react";
import { useNavigate, useSearchParams } from "react-router";
import { useApiClient } from "../../app/api-client-context";
import { candidatesApiOf } from "../../app/feature-apis";
import { paths } from "../../config/paths";
import { usePageTitle } from "../../lib/use-page-title";
import { ErrorScreen } from "../error/error-screen";
import { CompanyGate } from "../vacancies/company-gate";
import styles from "./candidates-page.module.css";

function Search() {
  const client = useApiClient();
  const api = useMemo(() => candidatesApiOf(client), [client]);
  const [searchParams] = useSearchParams();
  const navigate = useNavigate();
  const filters = useMemo(() => parseCandidateSearch(searchParams), [searchParams]);
  // Each filter change is a new history entry, so Back undoes it.
  const apply = (next: CandidateFilters) => navigate(paths.candidates.href(candidateListSearch(next)));
  return (
    <CandidatesStoreProvider api={api}>
      <CandidateSearch
        filters={filters}
        onApply={apply}
        candidateHref={paths.candidate.href}
        onOpen={(href) => navigate(href)}
      />
    </CandidatesStoreProvider>
  );
}

/**
 * `/candidates` «Поиск резюме» (issue 44): the people who let employers find them, for the
 * active members of a company; the filters live in the address (shared links, Back). Guests
 * and applicants get the 403 page, an employer waiting for the company's approval its reason.
 */
export default function CandidatesPage() {
  usePageTitle("Поиск резюме — Работа");
  const access = candidateAccess(useSessionRole(), useIsAuthChecked());
  const employerId = useSessionUserId();
  if (access === "loading") return <PageSpinner label="Проверяем вход" />;
  if (access !== "page" || !employerId) return <ErrorScreen status={access === "page" ? 403 : access} />;
  return (
    <div className={styles.page}>
      <h1 className={styles.title}>Поиск резюме</h1>
      <p className={styles.lead}>
        Здесь только соискатели, которые сами разрешили работодателям находить их резюме, и только то, что они
        решили показать.
      </p>
      <CompanyGate employerId={employerId}>
        <Search />
      </CompanyGate>
    </div>
  );
}
