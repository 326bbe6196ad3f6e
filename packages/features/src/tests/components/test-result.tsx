import type { TestResultDto } from "@rabota/domain/wire/tests";
import { formatDate } from "../lib/labels";
import "./tests.css";

/**
 * A recorded result: the score of a skill test, or the five traits of the characteristics
 * test, each described in neutral words (no pole is "bad").
 */
export function TestResult({ result }: { result: TestResultDto }) {
  if (result.traits) {
    return (
      <div className="rb-test-result" data-testid="test-result">
        <p className="rb-test-result__lead">
          Это описание ваших предпочтений, а не оценка: у каждого полюса есть свои сильные стороны.
        </p>
        <ul className="rb-test-traits">
          {result.traits.map((trait) => (
            <li key={trait.trait} className="rb-test-traits__item">
              <h3 className="rb-test-traits__title">{trait.title}</h3>
              <p className="rb-test-traits__text">{trait.description}</p>
            </li>
          ))}
        </ul>
      </div>
    );
  }
  return (
    <div className="rb-test-result" data-testid="test-result">
      <p className="rb-test-result__score">
        <span className="rb-test-result__value">{Math.round(result.score ?? 0)} %</span>
        <span>
          Верных ответов: {result.correct ?? 0} из {result.total}
        </span>
      </p>
      {result.timedOut ? (
        <p className="rb-test-result__note">Время вышло: вопросы без ответа засчитаны как неверные.</p>
      ) : null}
      <p className="rb-test-result__note">
        Результат действует до {formatDate(result.expiresAt)} Пройти тест заново можно с{" "}
        {formatDate(result.retakeFrom)}
      </p>
    </div>
  );
}
