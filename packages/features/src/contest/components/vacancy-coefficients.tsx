import type { ReactNode } from "react";
import { useContest } from "../store/contest-store-provider";
import { CoefficientExplanation } from "./coefficient-explanation";
import { points } from "./labels";
import "./contest.css";

export interface VacancyCoefficientsProps {
  applicantId: string;
  /** A vacancy's name and link (the app's), by id. */
  renderVacancy: (vacancyId: string) => ReactNode;
  /** How many to list, best first. */
  limit?: number;
}

/**
 * The applicant's coefficients for the vacancies they looked at, best first, each with
 * «Почему такой коэффициент?». Reads the score the summary loaded.
 */
export function VacancyCoefficients({ applicantId, renderVacancy, limit = 5 }: VacancyCoefficientsProps) {
  const coefficients = useContest((state) => state.score.vacanciesCoefficients);
  const status = useContest((state) => state.scoreStatus);
  if (status !== "ready") return null;
  const best = Object.entries(coefficients)
    .sort(([, a], [, b]) => b - a)
    .slice(0, limit);
  return (
    <section className="rb-contest-coefficients" aria-labelledby="contest-coefficients-title">
      <h2 id="contest-coefficients-title">Коэффициенты по вакансиям</h2>
      {best.length === 0 ? (
        <p className="rb-contest-coefficients__empty">
          Откройте несколько вакансий — здесь появятся коэффициенты соответствия для них.
        </p>
      ) : (
        <ul className="rb-tile-list rb-contest-coefficients__list">
          {best.map(([vacancyId, coefficient]) => (
            <li
              key={vacancyId}
              className="rb-tile rb-contest-coefficients__item"
              data-testid="contest-coefficient"
            >
              <div className="rb-contest-coefficients__head">
                <span className="rb-contest-coefficients__vacancy">{renderVacancy(vacancyId)}</span>
                <span className="rb-contest-coefficients__value">{points(coefficient)}</span>
              </div>
              <CoefficientExplanation applicantId={applicantId} vacancyId={vacancyId} />
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
