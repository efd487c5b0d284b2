/**
 * Parts of answers that a cache hands out again and again, each as the same object (a search result's
 * dish, ADR 0022): their JSON is made on first use and reused in every later answer that holds them.
 * A part must never change once marked (answers are only serialised, never changed).
 */
const partJson = new WeakMap<object, string | null>();

/** Marks `part` as reused: `answerJson` writes it from its first JSON from now on. */
export function reusedPart<T extends object>(part: T): T {
  if (!partJson.has(part)) partJson.set(part, null);
  return part;
}

/** A plain object JSON.stringify writes key by key (no toJSON of its own, as a Date has). */
const isPlain = (value: object): value is Record<string, unknown> => {
  const proto = Object.getPrototypeOf(value) as unknown;
  return (proto === Object.prototype || proto === null) && typeof (value as { toJSON?: unknown }).toJSON !== 'function';
};

/** Arrays and plain objects this many levels from the answer are walked for reused parts; deeper is JSON.stringify. */
const PART_DEPTH = 2;

function jsonOf(value: unknown, depth: number): string | undefined {
  if (typeof value !== 'object' || value === null) return JSON.stringify(value);
  const known = partJson.get(value);
  if (known !== undefined) {
    if (known !== null) return known;
    const made = JSON.stringify(value);
    partJson.set(value, made);
    return made;
  }
  if (depth >= PART_DEPTH) return JSON.stringify(value);
  if (Array.isArray(value)) return `[${value.map((v: unknown) => jsonOf(v, depth + 1) ?? 'null').join(',')}]`;
  if (!isPlain(value)) return JSON.stringify(value);
  let out = '';
  for (const key of Object.keys(value)) {
    const json = jsonOf(value[key], depth + 1);
    if (json !== undefined) out += `${out ? ',' : ''}${JSON.stringify(key)}:${json}`;
  }
  return `{${out}}`;
}

/**
 * JSON.stringify's text for an answer, with the JSON of its reused parts (`reusedPart`) taken from their
 * first serialisation instead of made again: the production serializer of hot read routes (route.ts).
 */
export function answerJson(answer: unknown): string {
  return jsonOf(answer, 0) ?? 'null';
}
