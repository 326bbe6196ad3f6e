import type { VacancyMetroStation } from "@rabota/domain/wire/vacancy";
import "./vacancies.css";

/**
 * A vacancy's metro stations, each after a dot in its line's colour (as maps and hh.ru show
 * them); the line's name is said to screen readers and shown on hover, since a colour alone
 * tells nothing to someone who cannot see it.
 */
export function MetroStations({ stations }: { stations: readonly VacancyMetroStation[] }) {
  if (stations.length === 0) return null;
  return (
    <ul className="rb-metro-stations" aria-label="Метро" data-testid="metro-stations">
      {stations.map((station) => (
        <li key={station.id} className="rb-metro-stations__station" title={station.lineName}>
          <LineDot color={station.lineColor} />
          {station.name}
          <span className="rb-sr-only">, {station.lineName}</span>
        </li>
      ))}
    </ul>
  );
}

/** A metro line's colour, as a dot before a station's name (decorative: the name says it all). */
export function LineDot({ color }: { color: string }) {
  return <span className="rb-line-dot" style={{ backgroundColor: color }} aria-hidden="true" />;
}

/** «Тверская, 12к2»: the street and the house as far as they are known, or "". */
export function addressLine(address: { street: string | null; building: string | null } | null): string {
  return [address?.street, address?.building].filter(Boolean).join(", ");
}
