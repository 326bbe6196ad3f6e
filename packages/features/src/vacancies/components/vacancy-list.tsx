import { vacancyCountLabel } from "@rabota/domain/format";
import type { Vacancy } from "@rabota/domain/mappers";
import { Button } from "@rabota/ui/button";
import { EmptyState } from "@rabota/ui/empty-state";
import { ErrorState } from "@rabota/ui/error-state";
import { Skeleton } from "@rabota/ui/skeleton";
import type { ReactNode } from "react";
import {
  useVacancyActions,
  useVacancyHasMore,
  useVacancyIsLoadingMore,
  useVacancyList,
  useVacancyListStatus,
  useVacancyTotal,
  useVacancyTotalCapped,
} from "../store/vacancies-store-provider";
import "./vacancies.css";

export interface VacancyListProps {
  /** Renders one vacancy (the app picks the card's links and actions by role). */
  renderItem: (vacancy: Vacancy) => ReactNode;
  /** What an empty list says (per filter type). */
  emptyTitle: string;
  emptyDescription?: string;
  /** Hides "load more" (the guest's limited list). */
  allowLoadMore?: boolean;
  /** Shown under the list (e.g. the guest's call to sign in). */
  footer?: ReactNode;
  /** Shown beside the total (e.g. the employer's delete action). */
  toolbar?: ReactNode;
  onRetry?: () => void;
}

/** Skeleton cards while the first page loads. */
function VacancyListSkeleton({ count = 4 }: { count?: number }) {
  return (
    <ul className="rb-vacancy-list" aria-busy="true" aria-label="Загрузка вакансий">
      {Array.from({ length: count }, (_, index) => `skeleton-${index}`).map((key) => (
        <li key={key} className="rb-vacancy-list__skeleton">
          <Skeleton shape="text" width="60%" height={24} />
          <Skeleton shape="text" width="30%" />
          <Skeleton shape="text" lines={2} />
        </li>
      ))}
    </ul>
  );
}

/**
 * The store's list: its total with Russian plurals, skeletons while loading, an empty state,
 * and «Показать ещё» while more pages exist.
 */
export function VacancyList({
  renderItem,
  emptyTitle,
  emptyDescription,
  allowLoadMore = true,
  footer,
  toolbar,
  onRetry,
}: VacancyListProps) {
  const vacancies = useVacancyList();
  const total = useVacancyTotal();
  const totalCapped = useVacancyTotalCapped();
  const status = useVacancyListStatus();
  const hasMore = useVacancyHasMore();
  const isLoadingMore = useVacancyIsLoadingMore();
  const { loadMore } = useVacancyActions();

  if (status === "idle" || status === "loading") return <VacancyListSkeleton />;
  if (status === "error") {
    return (
      <ErrorState
        size="compact"
        title="Не удалось загрузить вакансии"
        description="Проверьте подключение и попробуйте ещё раз."
        actions={onRetry ? <Button onClick={onRetry}>Повторить</Button> : undefined}
      />
    );
  }
  return (
    <section className="rb-vacancy-results" aria-label="Вакансии">
      <div className="rb-spread rb-spread--wide rb-vacancy-results__bar">
        <p className="rb-vacancy-results__total" data-testid="vacancy-total" aria-live="polite">
          {vacancyCountLabel(total, totalCapped)}
        </p>
        {toolbar}
      </div>
      {vacancies.length === 0 ? (
        <EmptyState title={emptyTitle} description={emptyDescription} />
      ) : (
        <ul className="rb-vacancy-list">
          {vacancies.map((vacancy) => (
            <li key={vacancy.id}>{renderItem(vacancy)}</li>
          ))}
        </ul>
      )}
      {allowLoadMore && hasMore ? (
        <div className="rb-vacancy-results__more">
          <Button variant="secondary" loading={isLoadingMore} onClick={() => void loadMore()}>
            Показать ещё
          </Button>
        </div>
      ) : null}
      {footer}
    </section>
  );
}
