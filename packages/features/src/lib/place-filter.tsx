import type { AreaDto } from "@rabota/domain/wire/places";
import { Button } from "@rabota/ui/button";
import { useEffect, useState } from "react";
import { CityPicker } from "./city-field";
import "./place-filter.css";

export interface PlaceFilterProps {
  /** The filtered place (hh.ru's id), or none. */
  areaId: string | undefined;
  onChange: (areaId?: string) => void;
  /** Places for the typed text. */
  search: (text: string) => Promise<AreaDto[]>;
  /** A place by id (its name for an address's filter); null when unknown. */
  areaOf: (id: string) => Promise<AreaDto | null>;
}

/**
 * «Город» of a list's filters (the vacancies', the candidates'): one place of hh.ru's
 * dictionary, searched as the visitor types (a region or a country takes every place in it);
 * the address carries its id, so the name is read back for a shared link. Text typed but not
 * picked is dropped on leaving the field; «Любой город» (or an emptied field) clears the place.
 */
export function PlaceFilter({ areaId, onChange, search, areaOf }: PlaceFilterProps) {
  const [name, setName] = useState("");
  const [text, setText] = useState("");

  useEffect(() => {
    if (!areaId) {
      setName("");
      setText("");
      return;
    }
    let cancelled = false;
    void areaOf(areaId).then((area) => {
      if (cancelled || !area) return;
      setName(area.name);
      setText(area.name);
    });
    return () => {
      cancelled = true;
    };
  }, [areaId, areaOf]);

  return (
    <div className="rb-place-filter">
      <CityPicker
        text={text}
        placeholder="Любой город"
        search={search}
        onType={(typed) => {
          setText(typed);
          if (typed.trim() === "" && areaId) onChange(undefined);
        }}
        onPick={(area) => {
          setName(area.name);
          setText(area.name);
          onChange(area.id);
        }}
        onBlur={() => setText(name)}
      />
      {areaId ? (
        <Button type="button" variant="link" size="sm" onClick={() => onChange(undefined)}>
          Любой город
        </Button>
      ) : null}
    </div>
  );
}
