import { z } from "zod";
import { MAX_LENGTH } from "../constants";
import { EXTRA_VALIDATION_MESSAGES, type RuleName } from "./messages";
import { isSingleLine, normalizeValue } from "./normalize";
import { type RuleSpec, validateField } from "./rules";

/** Options of {@link fieldSchema}. */
export interface FieldSchemaOptions {
  /** Clock for the year and date rules; read at every parse (default: the real clock). */
  readonly now?: () => Date;
  /** Length cap checked first, aborting the other checks (default 200). */
  readonly maxLength?: number;
  /** Message of the length cap (default «Слишком длинное значение»). */
  readonly tooLongMessage?: string;
}

const RAW_RULES: ReadonlySet<RuleName> = new Set(["password", "phone"]);

/**
 * A string refused (with {@link EXTRA_VALIDATION_MESSAGES.singleLine}) when a line break or a
 * control character stands inside it: the base of every one-line field, before it is normalised.
 */
export function singleLineString() {
  return z.string().refine(isSingleLine, { message: EXTRA_VALIDATION_MESSAGES.singleLine, abort: true });
}

/**
 * A zod string schema running the §5 rules of one field, so forms (react-hook-form's zod
 * resolver) and the gateway share one definition. The parsed value is normalised (trimmed,
 * inner whitespace collapsed) unless a rule needs the raw text (password, phone). The
 * issue message is the first failing rule's message, exactly as `validateField` gives it.
 */
export function fieldSchema(rules: readonly RuleSpec[], options: FieldSchemaOptions = {}) {
  const raw = rules.some((spec) => RAW_RULES.has(typeof spec === "string" ? spec : spec.rule));
  const base = raw ? z.string() : singleLineString().overwrite(normalizeValue);
  return base
    .max(options.maxLength ?? MAX_LENGTH.short, {
      message: options.tooLongMessage ?? EXTRA_VALIDATION_MESSAGES.tooLong,
      abort: true,
    })
    .superRefine(refineWithRules(rules, options));
}

/** The zod refinement context subset the rule refinement needs. */
interface RefinementContext {
  addIssue(issue: { code: "custom"; message: string }): void;
}

/**
 * The §5 rules as a `superRefine` callback, for a schema that is not a plain string field
 * (`z.string().trim().superRefine(refineWithRules(["required", "name"]))`).
 */
export function refineWithRules(rules: readonly RuleSpec[], options: Pick<FieldSchemaOptions, "now"> = {}) {
  return (value: string, ctx: RefinementContext): void => {
    const message = validateField(value, rules, { now: (options.now ?? (() => new Date()))() });
    if (message !== null) ctx.addIssue({ code: "custom", message });
  };
}
