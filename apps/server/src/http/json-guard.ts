/**
 * Checks a JSON body's TEXT before it is parsed (SECURITY 24, ADR 0004): nesting deeper than
 * MAX_JSON_DEPTH and a NUL character (`\u0000`) inside any string or key are refused with a 400.
 * One linear pass with no recursion, so no body can exhaust the stack, and nothing downstream (hashing,
 * PostgreSQL, which rejects NUL in text) ever sees such input.
 */
export const MAX_JSON_DEPTH = 20;

export function findJsonProblem(text: string): string | null {
  let depth = 0;
  let inString = false;
  for (let i = 0; i < text.length; i += 1) {
    const c = text.charCodeAt(i);
    if (inString) {
      if (c === 0x5c /* \ */) {
        if (text.charCodeAt(i + 1) === 0x75 /* u */ && /^[0]{4}$/.test(text.slice(i + 2, i + 6))) {
          return 'Text fields must not contain NUL characters.';
        }
        i += 1; // skip the escaped character
      } else if (c === 0x22 /* " */) {
        inString = false;
      } else if (c === 0) {
        return 'Text fields must not contain NUL characters.';
      }
    } else if (c === 0x22) {
      inString = true;
    } else if (c === 0x5b /* [ */ || c === 0x7b /* { */) {
      depth += 1;
      if (depth > MAX_JSON_DEPTH) return `The request is nested too deeply (more than ${MAX_JSON_DEPTH} levels).`;
    } else if (c === 0x5d || c === 0x7d) {
      depth -= 1;
    }
  }
  return null;
}
