import { candidateAccess } from "@rabota/domain/access";
import { CandidatesStoreProvider, FoundCandidate, useFoundCandidateName } from "@rabota/features/candidates";
import {
  ApplicantProfileView,
  CandidateStoreProvider,
  useCandidateProfile,
  useCandidateProfileLoad,
} from "@rabota/features/profile";
import {
  useIsAuthChecked,
  useSessionCompanyId,
  useSessionRole,
  useSessionUserId,
} from "@rabota/features/session";
import { CandidateApplications, VacanciesStoreProvider } from "@rabota/features/vacancies";
import { Button } from "@rabota/ui/button";
import { ArrowLeftIcon } from "@rabota/ui/icon";
import { PageSpinner } from "@rabota/ui/spinner";
import { useMemo } from "react";
import { useLocation, useNavigate, useParams } from "react-router";
import { useApiClient } from "../../app/api-client-context";
import { candidatesApiOf, vacanciesApiOf } from "../../app/feature-apis";
import { paths } from "../../config/paths";
import { usePageTitle } from "../../lib/use-page-title";
import { ErrorScreen } from "../error/error-screen";
import { ProfileLoadState } from "../profile/profile-loader";
import styles from "../profile/profile-page.module.css";
import { CompanyGate } from "../vacancies/company-gate";
import { WriteToChat } from "../vacancies/write-to-chat";

/** The page's title once the found person's profile is in. */
function FoundTitle() {
  const name = useFoundCandidateName();
  usePageTitle(name ? `${name} — резюме — Работа` : "Резюме — Работа");
  return null;
}

/**
 * A person found in the candidate search (issue 44), for the company's active members: the
 * profile as its owner allows, the contact request and the invitation.
 */
function Found({ applicantId }: { applicantId: string }) {
  const client = useApiClient();
  const employerId = useSessionUserId();
  const companyId = useSessionCompanyId();
  const api = useMemo(() => candidatesApiOf(client, companyId), [client, companyId]);
  if (!employerId) return <ErrorScreen status={403} />;
  return (
    <CompanyGate employerId={employerId}>
      <CandidatesStoreProvider key={applicantId} api={api}>
        <FoundTitle />
        <FoundCandidate applicantId={applicantId} />
      </CandidatesStoreProvider>
    </CompanyGate>
  );
}

function Candidate({ applicantId }: { applicantId: string }) {
  const { status, error, retry } = useCandidateProfileLoad(applicantId);
  const profile = useCandidateProfile();
  const navigate = useNavigate();
  const responder = !(status === "error" && (error?.status === 403 || error?.status === 404));
  usePageTitle(
    profile ? `${profile.name} ${profile.surname} — кандидат — Работа` : "Кандидат — Работа",
    responder,
  );
  // The gateway's 403/404: no response from the applicant to this company; the profile may
  // still be one the applicant lets employers find.
  if (!responder) return <Found applicantId={applicantId} />;
  return (
    <ProfileLoadState status={status} error={error?.message ?? null} retry={retry}>
      {profile ? (
        <>
          <ApplicantProfileView profile={profile} />
          {/* Asked for once the profile came: a refused profile (403) has no responses to show either. */}
          <CandidateApplications
            applicantId={applicantId}
            vacancyHref={paths.vacancyDetails.href}
            onOpenVacancy={(href) => navigate(href)}
            renderActions={(application) => (
              <WriteToChat vacancyId={application.vacancyId} applicantId={application.applicantId} />
            )}
          />
        </>
      ) : null}
    </ProfileLoadState>
  );
}

/**
 * `/candidates/{applicantId}` (issue 12): an applicant's profile as an employer sees it,
 * read-only, opened from a response, and under it (issue 25) the applicant's responses to the
 * company's vacancies, each answered here: «Пригласить», «Отказать», «Написать». Employers
 * only; the gateway shows both (contacts included) only to a company the applicant responded to.
 * Any other company sees the person as found in the candidate search (issue 44), if at all.
 */
export default function CandidatePage() {
  const { applicantId = "" } = useParams();
  const role = useSessionRole();
  const access = candidateAccess(role, useIsAuthChecked());
  const client = useApiClient();
  const api = useMemo(() => ({ getCandidate: client.employer.getCandidate }), [client]);
  const vacanciesApi = useMemo(() => vacanciesApiOf(client), [client]);
  const navigate = useNavigate();
  // Back to the responses it was opened from; straight from an address, to the vacancies.
  const openedInApp = useLocation().key !== "default";

  if (access === "loading") return <PageSpinner label="Проверяем вход" />;
  if (access !== "page") return <ErrorScreen status={access} />;
  return (
    <div className={styles.page}>
      <Button
        variant="ghost"
        size="sm"
        startIcon={<ArrowLeftIcon />}
        className={styles.back}
        onClick={() => (openedInApp ? navigate(-1) : navigate(paths.vacancies.href()))}
      >
        Назад
      </Button>
      <CandidateStoreProvider key={applicantId} api={api}>
        <VacanciesStoreProvider api={vacanciesApi}>
          <Candidate applicantId={applicantId} />
        </VacanciesStoreProvider>
      </CandidateStoreProvider>
    </div>
  );
}
