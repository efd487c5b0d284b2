/** 'one' or 'many' key suffix by the language's plural rules (Hindi treats 0 and 1 as 'one'). */
export function pluralSuffix(locale: string, count: number): 'one' | 'many' {
  return new Intl.PluralRules(locale).select(count) === 'one' ? 'one' : 'many';
}
