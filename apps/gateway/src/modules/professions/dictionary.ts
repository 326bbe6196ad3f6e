import type { ProfessionDto } from "@rabota/domain/wire/salaries";
import { fold } from "../places";
import { PROFESSIONS_TABLE } from "./data/professions";
import { TITLE_WORDS } from "./title-words";

/** hh.ru's «Другое»: a field of its own, never a title's profession. */
const OTHER = "40";

/** One phrase a title may name a profession by, its words folded. */
interface Phrase {
  words: string[];
  professionId: string;
}

/**
 * A word of a phrase matches a title's word that starts with its stem: Russian endings vary
 * («продажам», «продаж»), so a long word drops its last two letters; a short one must start
 * the title's word whole («qa», «hr»).
 */
const stem = (word: string) => (word.length > 5 ? word.slice(0, -2) : word);

/** Words too small to tell anything («по», «и», «с»). */
const isContentWord = (word: string) => word.length > 2 || /^[a-z]{2}$/.test(word);

/** A text's words, folded, without the small ones. */
const wordsOf = (text: string) => fold(text).split(" ").filter(isContentWord);

/**
 * The professions' dictionary (issue 45): hh.ru's professional roles, shipped as data
 * (`data/README.md`) and held in memory, with a search for the editor's field and the
 * classification of a vacancy's title.
 */
export class ProfessionDictionary {
  private readonly all: ProfessionDto[];
  private readonly byId: Map<string, ProfessionDto>;
  private readonly phrases: Phrase[];

  constructor(table: string = PROFESSIONS_TABLE) {
    this.all = table
      .split("\n")
      .filter((line) => line !== "")
      .map((line) => {
        const [id = "", name = "", fieldName = ""] = line.split("|");
        return { id, name, fieldName };
      });
    this.byId = new Map(this.all.map((profession) => [profession.id, profession]));
    this.phrases = this.all
      .filter((profession) => profession.id !== OTHER)
      .flatMap((profession) =>
        [...namePhrases(profession.name), ...(TITLE_WORDS[profession.id] ?? [])].map((phrase) => ({
          words: wordsOf(phrase),
          professionId: profession.id,
        })),
      )
      .filter((phrase) => phrase.words.length > 0);
  }

  /** The profession with this id, if the dictionary has it. */
  find(id: string): ProfessionDto | undefined {
    return this.byId.get(id);
  }

  /**
   * The professions whose name or field has a word starting with each of the query's words:
   * those whose name starts with the query first, then in the dictionary's order (by field,
   * then name). An empty query lists them all.
   */
  search(query: string, pageSize: number): ProfessionDto[] {
    const words = fold(query).split(" ").filter(Boolean);
    const scored = this.all
      .map((profession) => {
        const name = fold(profession.name);
        const haystack = `${name} ${fold(profession.fieldName)}`.split(" ");
        const matches = words.every((word) => haystack.some((candidate) => candidate.startsWith(word)));
        return { profession, matches, first: words.length > 0 && name.startsWith(words.join(" ")) };
      })
      .filter((entry) => entry.matches);
    return scored
      .sort((a, b) => Number(b.first) - Number(a.first))
      .slice(0, pageSize)
      .map((entry) => entry.profession);
  }

  /**
   * The profession a job title names, or null when it names none: the phrase of most words
   * whose words start the title's words in order («Бизнес-аналитик» is a business analyst, not
   * any analyst), the longer phrase on a tie, the dictionary's order after that.
   */
  classify(title: string): ProfessionDto | null {
    const titleWords = wordsOf(title);
    let best: { phrase: Phrase; length: number } | null = null;
    for (const phrase of this.phrases) {
      if (!containsInOrder(titleWords, phrase.words)) continue;
      const length = phrase.words.join(" ").length;
      if (
        !best ||
        phrase.words.length > best.phrase.words.length ||
        (phrase.words.length === best.phrase.words.length && length > best.length)
      )
        best = { phrase, length };
    }
    return best ? (this.byId.get(best.phrase.professionId) ?? null) : null;
  }
}

/**
 * The phrases of an hh.ru name: its comma- and slash-separated parts and what stands in
 * brackets («Технический директор (CTO)» → «Технический директор», «CTO»).
 */
function namePhrases(name: string): string[] {
  const bracketed = [...name.matchAll(/\(([^)]*)\)/g)].map((match) => match[1] ?? "");
  return [...name.replace(/\([^)]*\)/g, "").split(/[,/]/), ...bracketed].map((part) => part.trim());
}

/** Whether the title's words hold the phrase's words as consecutive words, each started by the phrase word's stem. */
function containsInOrder(titleWords: string[], phraseWords: string[]): boolean {
  const stems = phraseWords.map(stem);
  for (let start = 0; start + stems.length <= titleWords.length; start += 1) {
    if (stems.every((wordStem, offset) => titleWords[start + offset]?.startsWith(wordStem))) return true;
  }
  return false;
}
