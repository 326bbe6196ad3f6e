import { randomInt } from "node:crypto";
import type { TestCatalogueEntry, TraitResult } from "@rabota/domain/wire/tests";
import { QUALITY_BANK, SKILL_BANKS } from "./bank";
import type { QualityItem, QualityTestBank, SkillItem, SkillTestBank, Trait } from "./bank/types";

/** A test of the catalogue: a scored skill test or the characteristics questionnaire. */
export type TestBank = { kind: "SKILL"; bank: SkillTestBank } | { kind: "QUALITY"; bank: QualityTestBank };

/** The logic test, which also gives the contest's logic score. */
export const LOGIC_TEST = "SKILL_LOGIC";

const BANKS: readonly TestBank[] = [
  { kind: "QUALITY", bank: QUALITY_BANK },
  ...SKILL_BANKS.map((bank) => ({ kind: "SKILL" as const, bank })),
];

/** Every test, in the order the catalogue lists them (the characteristics test first). */
export function allTests(): readonly TestBank[] {
  return BANKS;
}

/** Whether `testName` is a scored skill test (the characteristics questionnaire is no test one passes). */
export function isSkillTest(testName: string): boolean {
  return findTest(testName)?.kind === "SKILL";
}

export function findTest(testName: string): TestBank | undefined {
  return BANKS.find((test) => test.bank.testName === testName);
}

/** Questions per sitting: the skill bank's number, or every characteristics item. */
function questionsOf(test: TestBank): number {
  return test.kind === "SKILL" ? test.bank.questionsPerSitting : test.bank.items.length;
}

export function catalogueEntry(test: TestBank): TestCatalogueEntry {
  return {
    testName: test.bank.testName,
    kind: test.kind,
    title: test.bank.title,
    description: test.bank.description,
    questions: questionsOf(test),
    minutes: test.bank.minutes,
    skills: test.kind === "SKILL" ? [...test.bank.skills] : [],
  };
}

/** A uniformly shuffled copy (Fisher–Yates over the crypto generator: a sitting is not guessable). */
function shuffled<T>(items: readonly T[]): T[] {
  const copy = [...items];
  for (let index = copy.length - 1; index > 0; index -= 1) {
    const other = randomInt(index + 1);
    [copy[index], copy[other]] = [copy[other] as T, copy[index] as T];
  }
  return copy;
}

const range = (count: number) => Array.from({ length: count }, (_, index) => index);

/**
 * The items of a new sitting and each one's option order as shown. Skill tests draw
 * `questionsPerSitting` items at random and shuffle each one's options; the characteristics
 * test asks all its items in order on its fixed agreement scale (shuffling a scale would
 * only confuse).
 */
export function drawSitting(test: TestBank): { itemIds: string[]; optionOrders: number[][] } {
  if (test.kind === "QUALITY") {
    return {
      itemIds: test.bank.items.map((item) => item.id),
      optionOrders: test.bank.items.map(() => range(test.bank.scale.length)),
    };
  }
  const items = shuffled(test.bank.items).slice(0, test.bank.questionsPerSitting);
  return {
    itemIds: items.map((item) => item.id),
    optionOrders: items.map((item) => shuffled(range(item.options.length))),
  };
}

const skillItem = (bank: SkillTestBank, itemId: string): SkillItem | undefined =>
  bank.items.find((item) => item.id === itemId);
const qualityItem = (bank: QualityTestBank, itemId: string): QualityItem | undefined =>
  bank.items.find((item) => item.id === itemId);

/** A question as the browser may see it: its options in the shown order, never the key. */
export function questionOf(test: TestBank, itemId: string, order: readonly number[]) {
  if (test.kind === "QUALITY") {
    const item = qualityItem(test.bank, itemId);
    return item
      ? {
          itemId,
          text: item.text,
          code: null,
          topic: null,
          options: order.map((at) => test.bank.scale[at] ?? ""),
        }
      : null;
  }
  const item = skillItem(test.bank, itemId);
  if (!item) return null;
  return {
    itemId,
    text: item.text,
    code: item.code ?? null,
    topic: item.topic,
    options: order.map((at) => item.options[at] ?? ""),
  };
}

/** What a sitting's answers score to. */
export type Scored =
  | { kind: "SKILL"; score: number; correct: number; traits: null }
  | { kind: "QUALITY"; score: null; correct: null; traits: Record<string, number> };

/**
 * Scores a sitting from the answers as given (shown position per item id). Skill tests: the
 * share of items whose chosen option is the key, unanswered ones counting as wrong. The
 * characteristics test: per trait the mean agreement (reverse-keyed items flipped), 1..5
 * mapped to 0..100; a trait with no answer sits in the middle.
 */
export function score(
  test: TestBank,
  sitting: {
    itemIds: readonly string[];
    optionOrders: readonly (readonly number[])[];
    answers: Record<string, number>;
  },
): Scored {
  const chosen = (index: number) => {
    const itemId = sitting.itemIds[index] ?? "";
    const shown = sitting.answers[itemId];
    return shown === undefined ? undefined : sitting.optionOrders[index]?.[shown];
  };
  if (test.kind === "SKILL") {
    let correct = 0;
    sitting.itemIds.forEach((itemId, index) => {
      const item = skillItem(test.bank, itemId);
      if (item && chosen(index) === item.correct) correct += 1;
    });
    const total = sitting.itemIds.length;
    return { kind: "SKILL", score: Math.round((100 * correct) / total), correct, traits: null };
  }
  const sums = new Map<Trait, { sum: number; count: number }>();
  sitting.itemIds.forEach((itemId, index) => {
    const item = qualityItem(test.bank, itemId);
    const point = chosen(index);
    if (!item || point === undefined) return;
    const agreement = item.keyed === "plus" ? point + 1 : test.bank.scale.length - point;
    const entry = sums.get(item.trait) ?? { sum: 0, count: 0 };
    sums.set(item.trait, { sum: entry.sum + agreement, count: entry.count + 1 });
  });
  const traits: Record<string, number> = {};
  const top = test.bank.scale.length;
  for (const trait of Object.keys(test.bank.traits) as Trait[]) {
    const entry = sums.get(trait);
    traits[trait] = entry ? Math.round(((entry.sum / entry.count - 1) / (top - 1)) * 100) : 50;
  }
  return { kind: "QUALITY", score: null, correct: null, traits };
}

/** The five traits in neutral words: the pole a score leans to (the middle names both). */
export function describeTraits(bank: QualityTestBank, traits: Record<string, number>): TraitResult[] {
  return (Object.keys(bank.traits) as Trait[]).map((trait) => {
    const words = bank.traits[trait];
    const value = traits[trait] ?? 50;
    const description =
      value >= 60
        ? words.high
        : value <= 40
          ? words.low
          : `Посередине между полюсами. ${words.low} ${words.high}`;
    return { trait, title: words.title, score: value, description };
  });
}
