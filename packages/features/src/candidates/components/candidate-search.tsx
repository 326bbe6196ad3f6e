import type { CandidateFilters } from "@rabota/domain/wire/candidates";
import { Button } from "@rabota/ui/button";
import { EmptyState } from "@rabota/ui/empty-state";
import { ErrorState } from "@rabota/ui/error-state";
import { Skeleton } from "@rabota/ui/skeleton";
import { useEffect } from "react";
import { plainClickOpens } from "../../lib/plain-click";
import { candidateListSearch } from "../lib/filters";
import { foundLabel } from "../lib/format";
import { useCandidateSearch, useCandidatesActions } from "../store/candidates-store-provider";
import { CandidateCardView } from "./candidate-card";
import { CandidateFiltersPanel } from "./candidate-filters";
import "./candidates.css";

export interface CandidateSearchProps {
  /** The filters of the address. */
  filters: CandidateFilters;
  /** New filters: the app writes them to the address (which brings them back here). */
  onApply: (filters: CandidateFilters) => void;
  /** A found person's page. */
  candidateHref: (applicantId: string) => string;
  /** Client-side navigation for a plain click on a card. */
  onOpen?: (href: string) => void;
}

function ResultsSkeleton() {
  return (
    <ul className="rb-candidate-list" aria-busy="true" aria-label="Загрузка резюме">
      {["a", "b", "c"].map((key) => (
        <li key={key} className="rb-candidate-list__skeleton">
          <Skeleton shape="text" width="50%" height={24} />
          <Skeleton shape="text" lines={2} />
        </li>
      ))}
    </ul>
  );
}

/** The results: the total, the cards, «Показать ещё», or the empty and error states. */
function Results({ candidateHref, onOpen }: Pick<CandidateSearchProps, "candidateHref" | "onOpen">) {
  const search = useCandidateSearch();
  const { search: find, loadMore } = useCandidatesActions();
  if (search.status === "idle" || search.status === "loading") return <ResultsSkeleton />;
  if (search.status === "error")
    return (
      <ErrorState
        size="compact"
        title="Не удалось найти резюме"
        description={search.error ?? "Проверьте подключение и попробуйте ещё раз."}
        actions={<Button onClick={() => void find(search.filters)}>Повторить</Button>}
      />
    );
  return (
    <section className="rb-candidate-results" aria-label="Резюме">
      <p className="rb-candidate-results__total" data-testid="candidate-total" aria-live="polite">
        {search.total === null ? "\u00a0" : foundLabel(search.total)}
      </p>
      {search.candidates.length === 0 ? (
        <EmptyState
          title="Никого не нашли"
          description="Попробуйте убрать часть фильтров или поискать другими словами. В поиске только те, кто сам разрешил показывать резюме."
        />
      ) : (
        <ul className="rb-candidate-list">
          {search.candidates.map((candidate) => {
            const href = candidateHref(candidate.id);
            return (
              <li key={candidate.id}>
                <CandidateCardView candidate={candidate} href={href} onOpen={plainClickOpens(href, onOpen)} />
              </li>
            );
          })}
        </ul>
      )}
      {search.error ? (
        <p role="alert" className="rb-candidates__error">
          {search.error}
        </p>
      ) : null}
      {search.nextPageToken ? (
        <div className="rb-candidate-results__more">
          <Button variant="secondary" loading={search.loadingMore} onClick={() => void loadMore()}>
            Показать ещё
          </Button>
        </div>
      ) : null}
    </section>
  );
}

/**
 * The employer's «Поиск резюме» (issue 44): the filters, kept in the address by the app, and
 * the people who let employers find them, the latest updated first.
 */
export function CandidateSearch({ filters, onApply, candidateHref, onOpen }: CandidateSearchProps) {
  const { search } = useCandidatesActions();
  const key = candidateListSearch(filters);
  // biome-ignore lint/correctness/useExhaustiveDependencies: the address's query string says when the filters changed.
  useEffect(() => {
    void search(filters);
  }, [key]);
  return (
    <div className="rb-candidate-search">
      <CandidateFiltersPanel value={filters} onApply={onApply} />
      <Results candidateHref={candidateHref} {...(onOpen ? { onOpen } : {})} />
    </div>
  );
}
