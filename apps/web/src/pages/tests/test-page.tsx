import { TestSessionView, TestsStoreProvider, useTestSessionLoad } from "@rabota/features/tests";
import { Button } from "@rabota/ui/button";
import { useMemo } from "react";
import { Link, useParams } from "react-router";
import { useApiClient } from "../../app/api-client-context";
import { testsApiOf } from "../../app/feature-apis";
import { paths } from "../../config/paths";
import { usePageTitle } from "../../lib/use-page-title";
import { ErrorScreen } from "../error/error-screen";
import styles from "./test-page.module.css";

function Sitting({ sessionId }: { sessionId: string }) {
  useTestSessionLoad(sessionId);
  return (
    <TestSessionView
      backLink={
        <>
          <Button asChild>
            <Link to={`${paths.profile.href()}#tests`}>Вернуться к тестам в профиле</Link>
          </Button>
          <Button asChild variant="secondary">
            <Link to={paths.vacancies.href()}>К вакансиям</Link>
          </Button>
        </>
      }
      renderError={(error) => <ErrorScreen status={error.status} />}
    />
  );
}

/**
 * `/tests/:sessionId` — the spec's `testUrl`: the applicant takes a test here, one question
 * per screen, and sees the result when it closes. Only the sitting's owner may open it (the
 * gateway answers 403 to anyone else).
 */
export default function TestPage() {
  const { sessionId = "" } = useParams();
  const client = useApiClient();
  const api = useMemo(() => testsApiOf(client), [client]);
  usePageTitle("Тест — Работа");
  return (
    <div className={styles.page}>
      <TestsStoreProvider key={sessionId} api={api}>
        <Sitting sessionId={sessionId} />
      </TestsStoreProvider>
    </div>
  );
}
