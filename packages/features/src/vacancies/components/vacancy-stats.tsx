import { formatNumberRu } from "@rabota/domain/format";
import type { VacancyStats as Stats } from "@rabota/domain/wire/vacancy";
import "./vacancies.css";

/**
 * How a vacancy does, for its company: views (applicants a day), responses, and how many of
 * them got an answer.
 */
export function VacancyStats({ stats }: { stats: Stats }) {
  return (
    <dl className="rb-vacancy-stats" data-testid="vacancy-stats">
      <div>
        <dt>Просмотры</dt>
        <dd>{formatNumberRu(stats.views)}</dd>
      </div>
      <div>
        <dt>Отклики</dt>
        <dd>{formatNumberRu(stats.responses)}</dd>
      </div>
      <div>
        <dt>С ответом</dt>
        <dd>{formatNumberRu(stats.answered)}</dd>
      </div>
    </dl>
  );
}
