import { SAVED_SEARCH_NEW_COUNT_CAP } from "@rabota/domain/constants";
import type { SearchAlert } from "@rabota/domain/enums";
import { SAVED_SEARCH_MESSAGES } from "@rabota/domain/errors";
import { vacancyFiltersSummary } from "@rabota/domain/format";
import type { SavedSearchDto } from "@rabota/domain/wire/searches";
import { Button } from "@rabota/ui/button";
import { EmptyState } from "@rabota/ui/empty-state";
import { ErrorState } from "@rabota/ui/error-state";
import { Select } from "@rabota/ui/select";
import { Spinner } from "@rabota/ui/spinner";
import { toast } from "@rabota/ui/toast";
import { type MouseEvent, useEffect, useMemo, useState } from "react";
import { useAreaNames } from "../../lib/area-names";
import {
  useSavedSearches,
  useSavedSearchesStatus,
  useSearchesActions,
} from "../store/searches-store-provider";
import { ALERT_OPTIONS, SaveSearchDialog } from "./save-search-dialog";
import "./searches.css";

export interface SavedSearchListProps {
  /** The vacancy list with the search's filters (the app's route table builds it). */
  hrefOf: (search: SavedSearchDto) => string;
  /** Opens an address inside the app (a plain click on a search). */
  onOpen: (href: string) => void;
}

/** «N новых» as the issue words it, capped where the gateway stops counting. */
function newCountLabel(count: number): string {
  return `${count >= SAVED_SEARCH_NEW_COUNT_CAP ? `${SAVED_SEARCH_NEW_COUNT_CAP}+` : count} новых`;
}

const plainClick = (event: MouseEvent) =>
  event.button === 0 && !event.metaKey && !event.ctrlKey && !event.shiftKey && !event.altKey;

/**
 * The applicant's saved searches: each with its name (opening the list with its filters, and
 * marking it seen), its filters in words, «N новых», its alert (changeable at once),
 * «Изменить» and «Удалить».
 */
export function SavedSearchList({ hrefOf, onOpen }: SavedSearchListProps) {
  const searches = useSavedSearches();
  const status = useSavedSearchesStatus();
  const actions = useSearchesActions();
  const [editing, setEditing] = useState<SavedSearchDto | null>(null);
  const areaIds = useMemo(() => searches.flatMap((search) => search.filter.areaId ?? []), [searches]);
  const placeNames = useAreaNames(areaIds, actions.areaOf);
  useEffect(() => {
    void actions.load();
  }, [actions]);

  if (status === "error") {
    return (
      <ErrorState
        title={SAVED_SEARCH_MESSAGES.loadFailed}
        actions={<Button onClick={() => void actions.load()}>Повторить</Button>}
      />
    );
  }
  if (status !== "ready") return <Spinner label="Загружаем сохранённые поиски" />;
  if (searches.length === 0) {
    return (
      <EmptyState
        title="Сохранённых поисков пока нет"
        description="Задайте фильтры в списке вакансий и нажмите «Сохранить поиск»."
      />
    );
  }

  const report = (result: { ok: true } | { ok: false; message: string }, done: string) =>
    toast(result.ok ? { variant: "success", title: done } : { variant: "danger", title: result.message });
  const open = (search: SavedSearchDto) => {
    void actions.markOpened(search.id);
    onOpen(hrefOf(search));
  };

  return (
    <>
      <ul className="rb-tile-list rb-saved-searches" aria-label="Сохранённые поиски">
        {searches.map((search) => (
          <li key={search.id} className="rb-tile rb-saved-search" data-testid="saved-search">
            <div className="rb-saved-search__head">
              <a
                className="rb-saved-search__name"
                href={hrefOf(search)}
                onClick={(event) => {
                  if (!plainClick(event)) return;
                  event.preventDefault();
                  open(search);
                }}
              >
                {search.name}
              </a>
              <span className="rb-saved-search__new" data-fresh={search.newCount > 0 || undefined}>
                {newCountLabel(search.newCount)}
              </span>
            </div>
            <p className="rb-saved-search__filters">{vacancyFiltersSummary(search.filter, placeNames)}</p>
            <div className="rb-saved-search__actions">
              <Select
                label="Уведомления"
                fieldClassName="rb-saved-search__alert"
                options={ALERT_OPTIONS}
                value={search.alert}
                onChange={(event) =>
                  void actions
                    .setAlert(search.id, event.target.value as SearchAlert)
                    .then((result) => report(result, "Уведомления изменены"))
                }
              />
              <Button variant="secondary" size="sm" onClick={() => setEditing(search)}>
                Изменить
              </Button>
              <Button
                variant="ghost"
                size="sm"
                onClick={() =>
                  void actions.remove(search.id).then((result) => report(result, "Поиск удалён"))
                }
              >
                Удалить
              </Button>
            </div>
          </li>
        ))}
      </ul>
      <SaveSearchDialog
        initial={editing ? { name: editing.name, alert: editing.alert } : null}
        title="Изменить поиск"
        onClose={() => setEditing(null)}
        onSave={async (value) => {
          if (!editing) return null;
          const result = await actions.update(editing.id, { ...value, filter: editing.filter });
          if (!result.ok) return result.message;
          setEditing(null);
          return null;
        }}
      />
    </>
  );
}
