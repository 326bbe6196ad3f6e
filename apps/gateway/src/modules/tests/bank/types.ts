/** One multiple-choice item of a skill test. `correct` is the index in `options` (never sent to browsers). */
export interface SkillItem {
  id: string; // stable, unique within the test, e.g. "sql-017"; never reused after publication
  text: string; // the question, Russian (code in `code` if any)
  code?: string; // optional code/table snippet shown monospaced under the question
  options: readonly string[]; // 4 options (3–5 allowed), distinct, Russian where language applies
  correct: number; // index into options
  topic: string; // short Russian topic label, e.g. «JOIN», «Функции», «Ряды»
}
export interface SkillTestBank {
  testName: `SKILL_${string}`; // e.g. SKILL_SQL
  version: number; // bump when items change
  title: string; // «SQL»
  description: string; // one or two Russian sentences: what it checks, for whom
  minutes: number; // time limit of a sitting
  questionsPerSitting: number; // 12–15
  skills: readonly string[]; // profile skill names this test verifies (match the gateway's skill dictionary, apps/gateway/src/modules/profile/skill-dictionary.ts), e.g. ["SQL", "PostgreSQL"]
  items: readonly SkillItem[]; // ≥ 40
}
/** Mini-IPIP (Donnellan et al., 2006; IPIP items are public domain), our own Russian wording. */
export type Trait = "EXTRAVERSION" | "AGREEABLENESS" | "CONSCIENTIOUSNESS" | "NEUROTICISM" | "INTELLECT";
export interface QualityItem {
  id: string;
  text: string;
  trait: Trait;
  keyed: "plus" | "minus";
}
export interface QualityTestBank {
  testName: "QUALITY_CHARACTERISTICS";
  version: number;
  title: string;
  description: string;
  minutes: number | null; // untimed
  scale: readonly string[]; // 5 points: «Совсем не про меня» … «Точно про меня»
  items: readonly QualityItem[]; // exactly the 20 Mini-IPIP items, 4 per trait
  traits: Record<Trait, { title: string; low: string; high: string }>; // neutral Russian descriptions of each pole, no pole is "bad" (Neuroticism shown as «Эмоциональная чувствительность» / «Эмоциональная устойчивость» etc.)
}
