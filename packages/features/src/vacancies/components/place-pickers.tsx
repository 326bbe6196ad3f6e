import type { MetroLine } from "@rabota/domain/wire/places";
import type { VacancyMetroStation } from "@rabota/domain/wire/vacancy";
import { VACANCY_METRO_MAX } from "@rabota/domain/wire/vacancy";
import { Combobox } from "@rabota/ui/combobox";
import { Chip } from "@rabota/ui/tag";
import { useEffect, useMemo, useState } from "react";
import { LineDot } from "./metro-stations";
import "./vacancies.css";

/** How many stations the metro list shows at once. */
const STATION_OPTIONS_MAX = 20;

/** Lower case, ё as е: how a typed station name is compared. */
const normal = (value: string) => value.toLocaleLowerCase("ru").replaceAll("ё", "е").trim();

/** Every station of a city's metro with its line's name and colour, line by line. */
export function metroStationsOf(lines: readonly MetroLine[]): VacancyMetroStation[] {
  return lines.flatMap((line) =>
    line.stations.map((station) => ({
      id: station.id,
      name: station.name,
      lineName: line.name,
      lineColor: line.color,
    })),
  );
}

export interface MetroPickerProps {
  /** The vacancy's place; the picker shows only when it has a metro. */
  areaId: string;
  /** The picked stations, in order. */
  stations: readonly VacancyMetroStation[];
  onChange: (stations: VacancyMetroStation[]) => void;
  getMetro: (areaId: string) => Promise<MetroLine[]>;
  error?: string | undefined;
  showError?: boolean;
}

/**
 * «Метро»: up to {@link VACANCY_METRO_MAX} stations of the city's metro, picked by typing a
 * part of the name (a suggestion shows its line and the line's colour), shown as removable
 * chips under the field. Nothing shows for a place without a metro (but stations already picked).
 */
export function MetroPicker({ areaId, stations, onChange, getMetro, error, showError }: MetroPickerProps) {
  const [lines, setLines] = useState<MetroLine[]>([]);
  const [text, setText] = useState("");

  useEffect(() => {
    setLines([]);
    setText("");
    if (areaId === "") return;
    let cancelled = false;
    getMetro(areaId)
      .then((found) => {
        if (!cancelled) setLines(found);
      })
      .catch(() => {
        if (!cancelled) setLines([]);
      });
    return () => {
      cancelled = true;
    };
  }, [areaId, getMetro]);

  const all = useMemo(() => metroStationsOf(lines), [lines]);

  // Saved stations stay shown (and removable) even when the metro could not be fetched.
  if (lines.length === 0 && stations.length === 0) return null;

  const full = stations.length >= VACANCY_METRO_MAX;
  const query = normal(text);
  const options = full
    ? []
    : all
        .filter(
          (station) =>
            !stations.some((picked) => picked.id === station.id) &&
            (query === "" || normal(station.name).includes(query)),
        )
        .slice(0, STATION_OPTIONS_MAX);

  return (
    <div className="rb-metro-picker">
      {lines.length === 0 ? null : (
        <Combobox
          label="Метро"
          placeholder={full ? "" : "Станция, например, Бауманская"}
          hint={full ? `Не больше ${VACANCY_METRO_MAX} станций` : `До ${VACANCY_METRO_MAX} станций`}
          disabled={full}
          inputValue={text}
          onInputValueChange={setText}
          options={options.map((station) => ({
            value: station.id,
            label: station.name,
            description: station.lineName,
            adornment: <LineDot color={station.lineColor} />,
          }))}
          onSelect={(option) => {
            const station = all.find((candidate) => candidate.id === option.value);
            if (!station || full) return;
            onChange([...stations, station]);
            setText("");
          }}
          emptyText="Нет такой станции"
          {...(error ? { error, showError: showError ?? false } : {})}
        />
      )}
      {stations.length > 0 ? (
        <ul className="rb-chip-list" aria-label="Выбранные станции метро">
          {stations.map((station) => (
            <li key={station.id}>
              <Chip
                onRemove={() => onChange(stations.filter((picked) => picked.id !== station.id))}
                removeLabel={`Удалить станцию ${station.name}`}
              >
                <LineDot color={station.lineColor} />
                {station.name}
              </Chip>
            </li>
          ))}
        </ul>
      ) : null}
    </div>
  );
}
