import type { AreaDto } from "@rabota/domain/wire/places";
import { Combobox } from "@rabota/ui/combobox";
import { useEffect, useState } from "react";
import { Controller, type FieldValues, type Path, type PathValue, type UseFormReturn } from "react-hook-form";
import { fieldErrorProps } from "./forms";

/** Pause in typing before places are fetched, in milliseconds (as the suggestion pickers wait). */
const SEARCH_DEBOUNCE_MS = 300;
/** How many places a search suggests. */
const AREA_PAGE_SIZE = 10;

/** A name as the dictionary compares it: lower case, ё as е, hyphens and spaces alike. */
const folded = (name: string) =>
  name
    .toLocaleLowerCase("ru")
    .replaceAll("ё", "е")
    .replace(/[^\p{L}\p{N}]+/gu, " ")
    .trim();

/** hh.ru tells same-named towns apart by a trailing «(region)»; a city field shows the bare name. */
const bareAreaName = (name: string) => name.replace(/\s*\(.*\)\s*$/, "");

export interface CityPickerProps {
  /** The text in the field: the picked place's name, or a typed (older, free-text) city. */
  text: string;
  /** Typing: the text changes and no place stays picked. */
  onType: (text: string) => void;
  /** A place is picked from the suggestions. */
  onPick: (area: AreaDto) => void;
  search: (text: string) => Promise<AreaDto[]>;
  placeholder?: string;
  /**
   * Shown under the field when the text is not a place of the dictionary (none picked, and no
   * suggestion of that very name) once the typing stops: the text is kept, but no filter by
   * place finds it. Without it, a city is a place or nothing (the filters, the editor).
   */
  unknownHint?: string;
  /** A place is picked for the text (the field's `areaId`): no hint. */
  picked?: boolean;
  name?: string;
  required?: boolean;
  error?: string | undefined;
  showError?: boolean;
  onBlur?: () => void;
}

/**
 * «Город»: a combobox over hh.ru's places (fetched a moment after the typing stops); a
 * suggestion shows its region. Picking one sets the place; typing over it clears the place,
 * and the typed text is left for the server to resolve.
 */
export function CityPicker({
  text,
  onType,
  onPick,
  search,
  placeholder = "Начните вводить, например, Москва",
  unknownHint,
  picked = false,
  name,
  required,
  error,
  showError,
  onBlur,
}: CityPickerProps) {
  const [typed, setTyped] = useState(false);
  const [areas, setAreas] = useState<AreaDto[]>([]);
  const [loading, setLoading] = useState(false);
  const [editing, setEditing] = useState(false);

  useEffect(() => {
    const query = text.trim();
    if (!typed || query === "") {
      setAreas([]);
      setLoading(false);
      return;
    }
    let cancelled = false;
    setLoading(true);
    const timer = setTimeout(() => {
      search(query)
        .then((found) => {
          if (!cancelled) setAreas(found.slice(0, AREA_PAGE_SIZE));
        })
        .catch(() => {
          if (!cancelled) setAreas([]);
        })
        .finally(() => {
          if (!cancelled) setLoading(false);
        });
    }, SEARCH_DEBOUNCE_MS);
    return () => {
      cancelled = true;
      clearTimeout(timer);
    };
  }, [text, typed, search]);

  const named = folded(text);
  const unknown =
    unknownHint !== undefined &&
    !picked &&
    !editing &&
    !loading &&
    named !== "" &&
    !areas.some((area) => folded(bareAreaName(area.name)) === named);

  return (
    <Combobox
      label="Город"
      placeholder={placeholder}
      autoComplete="off"
      inputValue={text}
      onInputValueChange={(value) => {
        setTyped(true);
        setEditing(true);
        onType(value);
      }}
      options={areas.map((area) => ({
        value: area.id,
        label: area.name,
        ...(area.regionName ? { description: area.regionName } : {}),
      }))}
      onSelect={(option) => {
        const area = areas.find((candidate) => candidate.id === option.value);
        if (!area) return;
        setTyped(false);
        setEditing(false);
        onPick(area);
      }}
      loading={loading}
      loadingText="Ищем…"
      // Only after a search: a loaded or picked name has not been looked up.
      {...(typed ? { emptyText: "Такого места нет в справочнике" } : {})}
      {...(unknown ? { hint: unknownHint } : {})}
      {...(name ? { name } : {})}
      {...(required ? { required } : {})}
      {...(error ? { error, showError: showError ?? false } : {})}
      onBlur={() => {
        setEditing(false);
        onBlur?.();
      }}
    />
  );
}

/** Under a city the dictionary does not know: it is kept, and no search by place finds it. */
export const UNKNOWN_CITY_HINT =
  "Этого города нет в справочнике: он сохранится как написан, но поиск по городу его не найдёт";

/** A form with a city and the place picked for it (sign-up, the profile). */
type CityForm = FieldValues & { city: string; areaId?: string | null | undefined };

/**
 * «Город» of a form: the typed text is the form's `city`, a picked place sets `areaId` (and
 * the city to the place's name without hh.ru's «(region)»); typing clears `areaId`. A city the
 * dictionary does not know is kept, and the field says so under itself.
 */
export function FormCityField<Values extends CityForm, Output extends FieldValues>({
  form,
  search,
  required,
}: {
  form: UseFormReturn<Values, unknown, Output>;
  search: (text: string) => Promise<AreaDto[]>;
  required?: boolean;
}) {
  const city = "city" as Path<Values>;
  const areaId = "areaId" as Path<Values>;
  const set = (text: string, id: string | null) => {
    form.setValue(city, text as PathValue<Values, Path<Values>>, { shouldValidate: true, shouldDirty: true });
    form.setValue(areaId, id as PathValue<Values, Path<Values>>, { shouldDirty: true });
  };
  const picked = Boolean(form.watch(areaId));
  return (
    <Controller
      control={form.control}
      name={city}
      render={({ field }) => (
        <CityPicker
          text={field.value ?? ""}
          name={field.name}
          placeholder="Москва"
          search={search}
          onType={(text) => set(text, null)}
          onPick={(area) => set(bareAreaName(area.name), area.id)}
          picked={picked}
          unknownHint={UNKNOWN_CITY_HINT}
          {...(required ? { required } : {})}
          onBlur={field.onBlur}
          {...fieldErrorProps(form, city)}
        />
      )}
    />
  );
}
