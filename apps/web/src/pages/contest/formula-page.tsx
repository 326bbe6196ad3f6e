import { ContestStoreProvider, FormulaView } from "@rabota/features/contest";
import { Link } from "react-router";
import { useApiClient } from "../../app/api-client-context";
import { paths } from "../../config/paths";
import { usePageTitle } from "../../lib/use-page-title";
import styles from "./formula-page.module.css";

/** `/contest/formula` — «Как считается коэффициент»: the formula in force, as the gateway states it. */
export default function FormulaPage() {
  const client = useApiClient();
  usePageTitle("Как считается коэффициент — Работа");
  return (
    <article className={styles.page}>
      <Link className={styles.back} to={paths.contest.href()}>
        ← К конкурсу
      </Link>
      <h1 className={styles.title}>Как считается коэффициент</h1>
      <ContestStoreProvider api={client.contest}>
        <FormulaView />
      </ContestStoreProvider>
    </article>
  );
}
