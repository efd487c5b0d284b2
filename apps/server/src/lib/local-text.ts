import { sayLocalText, type TextSource } from '@keka/contracts/i18n';
import { serverEn, type ServerTextKey } from '@keka/contracts/i18n/server';
import type { LocalText, TextPart } from '../db/schema/local-text';

/**
 * Building texts the server writes for people (issue 9) as translation keys, and their English. The
 * keys are checked against packages/contracts/src/i18n/server.ts; a count's base (`….message` of
 * `….message.one`/`.other`) takes a numeric `count`.
 */
export type TextParams = Readonly<Record<string, string | number>>;

/** The English texts this release ships: the last place a key is looked up. */
export const BUNDLED_ENGLISH: TextSource = { locale: 'en', texts: serverEn };

export function textPart(key: ServerTextKey, params?: TextParams): TextPart {
  return params ? { key, params } : { key };
}

/** A one-part text. */
export function localText(key: ServerTextKey, params?: TextParams): LocalText {
  return [textPart(key, params)];
}

/**
 * The English of a text the server is writing now: what the old text columns (title, message, reason)
 * keep, for readers without the keys. Every key is the server's own, so a missing one is a bug.
 */
export function inEnglish(text: LocalText): string {
  const said = sayLocalText(text, [BUNDLED_ENGLISH]);
  if (said === null) throw new Error(`no English text for ${text.map((p) => p.key).join(' + ')}`);
  return said;
}
