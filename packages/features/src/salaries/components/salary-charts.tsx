import { formatNumberRu, formatRoubles } from "@rabota/domain/format";
import type { SalaryResponse } from "@rabota/domain/wire/salaries";
import { BarChart, DistributionChart, type Percentiles } from "@rabota/ui/chart";
import { axisRoubles, longMonth, shortMonth } from "./salary-format";

const PERCENTILE_ROWS: readonly { key: keyof Percentiles; label: string }[] = [
  { key: "p10", label: "10 % вакансий — до" },
  { key: "p25", label: "25 % вакансий — до" },
  { key: "median", label: "Медиана" },
  { key: "p75", label: "75 % вакансий — до" },
  { key: "p90", label: "90 % вакансий — до" },
];

/**
 * The distribution of the pay (p10–p90, the middle half, the median) drawn, and the same figures
 * as a table beside it: the table is what a screen reader and a text browser read.
 */
export function SalaryDistribution({ percentiles }: { percentiles: Percentiles }) {
  const label = `Распределение зарплат: от ${formatRoubles(percentiles.p10)} до ${formatRoubles(
    percentiles.p90,
  )} у 80 % вакансий, половина — от ${formatRoubles(percentiles.p25)} до ${formatRoubles(
    percentiles.p75,
  )}, медиана ${formatRoubles(percentiles.median)}`;
  return (
    <div className="rb-salary__chart">
      <DistributionChart
        label={label}
        percentiles={percentiles}
        formatValue={axisRoubles}
        medianLabel="медиана"
      />
      <table className="rb-salary__table">
        <caption>Зарплаты по перцентилям: столько или меньше предлагает доля вакансий</caption>
        <tbody>
          {PERCENTILE_ROWS.map((row) => (
            <tr key={row.key} className={row.key === "median" ? "rb-salary__median-row" : undefined}>
              <th scope="row">{row.label}</th>
              <td>{formatRoubles(percentiles[row.key])}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}

/** The median of each of the last twelve months drawn as bars, and the same as a table for screen readers. */
export function SalaryMonths({ monthly }: { monthly: SalaryResponse["monthly"] }) {
  return (
    <div className="rb-salary__chart">
      <BarChart
        label="Медиана зарплат по месяцам публикации за последние 12 месяцев; числа — в таблице"
        formatValue={axisRoubles}
        bars={monthly.map((month) => ({
          key: month.month,
          label: shortMonth(month.month),
          value: month.median,
        }))}
      />
      {/* Hidden by its wrapper: a table keeps its own width whatever its box says. */}
      <div className="rb-sr-only">
        <table>
          <caption>Медиана зарплат по месяцам публикации вакансий</caption>
          <thead>
            <tr>
              <th scope="col">Месяц</th>
              <th scope="col">Вакансий</th>
              <th scope="col">Медиана</th>
            </tr>
          </thead>
          <tbody>
            {monthly.map((month) => (
              <tr key={month.month}>
                <th scope="row">{longMonth(month.month)}</th>
                <td>{formatNumberRu(month.count)}</td>
                <td>{month.median === null ? "мало вакансий" : formatRoubles(month.median)}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
    </div>
  );
}
