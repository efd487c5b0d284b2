/** What separates words in names for search ("Paneer Tikka (half)", "Idli-Vada & Chutney"). */
export const WORD_BREAK = /[\s\-–&,()/]+/;

/** A name as it is matched: its lower-cased `text` and the `words` it splits into. */
export interface PreparedName {
  readonly text: string;
  readonly words: readonly string[];
}

/** Lower-cases a name the way queries are and splits it into words, once, for `rankPrepared`. */
export function prepareName(name: string): PreparedName {
  const text = name.toLocaleLowerCase('en-IN');
  return { text, words: text.split(WORD_BREAK) };
}

/** A query as it is matched: trimmed, lower-cased the way names are. */
export const normaliseQuery = (query: string): string => query.trim().toLocaleLowerCase('en-IN');

/**
 * How well a name matches a normalised query, from the name's lower-cased `text` and its `words`:
 * 3 name prefix, 2 word prefix, 1 contains, 0 no match.
 */
export function rankPrepared(text: string, words: readonly string[], q: string): number {
  // Both prefixes imply "contains": one native search rules out most names at once.
  if (q === '' || !text.includes(q)) return 0;
  if (text.startsWith(q)) return 3;
  for (const word of words) if (word.startsWith(q)) return 2;
  return 1;
}
