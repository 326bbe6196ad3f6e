import { SAVED_SEARCH_NAME_MAX_LENGTH } from "@rabota/domain/constants";
import type { SearchAlert } from "@rabota/domain/enums";
import { vacancyFiltersSummary } from "@rabota/domain/format";
import type { SavedSearchFilter } from "@rabota/domain/wire/searches";
import { type VacancyFilters, visitorVacancyFilters } from "@rabota/domain/wire/vacancy";
import { Button } from "@rabota/ui/button";
import { toast } from "@rabota/ui/toast";
import { useState } from "react";
import { useAreaNames } from "../../lib/area-names";
import { useSearchesActions } from "../store/searches-store-provider";
import { SaveSearchDialog } from "./save-search-dialog";
import "./searches.css";

export interface SaveSearchButtonProps {
  /** The list's filters and search words as they are now. */
  filters: VacancyFilters;
}

/**
 * «Сохранить поиск» on the applicant's vacancy list: the current filters and search words under
 * a name offered from them (editable), with the alert choice.
 */
export function SaveSearchButton({ filters }: SaveSearchButtonProps) {
  const { create, areaOf } = useSearchesActions();
  const [initial, setInitial] = useState<{ name: string; alert: SearchAlert } | null>(null);
  const filter: SavedSearchFilter = visitorVacancyFilters(filters);
  const placeNames = useAreaNames(filter.areaId ?? [], areaOf);

  const save = async (value: { name: string; alert: SearchAlert }) => {
    const result = await create({ ...value, filter });
    if (!result.ok) return result.message;
    setInitial(null);
    toast({
      variant: "success",
      title: "Поиск сохранён",
      description: "Он есть в разделе «Сохранённые поиски»",
    });
    return null;
  };

  return (
    <>
      <Button
        variant="secondary"
        onClick={() =>
          // Many filters make a long summary: the offer fits the name's limit, to be shortened by hand.
          setInitial({
            name: vacancyFiltersSummary(filter, placeNames).slice(0, SAVED_SEARCH_NAME_MAX_LENGTH),
            alert: "DAILY",
          })
        }
      >
        Сохранить поиск
      </Button>
      <SaveSearchDialog
        initial={initial}
        title="Сохранить поиск"
        onSave={save}
        onClose={() => setInitial(null)}
      />
    </>
  );
}
