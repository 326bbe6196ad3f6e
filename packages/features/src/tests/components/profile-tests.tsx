import { TEST_STATUS_LABELS } from "@rabota/domain/enums";
import { failureMessage } from "@rabota/domain/errors";
import type { ApplicantTestDto, TestCatalogueEntry } from "@rabota/domain/wire/tests";
import { Button } from "@rabota/ui/button";
import { Checkbox } from "@rabota/ui/checkbox";
import { Skeleton } from "@rabota/ui/skeleton";
import { Tag } from "@rabota/ui/tag";
import { useState } from "react";
import { formatDate, testSizeLabel } from "../lib/labels";
import { useTests, useTestsActions, useTestsOverviewLoad } from "../store/tests-store-provider";
import "./tests.css";

export interface ProfileTestsProps {
  applicantId: string;
  /** Opens a test's address (`/tests/{sessionId}`) in the app. */
  onOpenTest: (testUrl: string) => void;
}

const STATUS_TONES = {
  TEST_STATUS_TODO: "neutral",
  TEST_STATUS_IN_PROGRESS: "warning",
  TEST_STATUS_COMPLETED: "success",
} as const;

function resultLine(item: ApplicantTestDto | undefined): string | null {
  const result = item?.result;
  if (!result?.valid) return null;
  if (result.traits) return `Пройден ${formatDate(result.completedAt)}`;
  return `Результат: ${Math.round(result.score ?? 0)} % · ${formatDate(result.completedAt)}`;
}

function TestCard({
  test,
  mine,
  onOpenTest,
}: {
  test: TestCatalogueEntry;
  mine: ApplicantTestDto | undefined;
  onOpenTest: (testUrl: string) => void;
}) {
  const starting = useTests((state) => state.starting);
  const { start } = useTestsActions();
  const [message, setMessage] = useState<string | null>(null);
  const status = mine?.testStatus ?? "TEST_STATUS_TODO";
  const line = resultLine(mine);
  const begin = async () => {
    setMessage(null);
    // An open sitting resumes where it was; anything else asks the gateway (which may refuse with a date).
    if (status === "TEST_STATUS_IN_PROGRESS" && mine?.testUrl) return onOpenTest(mine.testUrl);
    const outcome = await start(test.testName);
    if (outcome.ok) onOpenTest(outcome.testUrl);
    else setMessage(outcome.message);
  };
  return (
    <li className="rb-test-card" data-testid="test-card" data-test-name={test.testName}>
      <div className="rb-test-card__head">
        <h3 className="rb-test-card__title">{test.title}</h3>
        <Tag size="sm" tone={STATUS_TONES[status]}>
          {TEST_STATUS_LABELS[status]}
        </Tag>
      </div>
      <p className="rb-test-card__text">{test.description}</p>
      <p className="rb-test-card__meta">{testSizeLabel(test)}</p>
      {line ? <p className="rb-test-card__result">{line}</p> : null}
      <div className="rb-test-card__actions">
        <Button
          size="sm"
          variant={status === "TEST_STATUS_COMPLETED" ? "secondary" : "primary"}
          loading={starting === test.testName}
          onClick={() => void begin()}
          aria-label={`${status === "TEST_STATUS_IN_PROGRESS" ? "Продолжить тест" : "Пройти тест"} «${test.title}»`}
        >
          {status === "TEST_STATUS_IN_PROGRESS" ? "Продолжить тест" : "Пройти тест"}
        </Button>
        {status === "TEST_STATUS_COMPLETED" && mine?.testUrl ? (
          <Button size="sm" variant="ghost" onClick={() => onOpenTest(mine.testUrl as string)}>
            Результат
          </Button>
        ) : null}
      </div>
      {message ? (
        <p className="rb-test-card__error" role="alert">
          {message}
        </p>
      ) : null}
    </li>
  );
}

/** «Показывать работодателям результаты теста характеристик» (off by default). */
function SharingToggle({ value }: { value: boolean }) {
  const { setSharing } = useTestsActions();
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  return (
    <div className="rb-tests__sharing">
      <Checkbox
        label="Показывать работодателям результаты теста характеристик"
        checked={value}
        disabled={busy}
        onChange={async (event) => {
          setBusy(true);
          setError(null);
          try {
            await setSharing(event.target.checked);
          } catch (error) {
            setError(failureMessage(error, "Не удалось сохранить настройку"));
          } finally {
            setBusy(false);
          }
        }}
      />
      {error ? (
        <p className="rb-test-card__error" role="alert">
          {error}
        </p>
      ) : null}
    </div>
  );
}

/**
 * The profile's «Тесты» section: the catalogue with the applicant's status and result per
 * test and «Пройти тест», the sharing toggle, and the test messages (text and date).
 */
export function ProfileTests({ applicantId, onOpenTest }: ProfileTestsProps) {
  useTestsOverviewLoad(applicantId);
  const status = useTests((state) => state.status);
  const error = useTests((state) => state.error);
  const catalogue = useTests((state) => state.catalogue);
  const results = useTests((state) => state.results);
  const messages = useTests((state) => state.messages);
  const sharing = useTests((state) => state.sharing);
  const { load } = useTestsActions();

  return (
    <section className="rb-tests" aria-labelledby="profile-tests-title">
      <h2 id="profile-tests-title" className="rb-tests__title">
        Тесты
      </h2>
      <p className="rb-tests__lead">
        Результаты тестов подтверждают навыки и повышают коэффициент соответствия вакансиям.
      </p>
      {status === "error" ? (
        <div role="alert" className="rb-tests__error">
          <p>{error}</p>
          <Button size="sm" variant="secondary" onClick={() => void load(applicantId)}>
            Повторить
          </Button>
        </div>
      ) : status !== "ready" ? (
        <Skeleton shape="rect" height={160} />
      ) : (
        <>
          <ul className="rb-tests__grid">
            {catalogue.map((test) => (
              <TestCard
                key={test.testName}
                test={test}
                mine={results.find((item) => item.testName === test.testName)}
                onOpenTest={onOpenTest}
              />
            ))}
          </ul>
          {sharing !== null ? <SharingToggle value={sharing} /> : null}
          <h3 className="rb-tests__subtitle">Сообщения о тестах</h3>
          {messages.length === 0 ? (
            <p className="rb-tests__empty">Сообщений пока нет.</p>
          ) : (
            <ul className="rb-tests__messages" aria-label="Сообщения о тестах">
              {messages.map((message) => (
                <li key={message.id} className="rb-tests__message" data-testid="test-message">
                  <p>{message.text}</p>
                  <time dateTime={message.createdAt}>{formatDate(message.createdAt)}</time>
                </li>
              ))}
            </ul>
          )}
        </>
      )}
    </section>
  );
}
