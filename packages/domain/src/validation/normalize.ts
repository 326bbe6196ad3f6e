/**
 * Trim and collapse every run of inner whitespace to one space (§5). `null` and
 * `undefined` become the empty string so "nothing typed" and "blank" behave alike.
 */
export function normalizeValue(value: string | number | null | undefined): string {
  if (value === null || value === undefined) return "";
  return String(value).trim().replace(/\s+/g, " ");
}

/** Line breaks, other control characters and Unicode line separators. */
const LINE_BREAKING = /[\p{Cc}\u2028\u2029]/u;

/**
 * Whether a one-line field's value is one line: nothing between its first and last visible
 * characters breaks a line or controls the terminal (issue 41: a title's line break landed in
 * mails as a line of its own). Whitespace around the value is trimmed anyway.
 */
export function isSingleLine(value: string): boolean {
  return !LINE_BREAKING.test(value.trim());
}

/** Rules whose value is checked exactly as typed (§5: password and phone). */
const RAW_RULES: ReadonlySet<string> = new Set(["password", "phone"]);

/** The value a rule sees: raw for password and phone, normalised for every other rule. */
export function valueForRule(rule: string, value: string | number | null | undefined): string {
  if (value === null || value === undefined) return "";
  return RAW_RULES.has(rule) ? String(value) : normalizeValue(value);
}
