import type { Vacancy } from "@rabota/domain/mappers";
import { monthlyGrossPay, salaryAgainstMedian } from "@rabota/domain/wire/salaries";
import { Link } from "@rabota/ui/link";
import { useEffect } from "react";
import { useVacancyActions, useVacancySalaries } from "../store/vacancies-store-provider";

/** Where a pay stands, from its whole-percent difference to the median. */
function salaryPositionText(difference: number): string {
  if (Math.abs(difference) < 1) return "на уровне медианы";
  return difference > 0 ? `выше медианы на ${difference} %` : `ниже медианы на ${-difference} %`;
}

export interface SalaryPositionProps {
  vacancy: Vacancy;
  /** The public statistics of the profession in the place. */
  hrefOf: (professionId: string, areaId: string) => string;
}

/**
 * Under a vacancy's pay (issue 45): «выше медианы на 12 %», «ниже медианы на 8 %» or «на
 * уровне медианы» among the vacancies of its profession in its place, linked to their
 * statistics. Nothing without a profession, a place or a pay in roubles, nor while the
 * profession has fewer than five vacancies there. Asked after the page shows (a server-rendered
 * page has no line, so the browser's first render matches it).
 */
export function SalaryPosition({ vacancy, hrefOf }: SalaryPositionProps) {
  const { professionId, areaId } = vacancy;
  const pay = monthlyGrossPay(vacancy);
  const salaries = useVacancySalaries();
  const actions = useVacancyActions();
  const asked = professionId !== null && areaId !== null && pay !== null;

  useEffect(() => {
    if (asked) void actions.loadSalaries(professionId, areaId);
  }, [asked, actions, professionId, areaId]);

  if (!asked || salaries?.key !== `${professionId}:${areaId}` || !salaries.figures) return null;
  const difference = salaryAgainstMedian(pay, salaries.figures.median);
  if (difference === null) return null;
  return (
    <p className="rb-vacancy-details__salary-position" data-testid="salary-position">
      <Link href={hrefOf(professionId, areaId)}>{salaryPositionText(difference)}</Link>
    </p>
  );
}
