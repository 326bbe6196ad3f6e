/** At most 8 digits: DDMMYYYY. */
const MAX_DIGITS = 8;

/**
 * Formats free input as DD.MM.YYYY while typing: keeps digits only, at most 8, and inserts
 * the dots (`"01011990"` → `"01.01.1990"`, `"0101"` → `"01.01"`). A private copy of the rule
 * so that ui stays free of the domain package; the domain keeps the validation.
 */
export function formatDateDigits(input: string): string {
  const digits = input.replace(/\D/g, "").slice(0, MAX_DIGITS);
  const parts = [digits.slice(0, 2), digits.slice(2, 4), digits.slice(4, 8)].filter(Boolean);
  return parts.join(".");
}
