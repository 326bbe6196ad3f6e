import { TEST_STATUS_LABELS } from "@rabota/domain/enums";
import type { Vacancy } from "@rabota/domain/mappers";
import { Button } from "@rabota/ui/button";
import { Select } from "@rabota/ui/select";
import { Tag } from "@rabota/ui/tag";
import { toast } from "@rabota/ui/toast";
import { type ReactNode, useEffect, useState } from "react";
import {
  useVacancyActions,
  useVacancyStartingTest,
  useVacancyTests,
} from "../store/vacancies-store-provider";
import "./vacancies.css";

/** The title of a catalogue test, or its name until the catalogue is in. */
function useTestTitle(testName: string | null): string | null {
  const tests = useVacancyTests();
  const { loadTests } = useVacancyActions();
  useEffect(() => {
    void loadTests();
  }, [loadTests]);
  if (!testName) return null;
  return tests.find((test) => test.testName === testName)?.title ?? testName;
}

export interface VacancyAssessmentProps {
  vacancy: Vacancy;
  /** Opens the test's address (`/tests/{sessionId}`) in the app. */
  onOpenTest: (testUrl: string) => void;
  /** «Почему такой коэффициент?» (the contest feature's, composed by the page). */
  explanation?: ReactNode;
}

/**
 * The applicant's side of a vacancy: the coefficient with its explanation, and the test the
 * vacancy asks for with its status (to do → in progress → completed) and «Пройти тест».
 */
export function VacancyAssessment({ vacancy, onOpenTest, explanation }: VacancyAssessmentProps) {
  const title = useTestTitle(vacancy.testName);
  const starting = useVacancyStartingTest() === vacancy.id;
  const { startTest } = useVacancyActions();
  const [message, setMessage] = useState<string | null>(null);
  const status = vacancy.testStatus ?? "TEST_STATUS_TODO";
  const begin = async () => {
    setMessage(null);
    const outcome = await startTest(vacancy.id);
    if (outcome.ok) onOpenTest(outcome.testUrl);
    else setMessage(outcome.message);
  };
  return (
    <section
      className="rb-vacancy-test"
      aria-labelledby="vacancy-assessment-title"
      data-testid="vacancy-assessment"
    >
      <h2 id="vacancy-assessment-title">Ваше соответствие вакансии</h2>
      <p className="rb-vacancy-test__coefficient">
        <span>Коэффициент соответствия:</span>
        <span className="rb-vacancy-test__value" data-testid="vacancy-coefficient">
          {vacancy.coefficient === null ? "—" : Math.round(vacancy.coefficient)}
        </span>
        <span>из 100</span>
      </p>
      {explanation}
      {vacancy.testName ? (
        <div className="rb-vacancy-test__row">
          <p>
            Вакансия просит пройти тест <strong>«{title}»</strong>
          </p>
          <Tag
            size="sm"
            tone={
              status === "TEST_STATUS_COMPLETED"
                ? "success"
                : status === "TEST_STATUS_IN_PROGRESS"
                  ? "warning"
                  : "neutral"
            }
            data-testid="vacancy-test-status"
          >
            {TEST_STATUS_LABELS[status]}
          </Tag>
          {status !== "TEST_STATUS_COMPLETED" ? (
            <Button size="sm" loading={starting} onClick={() => void begin()}>
              {status === "TEST_STATUS_IN_PROGRESS" ? "Продолжить тест" : "Пройти тест"}
            </Button>
          ) : null}
        </div>
      ) : null}
      {message ? (
        <p className="rb-vacancy-test__error" role="alert">
          {message}
        </p>
      ) : null}
    </section>
  );
}

/** The employer's control on its own vacancy: which catalogue test the vacancy asks for, or none. */
export function VacancyTestControl({ vacancy }: { vacancy: Vacancy }) {
  const tests = useVacancyTests();
  const { loadTests, setVacancyTest } = useVacancyActions();
  const [choice, setChoice] = useState(vacancy.testName ?? "");
  const [saving, setSaving] = useState(false);
  useEffect(() => {
    void loadTests();
  }, [loadTests]);
  useEffect(() => setChoice(vacancy.testName ?? ""), [vacancy.testName]);
  const save = async () => {
    setSaving(true);
    try {
      await setVacancyTest(vacancy.id, choice || null);
      toast({ variant: "success", title: choice ? "Тест вакансии сохранён" : "Тест вакансии убран" });
    } catch (error) {
      toast({
        variant: "danger",
        title: error instanceof Error && error.message ? error.message : "Не удалось сохранить тест",
      });
    } finally {
      setSaving(false);
    }
  };
  return (
    <section className="rb-vacancy-details__section" aria-labelledby="vacancy-test-title">
      <h2 id="vacancy-test-title">Тест для кандидатов</h2>
      <div className="rb-vacancy-test-control">
        <Select
          label="Тест вакансии"
          value={choice}
          onChange={(event) => setChoice(event.target.value)}
          options={[
            { value: "", label: "Без теста" },
            ...tests.map((test) => ({ value: test.testName, label: test.title })),
          ]}
        />
        <Button
          variant="secondary"
          loading={saving}
          disabled={choice === (vacancy.testName ?? "")}
          onClick={() => void save()}
        >
          Сохранить
        </Button>
      </div>
    </section>
  );
}
