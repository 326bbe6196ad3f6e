import { formatNumberRu, inPlaceRu } from "@rabota/domain/format";
import { amountOf, type VacancyFormValues } from "@rabota/domain/forms";
import {
  monthlyGrossPay,
  type SalaryQuery,
  type SalaryResponse,
  salaryShareBelow,
} from "@rabota/domain/wire/salaries";
import { useEffect, useState } from "react";

/** Pause before the figures of a newly picked profession or place are asked, in milliseconds. */
const FIGURES_DEBOUNCE_MS = 300;

/** The typed pay on the statistics' basis (a month, roubles, before tax); null when it is none or not a number. */
function typedMonthlyGross(
  values: Pick<VacancyFormValues, "salaryFrom" | "salaryTo" | "salaryCurrency" | "salaryTax">,
) {
  const from = amountOf(values.salaryFrom);
  const to = amountOf(values.salaryTo);
  const number = (amount: number | null) => (amount === null || Number.isNaN(amount) ? null : amount);
  return monthlyGrossPay({
    salaryFrom: number(from),
    salaryTo: number(to),
    salaryCurrency: values.salaryCurrency,
    salaryGross: values.salaryTax === "gross",
  });
}

/**
 * The editor's pay hint (issue 45): «Медиана по профессии в Туле — 95 000 ₽; ваша вилка ниже
 * 70 % вакансий». Below (or at) the median it counts the vacancies that pay more, above it
 * those that pay less. Null without a median (fewer than five vacancies): the hint keeps quiet.
 * Without a pay in roubles only the median is said.
 */
function salaryHintText(figures: SalaryResponse, pay: number | null): string | null {
  if (figures.median === null) return null;
  const head = `Медиана по профессии ${inPlaceRu(figures.area.name, undefined, figures.area.id)} — ${formatNumberRu(figures.median)} ₽`;
  if (pay === null || !figures.shares) return head;
  const below = salaryShareBelow(figures.shares, pay);
  return pay > figures.median
    ? `${head}; ваша вилка выше ${below} % вакансий`
    : `${head}; ваша вилка ниже ${100 - below} % вакансий`;
}

/** The figures of a profession in a place, asked when either changes; null while none or on a failure. */
function useSalaryFigures(
  professionId: string | null,
  areaId: string,
  getSalaries: (query: SalaryQuery) => Promise<SalaryResponse>,
): SalaryResponse | null {
  const [figures, setFigures] = useState<SalaryResponse | null>(null);
  useEffect(() => {
    setFigures(null);
    if (!professionId || areaId === "") return;
    let cancelled = false;
    const timer = setTimeout(() => {
      getSalaries({ professionId, areaId })
        .then((found) => {
          if (!cancelled) setFigures(found);
        })
        .catch(() => undefined);
    }, FIGURES_DEBOUNCE_MS);
    return () => {
      cancelled = true;
      clearTimeout(timer);
    };
  }, [professionId, areaId, getSalaries]);
  return figures;
}

export interface SalaryHintProps {
  /** The vacancy's profession, picked or its title's; null for none. */
  professionId: string | null;
  /** The vacancy's place, "" for none. */
  areaId: string;
  values: Pick<VacancyFormValues, "salaryFrom" | "salaryTo" | "salaryCurrency" | "salaryTax">;
  getSalaries: (query: SalaryQuery) => Promise<SalaryResponse>;
}

/** Under the pay fields: where the typed pay stands among the profession's vacancies in the place. */
export function SalaryHint({ professionId, areaId, values, getSalaries }: SalaryHintProps) {
  const figures = useSalaryFigures(professionId, areaId, getSalaries);
  const text = figures ? salaryHintText(figures, typedMonthlyGross(values)) : null;
  if (!text) return null;
  return (
    <p className="rb-vacancy-editor__salary-hint" data-testid="salary-hint">
      {text}
    </p>
  );
}
