/**
 * The validation rules of spec §5: rule names, Russian messages, normalisation, the field
 * validator, the date helpers and zod schemas built from the same rules.
 */
export {
  type DateParts,
  daysInMonth,
  formatDateInput,
  fromIsoDate,
  isCalendarDate,
  isLeapYear,
  isYearInRange,
  parseDisplayDate,
  parseIsoDate,
  toIsoDate,
} from "./validation/date";
export {
  EXTRA_VALIDATION_MESSAGES,
  PASSWORDS_MISMATCH_MESSAGE,
  RULE_NAMES,
  type RuleName,
  VALIDATION_MESSAGES,
} from "./validation/messages";
export { normalizeValue, valueForRule } from "./validation/normalize";
export {
  checkPasswordsMatch,
  checkRule,
  type FieldValue,
  passesRule,
  type RuleSpec,
  type ValidationOptions,
  validateField,
} from "./validation/rules";
export { type FieldSchemaOptions, fieldSchema, refineWithRules } from "./validation/zod";
