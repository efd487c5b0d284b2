import { fail } from './errors';

/**
 * Paged lists (ADR 0022). A cursor is opaque to clients: base64url of a small JSON object of offsets
 * into the list as the server ranks it (`{"o":20}`; search: `{"s":20,"i":20}`). The lists are ranked
 * in memory with a total order, so a walk returns every entry once as long as the catalogue does not
 * change meanwhile. A cursor the server did not write is a 400, never a 500.
 */
export const PAGE_SIZE = 20;
/**
 * A search page: enough stores and items to fill a phone's screen (a search result row is ~100 px,
 * a 390x844 phone shows 6 under the search bar). People search as they type, so every keystroke
 * asks for a first page: half of a store list's page halves what each one costs and weighs.
 */
export const SEARCH_PAGE_SIZE = 10;
/** No list is longer than this; an offset beyond it is not one the server wrote. */
const MAX_OFFSET = 1_000_000;
const BAD_CURSOR = 'This list has changed. Please start again from the top.';

export function encodeCursor(offsets: Record<string, number>): string {
  return Buffer.from(JSON.stringify(offsets)).toString('base64url');
}

/** The offsets in `cursor` for exactly `keys` (0 each without a cursor); anything else is a 400. */
export function decodeCursor<K extends string>(cursor: string | undefined | null, keys: readonly K[]): Record<K, number> {
  const offsets = Object.fromEntries(keys.map((k) => [k, 0])) as Record<K, number>;
  if (cursor === undefined || cursor === null) return offsets;
  let parsed: unknown;
  try {
    parsed = JSON.parse(Buffer.from(cursor, 'base64url').toString('utf8'));
  } catch {
    return fail('VALIDATION', BAD_CURSOR);
  }
  if (typeof parsed !== 'object' || parsed === null || Array.isArray(parsed)) fail('VALIDATION', BAD_CURSOR);
  const entries = Object.entries(parsed);
  if (entries.length !== keys.length) fail('VALIDATION', BAD_CURSOR);
  for (const [key, value] of entries) {
    if (!(keys as readonly string[]).includes(key) || !Number.isSafeInteger(value) || (value as number) < 0 || (value as number) > MAX_OFFSET) {
      fail('VALIDATION', BAD_CURSOR);
    }
    offsets[key as K] = value as number;
  }
  return offsets;
}

/** One page of `all` from `offset`, and the cursor of the next page (null on the last). */
export function pageOf<T>(all: readonly T[], offset: number, size: number): { page: T[]; next: string | null } {
  const page = all.slice(offset, offset + size);
  const end = offset + page.length;
  return { page, next: end < all.length ? encodeCursor({ o: end }) : null };
}
