import { Skeleton } from "@rabota/ui/skeleton";
import type { ReactNode } from "react";
import { useContest, useContestScoreLoad } from "../store/contest-store-provider";
import { points } from "./labels";
import "./contest.css";

export interface ContestSummaryProps {
  applicantId: string;
  /** Links of the app: to the profile's tests, the profile, the vacancies, the formula. */
  links: { tests: ReactNode; profile: ReactNode; vacancies: ReactNode; formula: ReactNode };
}

/**
 * The applicant's contest score: the full score, the profile and logic scores, and what to
 * do next to raise them. A failed load shows zeros (§4) with a note.
 */
export function ContestSummary({ applicantId, links }: ContestSummaryProps) {
  useContestScoreLoad(applicantId);
  const score = useContest((state) => state.score);
  const status = useContest((state) => state.scoreStatus);
  if (status === "idle" || status === "loading") return <Skeleton shape="rect" height={180} />;
  const steps: ReactNode[] = [];
  if (score.profileScore < 100) steps.push(<>Заполните пустые разделы профиля: {links.profile}</>);
  if (score.logicScore === 0) steps.push(<>Пройдите тест на логику: {links.tests}</>);
  steps.push(<>Пройдите тесты навыков, которые просят вакансии: {links.tests}</>);
  steps.push(<>Посмотрите коэффициент каждой вакансии и почему он такой: {links.vacancies}</>);
  return (
    <section
      className="rb-contest-summary"
      aria-labelledby="contest-summary-title"
      data-testid="contest-summary"
    >
      <h2 id="contest-summary-title" className="rb-contest-summary__title">
        Ваш результат
      </h2>
      {status === "error" ? (
        <p role="alert" className="rb-contest-summary__error">
          Не удалось загрузить конкурсный балл — показаны нули. Обновите страницу позже.
        </p>
      ) : null}
      <dl className="rb-contest-summary__scores">
        <div className="rb-contest-summary__main">
          <dt>Конкурсный балл</dt>
          <dd>{points(score.fullScore)}</dd>
        </div>
        <div>
          <dt>Балл профиля</dt>
          <dd>{points(score.profileScore)}</dd>
        </div>
        <div>
          <dt>Балл логики</dt>
          <dd>{points(score.logicScore)}</dd>
        </div>
      </dl>
      <h3 className="rb-contest-summary__subtitle">Что сделать дальше</h3>
      <ol className="rb-contest-summary__steps">
        {steps.map((step, index) => (
          // biome-ignore lint/suspicious/noArrayIndexKey: a fixed, ordered list of steps
          <li key={index}>{step}</li>
        ))}
      </ol>
      <p className="rb-contest-summary__formula">{links.formula}</p>
    </section>
  );
}
