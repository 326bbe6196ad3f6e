/**
 * The field rules (§5) as other packages need them: the Russian messages, the
 * normalisation the gateway applies to search text, and the stored-date display. Forms use
 * the rules through `@rabota/domain/forms`; the wire schemas build on `./validation/*`.
 */
export { fromIsoDate, toIsoDate } from "./validation/date";
export { INVALID_INN_MESSAGE, innKind, isValidInn } from "./validation/inn";
export { EXTRA_VALIDATION_MESSAGES, VALIDATION_MESSAGES } from "./validation/messages";
export { normalizeValue } from "./validation/normalize";
export {
  SALARY_AMOUNT_MAX,
  SALARY_AMOUNT_MIN,
  SALARY_MESSAGES,
  SALARY_RANGE_MAX_RATIO,
  type SalaryField,
  type SalaryIssue,
  type SalaryRange,
  salaryIssues,
} from "./validation/salary";
