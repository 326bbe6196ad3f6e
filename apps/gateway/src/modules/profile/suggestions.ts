import { normalizeValue } from "@rabota/domain/validation";

/** How many suggestions one call returns. */
export const SUGGESTION_LIMIT = 10;

/**
 * Ranks dictionary entries for a search: entries starting with the text first, then entries
 * with a word starting with it, then entries containing it; within each group by popularity
 * (the dictionary's order). Matching ignores case and `ё`/`е`. An empty search gives the
 * most popular entries.
 */
export function suggest(dictionary: readonly string[], search: string | undefined, limit = SUGGESTION_LIMIT) {
  const needle = fold(normalizeValue(search ?? ""));
  if (needle === "") return dictionary.slice(0, limit);
  const ranked: { entry: string; group: number; popularity: number }[] = [];
  dictionary.forEach((entry, popularity) => {
    const folded = fold(entry);
    const at = folded.indexOf(needle);
    if (at < 0) return;
    const group = at === 0 ? 0 : /[\s\-/.(]/.test(folded[at - 1] ?? "") ? 1 : 2;
    ranked.push({ entry, group, popularity });
  });
  ranked.sort((a, b) => a.group - b.group || a.popularity - b.popularity);
  return ranked.slice(0, limit).map((item) => item.entry);
}

function fold(text: string): string {
  return text.toLowerCase().replaceAll("ё", "е");
}
