import {
  useVacancyDetailsView,
  VacanciesStoreProvider,
  VacancyApplications,
  VacancyDetails,
  VacancyDetailsSkeleton,
  type Viewer,
} from "@rabota/features/vacancies";
import { Link, useNavigate, useParams } from "react-router";
import { useApiClient } from "../../app/api-client-context";
import { useSignIn } from "../../app/use-sign-in";
import { paths } from "../../config/paths";
import { usePageTitle } from "../../lib/use-page-title";
import { ErrorScreen } from "../error/error-screen";
import { CompanyGate } from "./company-gate";
import { useViewer } from "./use-viewer";
import styles from "./vacancies-page.module.css";

/**
 * `/vacancies/detail/:vacancyId`: the applicant version (also for guests, whose like and
 * apply open the sign-in modal) or the employer version (with the responses to its own
 * vacancy).
 */
export default function VacancyDetailsPage() {
  const { vacancyId = "" } = useParams();
  const client = useApiClient();
  const viewer = useViewer();
  return (
    <VacanciesStoreProvider api={client.vacancy}>
      <DetailsView vacancyId={vacancyId} viewer={viewer} />
    </VacanciesStoreProvider>
  );
}

function DetailsView({ vacancyId, viewer }: { vacancyId: string; viewer: Viewer }) {
  const signIn = useSignIn();
  const navigate = useNavigate();
  // A guest's like or response waits for the sign-in, then is done here.
  const view = useVacancyDetailsView(vacancyId, viewer, (action) =>
    signIn({ kind: "applicantAction", action }),
  );
  usePageTitle(view.vacancy ? `${view.vacancy.title} — Работа` : "Вакансия — Работа");

  if (view.status === "error") return <ErrorScreen status={view.errorStatus} />;
  if (!view.vacancy) return <VacancyDetailsSkeleton />;
  return (
    <div className={styles.page}>
      <Link className={styles.back} to={paths.vacancies.href()}>
        ← Ко всем вакансиям
      </Link>
      <VacancyDetails
        vacancy={view.vacancy}
        variant={viewer.role === "employer" ? "employer" : "applicant"}
        onToggleLike={view.toggleLike}
        onApply={view.apply}
        isApplying={view.applying}
      >
        {view.isOwn && viewer.role === "employer" ? (
          <CompanyGate employerId={viewer.employerId}>
            <VacancyApplications
              vacancyId={view.vacancy.id}
              candidateHref={paths.candidate.href}
              onOpenCandidate={(href) => navigate(href)}
            />
          </CompanyGate>
        ) : null}
      </VacancyDetails>
    </div>
  );
}
