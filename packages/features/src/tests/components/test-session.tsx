import { Button } from "@rabota/ui/button";
import { ChoiceQuestion } from "@rabota/ui/choice-question";
import { ProgressTrack } from "@rabota/ui/progress-bar";
import { Skeleton } from "@rabota/ui/skeleton";
import { type ReactNode, useCallback, useEffect, useRef } from "react";
import { useTests, useTestsActions } from "../store/tests-store-provider";
import { TestResult } from "./test-result";
import { TestTimer } from "./test-timer";
import "./tests.css";

export interface TestSessionViewProps {
  /** The way back once the test is over (a link of the app's). */
  backLink: ReactNode;
  /** Shown when the sitting cannot be opened (status 403, 404, …). */
  renderError: (error: { status: number; message: string }) => ReactNode;
}

/**
 * Taking a test (`/tests/{sessionId}`): one question per screen as a fieldset of radio
 * buttons, the progress «Вопрос 3 из 15», «Далее» and on the last question «Завершить
 * тест», the timer of a timed test. Every answer is saved as it is given, so a reload (or
 * another device) resumes at the first unanswered question. Once closed: the result.
 */
export function TestSessionView({ backLink, renderError }: TestSessionViewProps) {
  const session = useTests((state) => state.session);
  const status = useTests((state) => state.sessionStatus);
  const error = useTests((state) => state.sessionError);
  const index = useTests((state) => state.index);
  const saving = useTests((state) => state.saving);
  const finishing = useTests((state) => state.finishing);
  const answerError = useTests((state) => state.answerError);
  const clockOffsetMs = useTests((state) => state.clockOffsetMs);
  const actions = useTestsActions();
  const questionRef = useRef<HTMLDivElement>(null);
  const onExpired = useCallback(() => void actions.refreshSession(), [actions]);

  // The next question takes the focus to its first option (or the chosen one), so the
  // keyboard goes on from there. The first question shown leaves the focus where the app's
  // route change put it: on the page's heading, one Tab before the options.
  const onScreen = session?.status === "IN_PROGRESS" ? session.questions[index]?.itemId : undefined;
  const firstShown = useRef<string | undefined>(undefined);
  useEffect(() => {
    if (!onScreen) return;
    if (firstShown.current === undefined) {
      firstShown.current = onScreen;
      return;
    }
    if (firstShown.current === onScreen) return;
    const radios = questionRef.current?.querySelectorAll<HTMLInputElement>('input[type="radio"]');
    const checked = Array.from(radios ?? []).find((radio) => radio.checked);
    (checked ?? radios?.[0])?.focus();
  }, [onScreen]);

  if (status === "error" && error) return <>{renderError(error)}</>;
  if (!session) {
    return (
      <div className="rb-test-session" role="status" aria-busy="true" aria-label="Загрузка теста">
        <Skeleton shape="text" width="60%" height={32} />
        <Skeleton shape="rect" height={240} />
      </div>
    );
  }

  if (session.status !== "IN_PROGRESS") {
    return (
      <section className="rb-test-session" aria-labelledby="test-title">
        <h1 id="test-title" className="rb-test-session__title">
          {session.title}
        </h1>
        <p className="rb-test-session__closed" role="status">
          {session.status === "EXPIRED" ? "Время на тест истекло" : "Тест завершён"}
        </p>
        {session.result ? <TestResult result={session.result} /> : null}
        <div className="rb-test-session__back">{backLink}</div>
      </section>
    );
  }

  const question = session.questions[index];
  if (!question) return null;
  const chosen = session.answers[question.itemId] ?? null;
  const isLast = index === session.questions.length - 1;

  return (
    <section className="rb-test-session" aria-labelledby="test-title">
      <header className="rb-test-session__header">
        <h1 id="test-title" className="rb-test-session__title">
          {session.title}
        </h1>
        <div className="rb-test-session__meta">
          <p className="rb-test-session__progress" aria-live="polite">
            Вопрос {index + 1} из {session.total}
          </p>
          {session.deadline ? (
            <TestTimer deadline={session.deadline} clockOffsetMs={clockOffsetMs} onExpired={onExpired} />
          ) : null}
        </div>
        <ProgressTrack fraction={session.answered / session.total} />
      </header>
      <form
        className="rb-tile rb-tile--roomy rb-test-session__form"
        onSubmit={(event) => {
          event.preventDefault();
          if (chosen === null) return;
          if (isLast) void actions.finish();
          else actions.next();
        }}
      >
        <div ref={questionRef}>
          <ChoiceQuestion
            key={question.itemId}
            question={question.text}
            code={question.code}
            options={question.options}
            value={chosen}
            onChange={(option) => void actions.answer(option)}
          />
        </div>
        {answerError ? (
          <p className="rb-test-session__error" role="alert">
            {answerError}
          </p>
        ) : null}
        <div className="rb-test-session__actions">
          <Button type="submit" disabled={chosen === null} loading={finishing}>
            {isLast ? "Завершить тест" : "Далее"}
          </Button>
          <span className="rb-test-session__saved" aria-live="polite">
            {saving ? "Сохраняем ответ…" : chosen !== null ? "Ответ сохранён" : ""}
          </span>
        </div>
      </form>
    </section>
  );
}
