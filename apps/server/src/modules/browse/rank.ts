import { normaliseQuery, rankPrepared, WORD_BREAK } from '../catalog/search-text';

/** How well `text` matches a search: 3 name prefix, 2 word prefix, 1 contains, 0 no match. */
export function rankMatch(text: string, query: string): number {
  const t = text.toLocaleLowerCase('en-IN');
  return rankPrepared(t, t.split(WORD_BREAK), normaliseQuery(query));
}
