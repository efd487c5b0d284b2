import type { NearbyStore, SearchEntry, StoreWithCity } from '../catalog/catalog.service';
import { prepareName, rankPrepared, type PreparedName } from '../catalog/search-text';

/**
 * The point-independent half of a search (ADR 0022): which of a cell's prepared items match a needle,
 * and how well. People search as they type, so the same prefixes ("b", "bi", "bir") come again and
 * again from everyone in an area; each is ranked once per lifetime of the cell's entries (the catalogue
 * cache's TTL), and a request only places the matches near its point.
 */
interface RankedMatches {
  /** Indexes into the entries, by score, then live items first; equal ones keep the entries' order. */
  readonly order: Uint32Array;
  /** The score of each entry of `order` (3 name prefix, 2 word prefix, 1 contains). */
  readonly scores: Uint8Array;
}

/** Needles kept per cell: with indexes of 5 bytes an entry, 64 needles of a 5,000-item cell are 1.6 MB. */
export const NEEDLES_PER_CELL = 64;

const rankedByCell = new WeakMap<readonly SearchEntry[], Map<string, RankedMatches>>();

function rankMatches(entries: readonly SearchEntry[], needle: string): RankedMatches {
  let byNeedle = rankedByCell.get(entries);
  if (!byNeedle) {
    byNeedle = new Map();
    rankedByCell.set(entries, byNeedle);
  }
  const hit = byNeedle.get(needle);
  if (hit) {
    // Least recently used goes first: a hit moves to the back.
    byNeedle.delete(needle);
    byNeedle.set(needle, hit);
    return hit;
  }
  const found: number[] = [];
  const score: number[] = [];
  entries.forEach((entry, index) => {
    const s = rankPrepared(entry.text, entry.words, needle);
    if (s > 0) {
      found.push(index);
      score[index] = s;
    }
  });
  const live = (index: number) => Number(entries[index]?.item.isActive ?? false);
  found.sort((a, b) => (score[b] ?? 0) - (score[a] ?? 0) || live(b) - live(a) || a - b);
  const ranked = { order: Uint32Array.from(found), scores: Uint8Array.from(found, (index) => score[index] ?? 0) };
  byNeedle.set(needle, ranked);
  if (byNeedle.size > NEEDLES_PER_CELL) byNeedle.delete(byNeedle.keys().next().value as string);
  return ranked;
}

export interface ItemMatch {
  readonly entry: SearchEntry;
  readonly near: NearbyStore;
}

/**
 * A page of the items matching `needle` among the stores serving the point (`serving`, by store id), in
 * the search's order: score, then live items, then items of operational stores; equal ones by name.
 * `more`: whether a match follows the page (for the next cursor). The walk stops at that match, so a
 * first page costs its own matches, not every match of the needle.
 */
export function pageOfItemMatches(
  entries: readonly SearchEntry[],
  needle: string,
  serving: ReadonlyMap<number, NearbyStore>,
  offset: number,
  size: number,
): { page: ItemMatch[]; more: boolean } {
  const { order, scores } = rankMatches(entries, needle);
  const page: ItemMatch[] = [];
  let seen = 0;
  // A run of equal (score, live) is walked twice: matches of operational stores, then the others.
  for (let start = 0; start < order.length; ) {
    const first = entries[order[start] ?? 0];
    let end = start + 1;
    while (end < order.length && scores[end] === scores[start] && entries[order[end] ?? 0]?.item.isActive === first?.item.isActive) end += 1;
    for (const operational of [true, false]) {
      for (let k = start; k < end; k += 1) {
        const entry = entries[order[k] ?? 0];
        const near = entry ? serving.get(entry.item.storeId) : undefined;
        if (!entry || !near || near.placement.isOperational !== operational) continue;
        if (page.length === size) return { page, more: true };
        if (seen >= offset) page.push({ entry, near });
        seen += 1;
      }
    }
    start = end;
  }
  return { page, more: false };
}

/** A store's name and cuisines, lower-cased and split once per cached store row. */
interface PreparedStore {
  readonly name: PreparedName;
  readonly cuisines: readonly PreparedName[];
}

const preparedStores = new WeakMap<StoreWithCity, PreparedStore>();

/** How well a store matches: its name's rank, or a cuisine's rank less one (3 … 0, 0 no match). */
export function storeScore(row: StoreWithCity, needle: string): number {
  let prepared = preparedStores.get(row);
  if (!prepared) {
    prepared = { name: prepareName(row.store.name), cuisines: row.cuisines.map(prepareName) };
    preparedStores.set(row, prepared);
  }
  let score = rankPrepared(prepared.name.text, prepared.name.words, needle);
  for (const cuisine of prepared.cuisines) score = Math.max(score, rankPrepared(cuisine.text, cuisine.words, needle) - 1);
  return score;
}
