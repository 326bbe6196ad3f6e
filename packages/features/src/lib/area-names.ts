import type { AreaDto } from "@rabota/domain/wire/places";
import { useEffect, useMemo, useState } from "react";

/**
 * The names of places by id, for what shows filters in words (a saved search's summary): each
 * id looked up once (`getArea`), the map growing as the answers come; an id that cannot be
 * looked up stays unnamed.
 */
export function useAreaNames(
  ids: readonly string[],
  getArea: (id: string) => Promise<AreaDto>,
): ReadonlyMap<string, string> {
  const [names, setNames] = useState<ReadonlyMap<string, string>>(new Map());
  const key = useMemo(() => [...new Set(ids)].sort().join(","), [ids]);

  useEffect(() => {
    let cancelled = false;
    for (const id of key === "" ? [] : key.split(",")) {
      getArea(id)
        .then((area) => {
          if (!cancelled) setNames((known) => new Map(known).set(area.id, area.name));
        })
        .catch(() => {});
    }
    return () => {
      cancelled = true;
    };
  }, [key, getArea]);

  return names;
}
