/**
 * A text the server writes for a person (a notification, a wallet line, a scratch card's title), kept
 * as translation keys with their values so each reader gets it in their own language (issue 9). The
 * parts are said one after the other, joined with a space. A value is put in as it is (a store's name,
 * "₹50.00"); a numeric `count` value makes the key a count's base: the language's plural rules pick
 * `{key}.one` or `{key}.other` (as the web's `pluralKey` does).
 */
export interface TextPart {
  readonly key: string;
  readonly params?: Readonly<Record<string, string | number>>;
}
export type LocalText = readonly TextPart[];

/** One language's texts by key, and the locale whose plural rules it follows ('hi', 'en-IN'). */
export interface TextSource {
  readonly locale: string;
  readonly texts: Readonly<Record<string, string>>;
}

const pluralRules = new Map<string, Intl.PluralRules>();

function pluralForm(locale: string, count: number): 'one' | 'other' {
  let rules = pluralRules.get(locale);
  if (!rules) {
    try {
      rules = new Intl.PluralRules(locale);
    } catch {
      // A language code Intl does not know as a locale: English rules.
      rules = new Intl.PluralRules('en');
    }
    pluralRules.set(locale, rules);
  }
  return rules.select(count) === 'one' ? 'one' : 'other';
}

function fill(template: string, params: TextPart['params']): string {
  if (!params) return template;
  return template.replace(/\{(\w+)\}/g, (match, name: string) => (Object.hasOwn(params, name) ? String(params[name]) : match));
}

function templateIn(source: TextSource, part: TextPart): string | undefined {
  const exact = source.texts[part.key];
  if (exact !== undefined) return exact;
  const count = part.params?.count;
  return typeof count === 'number' ? source.texts[`${part.key}.${pluralForm(source.locale, count)}`] : undefined;
}

/**
 * Says a LocalText: each part in the first source that has its key (so a language, then the default
 * language, then the bundled English), values filled in. Null when some key is in none of them: the
 * caller shows the text as it was stored instead.
 */
export function sayLocalText(text: LocalText, sources: readonly TextSource[]): string | null {
  const said: string[] = [];
  for (const part of text) {
    let template: string | undefined;
    for (const source of sources) {
      template = templateIn(source, part);
      if (template !== undefined) break;
    }
    if (template === undefined) return null;
    said.push(fill(template, part.params));
  }
  return said.length > 0 ? said.join(' ') : null;
}
