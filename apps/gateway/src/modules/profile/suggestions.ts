import { normalizeValue } from "@rabota/domain/validation";

/** How many suggestions one call returns. */
const SUGGESTION_LIMIT = 10;

/** A dictionary entry matching a search, with what ranks it. */
export interface SuggestionMatch {
  entry: string;
  /** 0: starts with the text, 1: a word starts with it, 2: contains it. */
  group: number;
  /** Position in the dictionary (its base popularity, lower is more popular). */
  rank: number;
}

export function foldText(text: string): string {
  return text.toLowerCase().replaceAll("ё", "е");
}

/** Every entry matching the search (all of them for an empty search); case and ё ignored. */
export function matchEntries(dictionary: readonly string[], search: string | undefined): SuggestionMatch[] {
  const needle = foldText(normalizeValue(search ?? ""));
  const matches: SuggestionMatch[] = [];
  dictionary.forEach((entry, rank) => {
    const folded = foldText(entry);
    const at = needle === "" ? 0 : folded.indexOf(needle);
    if (at < 0) return;
    const group = at === 0 ? 0 : /[\s\-/.(]/.test(folded[at - 1] ?? "") ? 1 : 2;
    matches.push({ entry, group, rank });
  });
  return matches;
}

/**
 * Ranks matches: entries starting with the text first, then entries with a word starting
 * with it, then entries containing it; within a group by popularity: how many applicants
 * list the entry (`usage`, by folded name), then the dictionary's order.
 */
export function rankMatches(
  matches: readonly SuggestionMatch[],
  usage: ReadonlyMap<string, number> = new Map(),
  limit = SUGGESTION_LIMIT,
): string[] {
  const used = (entry: string) => usage.get(foldText(entry)) ?? 0;
  return [...matches]
    .sort((a, b) => a.group - b.group || used(b.entry) - used(a.entry) || a.rank - b.rank)
    .slice(0, limit)
    .map((match) => match.entry);
}
