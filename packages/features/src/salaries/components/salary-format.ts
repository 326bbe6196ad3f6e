import { formatNumberRu, MONTH_NAMES_RU } from "@rabota/domain/format";

/** An axis value in thousands of roubles: «150 тыс.», short enough for a phone's chart. */
export const axisRoubles = (value: number) => `${formatNumberRu(Math.round(value / 1000))} тыс.`;

/** A `YYYY-MM` month under a bar: «янв». */
export const shortMonth = (month: string) =>
  (MONTH_NAMES_RU[Number(month.slice(5, 7)) - 1] ?? month).slice(0, 3);

/** A `YYYY-MM` month in a table: «январь 2026». */
export const longMonth = (month: string) =>
  `${MONTH_NAMES_RU[Number(month.slice(5, 7)) - 1] ?? month} ${month.slice(0, 4)}`;
