import { describe, expect, it } from "vitest";
import { SKILLS } from "../../profile/skill-dictionary";
import { QUALITY_BANK, SKILL_BANKS } from "./index";
import type { QualityItem, SkillItem, Trait } from "./types";

const TRAITS: readonly Trait[] = [
  "EXTRAVERSION",
  "AGREEABLENESS",
  "CONSCIENTIOUSNESS",
  "NEUROTICISM",
  "INTELLECT",
];

/** The options of an item with surrounding spaces dropped, to catch near-duplicates. */
const trimmedOptions = (item: SkillItem) => item.options.map((option) => option.trim());
const ofTrait = (trait: Trait) => (item: QualityItem) => item.trait === trait;

describe("test banks", () => {
  it("lists every planned skill test once, with testNames that name their kind", () => {
    const names = [...SKILL_BANKS.map((bank) => bank.testName), QUALITY_BANK.testName];
    expect(new Set(names).size).toBe(names.length);
    for (const bank of SKILL_BANKS) expect(bank.testName).toMatch(/^SKILL_[A-Z]+$/);
    expect(QUALITY_BANK.testName).toContain("QUALITY");
    expect(SKILL_BANKS.map((bank) => bank.testName)).toEqual([
      "SKILL_LOGIC",
      "SKILL_SQL",
      "SKILL_JAVASCRIPT",
      "SKILL_EXCEL",
      "SKILL_ENGLISH",
      "SKILL_RUSSIAN",
      "SKILL_SALES",
    ]);
  });

  describe.each(SKILL_BANKS.map((bank) => [bank.testName, bank] as const))("%s", (_name, bank) => {
    it("has at least 40 items and draws 12–15 of them per timed sitting", () => {
      expect(bank.items.length).toBeGreaterThanOrEqual(40);
      expect(bank.questionsPerSitting).toBeGreaterThanOrEqual(12);
      expect(bank.questionsPerSitting).toBeLessThanOrEqual(15);
      expect(bank.questionsPerSitting).toBeLessThanOrEqual(bank.items.length);
      expect(bank.minutes).toBeGreaterThan(0);
      expect(bank.version).toBeGreaterThanOrEqual(1);
      expect(bank.title.trim()).not.toBe("");
      expect(bank.description.trim()).not.toBe("");
      expect(bank.skills.length).toBeGreaterThan(0);
      for (const skill of bank.skills) expect(SKILLS, skill).toContain(skill);
    });

    it("has unique item ids prefixed alike", () => {
      const ids = bank.items.map((item) => item.id);
      expect(new Set(ids).size).toBe(ids.length);
      const prefix = ids[0]?.split("-")[0];
      for (const id of ids) expect(id).toMatch(new RegExp(`^${prefix}-\\d{3}$`));
    });

    it("gives every item a question, a topic, 3–5 distinct options and one correct index", () => {
      for (const item of bank.items) {
        const where = `${bank.testName} ${item.id}`;
        expect(item.text.trim(), where).not.toBe("");
        expect(item.topic.trim(), where).not.toBe("");
        expect(item.options.length, where).toBeGreaterThanOrEqual(3);
        expect(item.options.length, where).toBeLessThanOrEqual(5);
        for (const option of trimmedOptions(item)) expect(option, where).not.toBe("");
        expect(new Set(trimmedOptions(item)).size, where).toBe(item.options.length);
        expect(Number.isInteger(item.correct), where).toBe(true);
        expect(item.correct, where).toBeGreaterThanOrEqual(0);
        expect(item.correct, where).toBeLessThan(item.options.length);
      }
    });
  });

  it("spreads the right answers over the option positions (no position holds more than half)", () => {
    for (const bank of SKILL_BANKS) {
      const atPosition = new Map<number, number>();
      for (const item of bank.items) atPosition.set(item.correct, (atPosition.get(item.correct) ?? 0) + 1);
      expect(Math.max(...atPosition.values()), bank.testName).toBeLessThanOrEqual(bank.items.length / 2);
    }
  });

  describe("characteristics (Mini-IPIP)", () => {
    it("has the 20 items, four per trait, with unique ids", () => {
      expect(QUALITY_BANK.items).toHaveLength(20);
      expect(new Set(QUALITY_BANK.items.map((item) => item.id)).size).toBe(20);
      for (const trait of TRAITS) {
        expect(QUALITY_BANK.items.filter(ofTrait(trait)), trait).toHaveLength(4);
      }
    });

    it("keys items as the published scale does (1 plus/3 minus for Intellect, 2/2 elsewhere)", () => {
      const plus = (trait: Trait) =>
        QUALITY_BANK.items.filter(ofTrait(trait)).filter((item) => item.keyed === "plus").length;
      expect(TRAITS.map(plus)).toEqual([2, 2, 2, 2, 1]);
    });

    it("is untimed, on a 5-point scale, and describes both poles of every trait", () => {
      expect(QUALITY_BANK.minutes).toBeNull();
      expect(QUALITY_BANK.scale).toHaveLength(5);
      expect(Object.keys(QUALITY_BANK.traits).sort()).toEqual([...TRAITS].sort());
      for (const trait of TRAITS) {
        const { title, low, high } = QUALITY_BANK.traits[trait];
        for (const text of [title, low, high]) expect(text.trim(), trait).not.toBe("");
      }
    });
  });
});
