import { useShellActions } from "@rabota/features/shell";
import {
  useCurrentVacancy,
  useCurrentVacancyError,
  useCurrentVacancyStatus,
  useVacancyActions,
  VacanciesStoreProvider,
  VacancyApplications,
  VacancyDetails,
  VacancyDetailsSkeleton,
} from "@rabota/features/vacancies";
import { PageSpinner } from "@rabota/ui/spinner";
import { toast } from "@rabota/ui/toast";
import { useEffect, useState } from "react";
import { Link, useLocation, useParams } from "react-router";
import { useApiClient } from "../../app/api-client-context";
import { paths } from "../../config/paths";
import { usePageTitle } from "../../lib/use-page-title";
import { ErrorScreen } from "../error/error-screen";
import { isViewerPending, useViewer, type Viewer } from "./use-viewer";
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
  if (isViewerPending(viewer)) return <PageSpinner label="Загрузка вакансии" />;
  return (
    <VacanciesStoreProvider api={client.vacancy}>
      <DetailsView vacancyId={vacancyId} viewer={viewer} />
    </VacanciesStoreProvider>
  );
}

function DetailsView({ vacancyId, viewer }: { vacancyId: string; viewer: Viewer }) {
  const vacancy = useCurrentVacancy();
  const status = useCurrentVacancyStatus();
  const error = useCurrentVacancyError();
  const { open, like, unlike, apply } = useVacancyActions();
  const shell = useShellActions();
  const location = useLocation();
  const [applying, setApplying] = useState(false);
  const applicantId = viewer.role === "applicant" ? viewer.applicantId : undefined;
  usePageTitle(vacancy ? `${vacancy.title} — Работа` : "Вакансия — Работа");

  useEffect(() => {
    void open(vacancyId, applicantId);
  }, [open, vacancyId, applicantId]);

  if (status === "error")
    return <ErrorScreen status={error?.status === 404 ? 404 : (error?.status ?? 500)} />;
  if (!vacancy) return <VacancyDetailsSkeleton />;

  const toggleLike = () => {
    if (!applicantId) {
      shell.openModal("auth");
      return;
    }
    const action = vacancy.isLikedByCurrentUser
      ? unlike(vacancy.id, applicantId, location.pathname)
      : like(vacancy.id, applicantId);
    action.catch(() => toast({ variant: "danger", title: "Не удалось обновить избранное" }));
  };
  const applyNow = async () => {
    if (!applicantId) {
      shell.openModal("auth");
      return;
    }
    setApplying(true);
    try {
      await apply(vacancy.id, applicantId);
      toast({ variant: "success", title: "Отклик отправлен" });
    } catch {
      toast({ variant: "danger", title: "Не удалось откликнуться" });
    } finally {
      setApplying(false);
    }
  };

  const isOwn = viewer.role === "employer" && viewer.companyId === vacancy.company.id;
  return (
    <div className={styles.page}>
      <Link className={styles.back} to={paths.vacancies.href()}>
        ← Ко всем вакансиям
      </Link>
      <VacancyDetails
        vacancy={vacancy}
        variant={viewer.role === "employer" ? "employer" : "applicant"}
        onToggleLike={toggleLike}
        onApply={() => void applyNow()}
        isApplying={applying}
      >
        {isOwn ? <VacancyApplications vacancyId={vacancy.id} /> : null}
      </VacancyDetails>
    </div>
  );
}
