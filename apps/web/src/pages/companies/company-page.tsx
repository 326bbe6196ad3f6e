import {
  CompanyPageStoreProvider,
  CompanyProfile,
  type CompanyViewer,
  useCompanyPage,
  useCompanyPageActions,
  useCompanyPageNotFound,
  useCompanyPageStatus,
} from "@rabota/features/companies";
import { ComplaintButton, ComplaintsStoreProvider } from "@rabota/features/moderation";
import { useSessionCompanyId, useSessionRole } from "@rabota/features/session";
import { VacancyCard } from "@rabota/features/vacancies";
import { PageSpinner } from "@rabota/ui/spinner";
import { useEffect, useMemo } from "react";
import { useNavigate, useParams } from "react-router";
import { useApiClient } from "../../app/api-client-context";
import { companiesApiOf } from "../../app/feature-apis";
import { useServedCompany } from "../../app/served-page";
import { useSignIn } from "../../app/use-sign-in";
import { paths } from "../../config/paths";
import { usePageTitle } from "../../lib/use-page-title";
import { ErrorScreen } from "../error/error-screen";
import styles from "./company-page.module.css";

/**
 * `/companies/:companyId` (issue 42): a company's public page — who it is, its active vacancies
 * and its reviews; rendered on the server for crawlers and a fast first paint, then hydrated. An
 * unknown company is the 404 page.
 */
export default function CompanyPage() {
  const { companyId = "" } = useParams();
  const client = useApiClient();
  const api = useMemo(() => companiesApiOf(client), [client]);
  // The first page of a load starts from what its HTML carried.
  const served = useServedCompany(companyId);
  return (
    <CompanyPageStoreProvider key={companyId} api={api} served={served}>
      <ComplaintsStoreProvider api={client.complaints}>
        <CompanyView companyId={companyId} />
      </ComplaintsStoreProvider>
    </CompanyPageStoreProvider>
  );
}

function useCompanyViewer(): CompanyViewer {
  const role = useSessionRole();
  const companyId = useSessionCompanyId();
  return useMemo((): CompanyViewer => {
    if (role === "applicant") return { role };
    if (role === "employer") return { role, companyId };
    return { role: null };
  }, [role, companyId]);
}

function CompanyView({ companyId }: { companyId: string }) {
  const page = useCompanyPage();
  const status = useCompanyPageStatus();
  const notFound = useCompanyPageNotFound();
  const { load } = useCompanyPageActions();
  const viewer = useCompanyViewer();
  const isModerator = useSessionRole() === "moderator";
  const navigate = useNavigate();
  const signIn = useSignIn();
  useEffect(() => {
    void load(companyId);
  }, [load, companyId]);
  usePageTitle(page ? `${page.company.name} — отзывы и вакансии — Работа` : "Компания — Работа");

  if (status === "error") return <ErrorScreen status={notFound ? 404 : 500} />;
  if (!page) return <PageSpinner label="Загружаем компанию" />;
  return (
    <div className={styles.page}>
      <CompanyProfile
        page={page}
        viewer={viewer}
        onSignIn={() => signIn()}
        renderComplaint={(target) =>
          // A moderator decides complaints rather than files them (issue 42).
          viewer.role === null && isModerator ? null : (
            <ComplaintButton
              targetType={target.type}
              targetId={target.id}
              subject={target.subject}
              signedIn={viewer.role !== null}
              onSignInRequired={() => signIn({ kind: "stay" })}
              look={target.type === "review" ? "inline" : "button"}
              aria-label={target.type === "review" ? "Пожаловаться на отзыв" : "Пожаловаться на компанию"}
            />
          )
        }
        renderVacancy={(vacancy) => (
          <VacancyCard
            vacancy={vacancy}
            href={paths.vacancyDetails.href(vacancy.id)}
            onOpen={(href) => void navigate(href)}
          />
        )}
      />
    </div>
  );
}
