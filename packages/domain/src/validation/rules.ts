import { MAX_LENGTH, PASSWORD_MIN_LENGTH } from "../constants";
import { isYearInRange, parseDisplayDate } from "./date";
import { type RuleName, VALIDATION_MESSAGES } from "./messages";
import { valueForRule } from "./normalize";

/** What a field value may be before validation: text from an input, or nothing. */
export type FieldValue = string | number | null | undefined;

/** Options of every check. `now` fixes "the current year" (tests pass a fixed date). */
export interface ValidationOptions {
  readonly now?: Date;
}

/** A rule by name, or with a custom message overriding the rule's default (§5). */
export type RuleSpec = RuleName | { readonly rule: RuleName; readonly message?: string };

/** `x@y.z`: no spaces, one `@`, a dotted domain without empty labels. */
const EMAIL = /^[^\s@]+@[^\s@.]+(?:\.[^\s@.]+)+$/;

/**
 * Optional `+7` or `8`, then 10 digits grouped 3-3-2-2; the first group may sit in
 * parentheses; one space or dash may separate groups: `+7 (999) 123-45-67`,
 * `89991234567`, `999 123 45 67`, `8-999-123-45-67`.
 */
const PHONE = /^(?:(?:\+7|8)[ -]?)?(?:\(\d{3}\)|\d{3})[ -]?\d{3}[ -]?\d{2}[ -]?\d{2}$/;

/**
 * An uppercase Cyrillic or Latin letter, then letters, spaces, apostrophes (' or ’),
 * commas, dots and hyphens: «Анна-Мария», «O'Neil», «Д'Артаньян».
 */
const NAME = /^[A-ZА-ЯЁ][A-Za-zА-Яа-яЁё '’,.-]*$/;

/**
 * A site address: optional http(s) scheme, dotted host of letters (Latin or Cyrillic),
 * digits and inner hyphens, a top-level domain of letters (or punycode), optional port,
 * path, query and fragment without spaces.
 */
const SITE =
  /^(?:https?:\/\/)?(?:[a-z0-9а-яё](?:[a-z0-9а-яё-]{0,61}[a-z0-9а-яё])?\.)+(?:[a-zа-яё]{2,63}|xn--[a-z0-9-]{1,59})(?::\d{1,5})?(?:[/?#]\S*)?$/iu;

/** Optionally negative, optionally decimal (a dot or the Russian decimal comma). */
const NUMBER = /^-?\d+(?:[.,]\d+)?$/;

const YEAR = /^\d{4}$/;
const ANY_DIGIT = /\p{Nd}/u;
const LOWER = /\p{Ll}/u;
const UPPER = /\p{Lu}/u;
const DIGIT = /\d/;

type Predicate = (value: string, now: Date) => boolean;

/** The check of each rule on a non-empty value (the empty value is `required`'s business). */
const PREDICATES: Readonly<Record<RuleName, Predicate>> = {
  required: (value) => value.length > 0,
  email: (value) => value.length <= MAX_LENGTH.email && EMAIL.test(value),
  phone: (value) => PHONE.test(value),
  name: (value) => NAME.test(value),
  site: (value) => value.length <= MAX_LENGTH.url && SITE.test(value),
  number: (value) => NUMBER.test(value),
  year: (value, now) => YEAR.test(value) && isYearInRange(Number(value), now),
  textOnly: (value) => !ANY_DIGIT.test(value),
  date: (value, now) => {
    const parts = parseDisplayDate(value);
    return parts !== null && isYearInRange(parts.year, now);
  },
  password: (value) =>
    value.length >= PASSWORD_MIN_LENGTH && LOWER.test(value) && UPPER.test(value) && DIGIT.test(value),
};

function ruleName(spec: RuleSpec): RuleName {
  return typeof spec === "string" ? spec : spec.rule;
}

/**
 * Whether `value` passes one rule. Every rule except `required` accepts the empty value,
 * so optional fields stay optional; combine with `required` to demand one. Password and
 * phone see the raw value; the others see it trimmed with inner whitespace collapsed.
 */
export function passesRule(rule: RuleName, value: FieldValue, options: ValidationOptions = {}): boolean {
  const text = valueForRule(rule, value);
  if (rule !== "required" && text.length === 0) return true;
  return PREDICATES[rule](text, options.now ?? new Date());
}

/** The message of one failed rule (custom message first), or `null` when it passes. */
export function checkRule(value: FieldValue, spec: RuleSpec, options: ValidationOptions = {}): string | null {
  const rule = ruleName(spec);
  if (passesRule(rule, value, options)) return null;
  return (typeof spec === "object" && spec.message) || VALIDATION_MESSAGES[rule];
}

/**
 * Run a field's rules in order and return the first failure's message, or `null` when the
 * value passes them all: `validateField(email, ["required", "email"])`.
 */
export function validateField(
  value: FieldValue,
  rules: readonly RuleSpec[],
  options: ValidationOptions = {},
): string | null {
  for (const spec of rules) {
    const message = checkRule(value, spec, options);
    if (message !== null) return message;
  }
  return null;
}
