/**
 * Honest pay (issue 24): the rules every vacancy written here keeps, in one place for the
 * vacancy form and the gateway. Imported vacancies are shown as they came; these rules are
 * for what employers write on Rabota.
 */

/** The smallest amount a vacancy may state, in whole units of its currency. */
export const SALARY_AMOUNT_MIN = 1000;
/** The largest amount a vacancy may state, in whole units of its currency. */
export const SALARY_AMOUNT_MAX = 10_000_000;
/** How many times «до» may exceed «от» at most: a wider range says nothing about the pay. */
export const SALARY_RANGE_MAX_RATIO = 2;

/** The Russian messages, shown under the field they name. */
export const SALARY_MESSAGES = {
  required: "Укажите зарплату: сумму «от», «до» или обе",
  order: "Зарплата «до» не может быть меньше, чем «от»",
  ratio: "Разница в зарплате слишком велика: «до» может быть больше «от» не более чем в 2 раза",
  amount: "Укажите целую сумму от 1 000 до 10 000 000",
} as const;

/** The two amounts of the pay. */
export type SalaryField = "salaryFrom" | "salaryTo";

/** One broken rule: the field whose message it is, and the message. */
export interface SalaryIssue {
  readonly field: SalaryField;
  readonly message: string;
}

/** The pay as a vacancy states it: either amount may be absent (null). */
export interface SalaryRange {
  readonly salaryFrom: number | null;
  readonly salaryTo: number | null;
}

const isAmount = (value: number) =>
  Number.isInteger(value) && value >= SALARY_AMOUNT_MIN && value <= SALARY_AMOUNT_MAX;

/**
 * What is wrong with the pay, at most one message per field: an amount that is not whole or
 * out of range; none at all (under «от»); «до» below «от», or more than twice it (under «до»).
 * The range rules are checked only once both amounts are themselves valid.
 */
export function salaryIssues({ salaryFrom, salaryTo }: SalaryRange): SalaryIssue[] {
  if (salaryFrom === null && salaryTo === null)
    return [{ field: "salaryFrom", message: SALARY_MESSAGES.required }];
  const issues: SalaryIssue[] = [];
  if (salaryFrom !== null && !isAmount(salaryFrom))
    issues.push({ field: "salaryFrom", message: SALARY_MESSAGES.amount });
  if (salaryTo !== null && !isAmount(salaryTo))
    issues.push({ field: "salaryTo", message: SALARY_MESSAGES.amount });
  if (issues.length > 0 || salaryFrom === null || salaryTo === null) return issues;
  if (salaryTo < salaryFrom) return [{ field: "salaryTo", message: SALARY_MESSAGES.order }];
  if (salaryTo > salaryFrom * SALARY_RANGE_MAX_RATIO)
    return [{ field: "salaryTo", message: SALARY_MESSAGES.ratio }];
  return [];
}
