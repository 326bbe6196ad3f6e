/**
 * A form schema checked against the gateway's own wire schema, so a form never accepts what
 * the server would refuse (the end year 0999 once passed the form and failed the save).
 */
import { z } from "zod";
import {
  EXTRA_VALIDATION_MESSAGES,
  PASSWORDS_MISMATCH_MESSAGE,
  VALIDATION_MESSAGES,
} from "../validation/messages";
import { type RuleSpec, validateField } from "../validation/rules";
import { SALARY_MESSAGES } from "../validation/salary";

/** Every message the rules may show a user; anything else is zod's generic English text. */
const RULE_MESSAGES: ReadonlySet<string> = new Set([
  ...Object.values(VALIDATION_MESSAGES),
  ...Object.values(EXTRA_VALIDATION_MESSAGES),
  PASSWORDS_MISMATCH_MESSAGE,
  ...Object.values(SALARY_MESSAGES),
]);

type Shape = Record<string, z.ZodType>;
type Draft<S extends Shape> = z.output<z.ZodObject<S>>;
type FieldName<S extends Shape> = keyof S & string;

/** How one form maps onto its part of a request and which checks it adds. */
export interface WireCheck<S extends Shape, Value> {
  /** The value the form gives its owner to save, built from the typed draft. */
  readonly toValue: (draft: Draft<S>) => Value;
  /** The part of the request body that value becomes (what the gateway receives)... */
  readonly toWire: (value: Value) => unknown;
  /** ...and the gateway's schema of that part. */
  readonly wire: z.ZodType;
  /**
   * Rules the form checks before the wire schema: where the form is stricter than the
   * server (a city the sign-up made required) or the typed text is not the sent value (a
   * birth date typed DD.MM.YYYY). Their message wins over the wire schema's.
   */
  readonly rules?: (draft: Draft<S>) => Partial<Record<FieldName<S>, readonly RuleSpec[]>>;
  /** Wire keys that a form field of another name types (`dateOfBirth` is typed as `birthDate`). */
  readonly renames?: Readonly<Record<string, FieldName<S>>>;
  /** The message of a field whose wire issue has none of the rules' messages (e.g. a year out of range). */
  readonly messages?: Partial<Record<FieldName<S>, string>>;
}

/** The form field a wire issue belongs to: the innermost key of its path that the form has. */
function fieldOf<S extends Shape>(
  path: readonly PropertyKey[],
  shape: S,
  renames: Readonly<Record<string, string>>,
): string | undefined {
  for (let at = path.length - 1; at >= 0; at -= 1) {
    const key = path[at];
    if (typeof key !== "string") continue;
    const field = renames[key] ?? key;
    if (field in shape) return field;
  }
  return undefined;
}

/**
 * The message shown for a wire issue: its own when it is a rule's; «required» when the
 * field was left blank and the request needs it; else the field's; else a generic one.
 */
function messageOf(issue: z.core.$ZodIssue, typed: unknown, fieldMessage: string | undefined): string {
  if (RULE_MESSAGES.has(issue.message)) return issue.message;
  if (issue.code === "invalid_type" && typeof typed === "string" && typed.trim() === "") {
    return VALIDATION_MESSAGES.required;
  }
  if (fieldMessage) return fieldMessage;
  return issue.code === "too_big" ? EXTRA_VALIDATION_MESSAGES.tooLong : VALIDATION_MESSAGES.name;
}

/**
 * An object schema of a form's typed fields whose output is the value to save. It reports,
 * one message per field, the form's own rules first, then every issue the gateway's wire
 * schema finds in the request part the value becomes, so the user sees the rule's message
 * under the field instead of a failed save.
 */
export function wireCheckedForm<S extends Shape, Value>(shape: S, check: WireCheck<S, Value>) {
  const renames: Readonly<Record<string, string>> = check.renames ?? {};
  return z
    .object(shape)
    .superRefine((draft, ctx) => {
      const typed = draft as Record<string, unknown>;
      const reported = new Set<string>();
      const report = (field: string, message: string) => {
        if (reported.has(field)) return;
        reported.add(field);
        ctx.addIssue({ code: "custom", path: [field], message });
      };
      const rules = (check.rules?.(draft) ?? {}) as Record<string, readonly RuleSpec[] | undefined>;
      for (const [field, fieldRules] of Object.entries(rules)) {
        const message = fieldRules && validateField(typed[field] as string, fieldRules);
        if (message) report(field, message);
      }
      const result = check.wire.safeParse(check.toWire(check.toValue(draft)));
      if (result.success) return;
      const first = Object.keys(shape)[0] ?? "";
      for (const issue of result.error.issues) {
        const field = fieldOf(issue.path, shape, renames) ?? first;
        report(field, messageOf(issue, typed[field], check.messages?.[field as FieldName<S>]));
      }
    })
    .transform((draft) => check.toValue(draft));
}

/** A typed year as a number: blank is null, anything but digits is NaN (the wire refuses it). */
export function yearOf(text: string): number | null {
  const value = text.trim();
  if (value === "") return null;
  return /^\d+$/.test(value) ? Number(value) : Number.NaN;
}
