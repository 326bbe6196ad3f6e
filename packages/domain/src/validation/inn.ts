/**
 * The ИНН's check digits (issue 42): a company's ИНН has 10 digits, the last one a check digit;
 * a sole trader's has 12, the last two check digits. Each check digit is a weighted sum of the
 * digits before it, modulo 11, modulo 10 (ФНС, приказ от 29.06.2012 № ММВ-7-6/435@).
 */

const COMPANY_WEIGHTS = [2, 4, 10, 3, 5, 9, 4, 6, 8];
const TRADER_WEIGHTS_11 = [7, 2, 4, 10, 3, 5, 9, 4, 6, 8];
const TRADER_WEIGHTS_12 = [3, 7, 2, 4, 10, 3, 5, 9, 4, 6, 8];

export const INVALID_INN_MESSAGE = "Некорректный ИНН";

function checkDigit(digits: number[], weights: number[]): number {
  const sum = weights.reduce((total, weight, index) => total + weight * (digits[index] ?? 0), 0);
  return (sum % 11) % 10;
}

/** Whose ИНН it is by its length, or null when it is not a valid ИНН at all. */
export function innKind(inn: string): "company" | "sole_trader" | null {
  if (!/^\d{10}$|^\d{12}$/.test(inn)) return null;
  const digits = [...inn].map(Number);
  if (digits.length === 10) return checkDigit(digits, COMPANY_WEIGHTS) === digits[9] ? "company" : null;
  return checkDigit(digits, TRADER_WEIGHTS_11) === digits[10] &&
    checkDigit(digits, TRADER_WEIGHTS_12) === digits[11]
    ? "sole_trader"
    : null;
}

/** Whether `inn` is 10 or 12 digits with the right check digits. */
export function isValidInn(inn: string): boolean {
  return innKind(inn) !== null;
}
