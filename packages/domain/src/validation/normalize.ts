/**
 * Trim and collapse every run of inner whitespace to one space (§5). `null` and
 * `undefined` become the empty string so "nothing typed" and "blank" behave alike.
 */
export function normalizeValue(value: string | number | null | undefined): string {
  if (value === null || value === undefined) return "";
  return String(value).trim().replace(/\s+/g, " ");
}

/** Rules whose value is checked exactly as typed (§5: password and phone). */
const RAW_RULES: ReadonlySet<string> = new Set(["password", "phone"]);

/** The value a rule sees: raw for password and phone, normalised for every other rule. */
export function valueForRule(rule: string, value: string | number | null | undefined): string {
  if (value === null || value === undefined) return "";
  return RAW_RULES.has(rule) ? String(value) : normalizeValue(value);
}
