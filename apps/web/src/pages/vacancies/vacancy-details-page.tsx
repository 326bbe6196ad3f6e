import type { VacancyDto } from "@rabota/domain/wire/vacancy";
import { CoefficientExplanation, ContestStoreProvider } from "@rabota/features/contest";
import { HiddenStoreProvider, HideActions } from "@rabota/features/hidden";
import { ComplaintButton, ComplaintsStoreProvider } from "@rabota/features/moderation";
import { useSessionRole } from "@rabota/features/session";
import {
  SalaryPosition,
  SimilarVacancies,
  useVacancyDetailsView,
  VacanciesStoreProvider,
  VacancyAssessment,
  VacancyDetails,
  VacancyDetailsSkeleton,
  VacancyMatchesStoreProvider,
  VacancyModerationNotice,
  type Viewer,
} from "@rabota/features/vacancies";
import { lazy, Suspense, useMemo } from "react";
import { Link, useNavigate, useParams } from "react-router";
import { useApiClient } from "../../app/api-client-context";
import { vacanciesApiOf } from "../../app/feature-apis";
import { useServedVacancies } from "../../app/served-page";
import { useSignIn } from "../../app/use-sign-in";
import { paths } from "../../config/paths";
import { usePageTitle } from "../../lib/use-page-title";
import { ErrorScreen } from "../error/error-screen";
import { useViewer } from "./use-viewer";
import styles from "./vacancies-page.module.css";
import { WriteToChat } from "./write-to-chat";

// The employer's panel under its own vacancy loads only for that employer.
const VacancyOwnerPanel = lazy(() => import("./vacancy-owner-panel"));

/**
 * `/vacancies/detail/:vacancyId`: the applicant version (also for guests, whose like and
 * apply open the sign-in modal) with the applicant's coefficient, its explanation and the
 * vacancy's test; or the employer version (its own vacancy's test and responses, ranked by
 * coefficient with each candidate's factors).
 */
export default function VacancyDetailsPage() {
  const { vacancyId = "" } = useParams();
  const client = useApiClient();
  const viewer = useViewer();
  const api = useMemo(() => vacanciesApiOf(client), [client]);
  // The first page of a load starts from the vacancy its HTML carried (no request for a guest).
  const served = useServedVacancies((page) => page.vacancy?.id === vacancyId);
  return (
    <VacanciesStoreProvider api={api} served={served}>
      <ContestStoreProvider api={client.contest}>
        <HiddenStoreProvider api={client.hidden}>
          <VacancyMatchesStoreProvider api={client.vacancy}>
            <ComplaintsStoreProvider api={client.complaints}>
              <DetailsView vacancyId={vacancyId} viewer={viewer} served={served?.vacancy ?? null} />
            </ComplaintsStoreProvider>
          </VacancyMatchesStoreProvider>
        </HiddenStoreProvider>
      </ContestStoreProvider>
    </VacanciesStoreProvider>
  );
}

function DetailsView({
  vacancyId,
  viewer,
  served,
}: {
  vacancyId: string;
  viewer: Viewer;
  served: VacancyDto | null;
}) {
  const signIn = useSignIn();
  const navigate = useNavigate();
  // A moderator (issue 42) reads a vacancy as it is: no like, response or complaint of their own.
  const isModerator = useSessionRole() === "moderator";
  // A guest's like or response waits for the sign-in, then is done here.
  const view = useVacancyDetailsView(
    vacancyId,
    viewer,
    (action) => signIn({ kind: "applicantAction", action }),
    served,
  );
  usePageTitle(view.vacancy ? `${view.vacancy.title} — Работа` : "Вакансия — Работа");

  if (view.status === "error") return <ErrorScreen status={view.errorStatus} />;
  if (!view.vacancy) return <VacancyDetailsSkeleton />;
  const vacancy = view.vacancy;
  return (
    <div className={styles.page}>
      <Link className={styles.back} to={paths.vacancies.href()}>
        ← Ко всем вакансиям
      </Link>
      {view.isOwn ? <VacancyModerationNotice moderation={vacancy.moderation} /> : null}
      <VacancyDetails
        vacancy={vacancy}
        variant={viewer.role === "employer" || isModerator ? "employer" : "applicant"}
        onToggleLike={view.toggleLike}
        onApply={view.apply}
        isApplying={view.applying}
        companyHrefs={{
          page: paths.company.href(vacancy.company.id),
          reviews: paths.company.href(vacancy.company.id, "reviews"),
        }}
        onOpen={(href) => void navigate(href)}
        salaryPosition={<SalaryPosition vacancy={vacancy} hrefOf={paths.salaries.href} />}
        responseActions={
          viewer.role === "applicant" ? (
            <WriteToChat vacancyId={vacancy.id} applicantId={viewer.applicantId}>
              Написать работодателю
            </WriteToChat>
          ) : null
        }
        secondaryActions={
          viewer.role === "applicant" ? (
            <HideActions
              vacancyId={vacancy.id}
              companyId={vacancy.company.id}
              companyName={vacancy.company.name}
            />
          ) : null
        }
        complaint={
          // Anyone but the vacancy's own company (a guest is asked to sign in first).
          view.isOwn || isModerator ? null : (
            <ComplaintButton
              targetType="vacancy"
              targetId={vacancy.id}
              subject={vacancy.title}
              signedIn={viewer.role !== null}
              onSignInRequired={() => signIn({ kind: "stay" })}
            />
          )
        }
        assessment={
          viewer.role === "applicant" ? (
            <VacancyAssessment
              vacancy={vacancy}
              onOpenTest={(testUrl) => navigate(testUrl)}
              explanation={<CoefficientExplanation applicantId={viewer.applicantId} vacancyId={vacancy.id} />}
            />
          ) : null
        }
      >
        {view.isOwn && viewer.role === "employer" ? (
          <Suspense fallback={null}>
            <VacancyOwnerPanel vacancy={vacancy} employerId={viewer.employerId} />
          </Suspense>
        ) : null}
      </VacancyDetails>
      {/* Only a published vacancy has similar ones (a draft or an archived one is no one's lead). */}
      {vacancy.status === "VACANCY_STATUS_ACTIVE" ? (
        <SimilarVacancies
          vacancyId={vacancy.id}
          viewerId={viewer.role === "applicant" ? viewer.applicantId : null}
          hrefOf={paths.vacancyDetails.href}
          companyHrefOf={paths.company.href}
          onOpen={(href) => navigate(href)}
        />
      ) : null}
    </div>
  );
}
