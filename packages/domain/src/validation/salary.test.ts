import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { emptyVacancyForm, vacancyFormSchema } from "../forms/vacancy";
import { vacancyWriteRequestSchema } from "../wire/vacancy-write";
import {
  SALARY_AMOUNT_MAX,
  SALARY_AMOUNT_MIN,
  SALARY_MESSAGES,
  SALARY_RANGE_MAX_RATIO,
  salaryIssues,
} from "./salary";

/** Amounts around every boundary the rules have, and anywhere in between. */
const amount = fc.oneof(
  fc.integer({ min: SALARY_AMOUNT_MIN, max: SALARY_AMOUNT_MAX }),
  fc.integer({ min: 0, max: SALARY_AMOUNT_MIN * 2 }),
  fc.integer({ min: SALARY_AMOUNT_MAX - 10, max: SALARY_AMOUNT_MAX * 2 }),
);
const maybeAmount = fc.option(amount, { nil: null });
const pay = fc.record({ salaryFrom: maybeAmount, salaryTo: maybeAmount });

/** The messages of a parse, per field. */
function messagesOf(result: {
  success: boolean;
  error?: { issues: { path: PropertyKey[]; message: string }[] };
}) {
  const messages: Record<string, string> = {};
  for (const issue of result.success ? [] : (result.error?.issues ?? [])) {
    const field = String(issue.path[0]);
    messages[field] ??= issue.message;
  }
  return messages;
}

describe("salaryIssues", () => {
  it.each([
    [null, null, { salaryFrom: SALARY_MESSAGES.required }],
    [100_000, null, {}],
    [null, 100_000, {}],
    [100_000, 200_000, {}],
    [100_000, 100_000, {}],
    [100_000, 99_999, { salaryTo: SALARY_MESSAGES.order }],
    [100_000, 200_001, { salaryTo: SALARY_MESSAGES.ratio }],
    [999, null, { salaryFrom: SALARY_MESSAGES.amount }],
    [null, 10_000_001, { salaryTo: SALARY_MESSAGES.amount }],
    [1000.5, 1500, { salaryFrom: SALARY_MESSAGES.amount }],
  ])("from %s to %s: %o", (salaryFrom, salaryTo, expected) => {
    const found = Object.fromEntries(salaryIssues({ salaryFrom, salaryTo }).map((i) => [i.field, i.message]));
    expect(found).toEqual(expected);
  });

  it("accepts a range exactly when both ends are valid amounts, ordered, within twice the lower", () => {
    fc.assert(
      fc.property(amount, amount, (from, to) => {
        const valid =
          [from, to].every((value) => value >= SALARY_AMOUNT_MIN && value <= SALARY_AMOUNT_MAX) &&
          to >= from &&
          to <= from * SALARY_RANGE_MAX_RATIO;
        expect(salaryIssues({ salaryFrom: from, salaryTo: to }).length === 0).toBe(valid);
      }),
    );
  });

  it("names one message per field at most, and always under a field of the pay", () => {
    fc.assert(
      fc.property(pay, (range) => {
        const fields = salaryIssues(range).map((issue) => issue.field);
        expect(new Set(fields).size).toBe(fields.length);
      }),
    );
  });
});

describe("the same rules in the gateway's schema and in the form", () => {
  it("the wire schema refuses exactly what the rules refuse, with the rules' messages", () => {
    fc.assert(
      fc.property(pay, (range) => {
        const expected = Object.fromEntries(salaryIssues(range).map((i) => [i.field, i.message]));
        const result = vacancyWriteRequestSchema.safeParse({ title: "Бариста", ...range });
        expect(messagesOf(result)).toEqual(expected);
      }),
    );
  });

  it("the form shows the same message under the same field for the typed amounts", () => {
    const typed = (value: number | null) =>
      value === null ? "" : value.toLocaleString("ru-RU").replace(/\u202f/g, " ");
    fc.assert(
      fc.property(pay, (range) => {
        const expected = Object.fromEntries(salaryIssues(range).map((i) => [i.field, i.message]));
        const form = {
          ...emptyVacancyForm(),
          title: "Бариста",
          salaryFrom: typed(range.salaryFrom),
          salaryTo: typed(range.salaryTo),
        };
        expect(messagesOf(vacancyFormSchema.safeParse(form))).toEqual(expected);
      }),
    );
  });

  it("takes hh.ru's «RUR» as the rouble and refuses a currency it does not know", () => {
    expect(
      vacancyWriteRequestSchema.parse({ title: "Бариста", salaryFrom: 50_000, salaryCurrency: "RUR" }),
    ).toMatchObject({
      salaryCurrency: "RUB",
    });
    expect(
      vacancyWriteRequestSchema.safeParse({ title: "Бариста", salaryFrom: 50_000, salaryCurrency: "XXX" })
        .success,
    ).toBe(false);
  });

  it("the form says what is wrong with text that is not an amount", () => {
    const form = { ...emptyVacancyForm(), title: "Бариста", salaryFrom: "сто тысяч" };
    expect(messagesOf(vacancyFormSchema.safeParse(form))).toEqual({ salaryFrom: SALARY_MESSAGES.amount });
  });
});
