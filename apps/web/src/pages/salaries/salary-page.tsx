import { salaryPageHeading } from "@rabota/domain/format";
import {
  SalaryPageStoreProvider,
  SalaryReport,
  salaryPlaceKey,
  useSalaryPage,
  useSalaryPageActions,
  useSalaryPageNotFound,
  useSalaryPageStatus,
} from "@rabota/features/salaries";
import { PageSpinner } from "@rabota/ui/spinner";
import { useEffect } from "react";
import { useNavigate, useParams } from "react-router";
import { useApiClient } from "../../app/api-client-context";
import { useServedSalaries } from "../../app/served-page";
import { paths } from "../../config/paths";
import { usePageTitle } from "../../lib/use-page-title";
import { ErrorScreen } from "../error/error-screen";
import styles from "./salary-page.module.css";

const HREFS = { vacancy: paths.vacancyDetails.href, salary: paths.salaries.href };

/**
 * `/salaries/:professionId/:areaId?` (issue 45): what a profession pays in Russia or in an area,
 * public; rendered on the server for crawlers and a fast first paint, then hydrated. An unknown
 * profession or area is the 404 page.
 */
export default function SalaryPage() {
  const { professionId = "", areaId } = useParams();
  const client = useApiClient();
  const key = salaryPlaceKey({ professionId, ...(areaId ? { areaId } : {}) });
  // The first page of a load starts from what its HTML carried.
  const served = useServedSalaries(key);
  return (
    <SalaryPageStoreProvider
      key={key}
      api={client.salaries}
      served={served?.key === key ? served : undefined}
    >
      <SalaryView professionId={professionId} areaId={areaId} />
    </SalaryPageStoreProvider>
  );
}

function SalaryView({ professionId, areaId }: { professionId: string; areaId: string | undefined }) {
  const page = useSalaryPage();
  const status = useSalaryPageStatus();
  const notFound = useSalaryPageNotFound();
  const { load } = useSalaryPageActions();
  const navigate = useNavigate();
  useEffect(() => {
    void load({ professionId, ...(areaId ? { areaId } : {}) });
  }, [load, professionId, areaId]);
  const salary = page?.salary;
  usePageTitle(
    salary ? `${salaryPageHeading(salary.profession.name, salary.area.name)} — Работа` : "Зарплаты — Работа",
  );

  if (status === "error") return <ErrorScreen status={notFound ? 404 : 500} />;
  if (!page) return <PageSpinner label="Загружаем зарплаты" />;
  return (
    <div className={styles.page}>
      <SalaryReport page={page} hrefs={HREFS} onOpen={(href) => void navigate(href)} />
    </div>
  );
}
