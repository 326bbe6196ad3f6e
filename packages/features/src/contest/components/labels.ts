import type { FactorListLabels } from "@rabota/ui/factor-list";

/** The factor list's words: evidence in plain Russian (a test result counts more than the profile's word). */
export const FACTOR_LABELS: FactorListLabels = {
  weight: "Вес",
  value: "Выполнено",
  contribution: "Вклад в коэффициент",
  howToImprove: "Как повысить:",
  evidence: {
    verified: "Подтверждено тестом",
    declared: "Указано в профиле",
    none: "Нет данных",
  },
};

/** «67» — a score or coefficient as a whole number. */
export function points(value: number): string {
  return String(Math.round(value));
}
