import { describe, expect, it } from 'vitest';
import { serverEn } from '@keka/contracts/i18n/server';
import { serverHi } from '@keka/contracts/i18n/server-hi';
import type { LocalText } from '../../db/schema/local-text';
import { inEnglish, localText, textPart } from '../../lib/local-text';
import { acceptedLanguageCodes, createTextsService } from './texts.service';

/** The settings service as the texts service sees it: languages by code, the default one, translations. */
function fakeSettings(languages: Record<string, Record<string, string>>, defaultCode: string | null) {
  return {
    languageCodes: async () => ({ codes: Object.keys(languages), defaultCode }),
    translationsByCode: async (code: string) => languages[code] ?? null,
  };
}

const shipped = { en: { ...serverEn }, hi: { ...serverHi } };
const accepted: LocalText = localText('notice.accepted.message.delivery', { store: 'Spice Route', count: 40 });

describe('the texts service says a stored text in a language', () => {
  it('in Hindi, with its values and the plural form Hindi uses', async () => {
    const texts = createTextsService({ settings: fakeSettings(shipped, 'en') });
    const say = await texts.sayerFor('hi');
    expect(say(localText('notice.accepted.title'), 'Order accepted')).toBe('ऑर्डर स्वीकार हुआ');
    expect(say(accepted, 'stored')).toBe('Spice Route में आपका ऑर्डर तैयार हो रहा है। यह लगभग 40 मिनट में आप तक पहुँचेगा।');
    // Hindi says 'one' for 0 and 1; English for 1 only.
    expect(say(localText('notice.etaChanged.message', { store: 'X', count: 0 }), 'stored')).toContain('0 मिनट लगेगा।');
    expect(say(localText('notice.etaChanged.message', { store: 'X', count: 2 }), 'stored')).toContain('2 मिनट लगेंगे।');
  });

  it('in English, byte for byte what was stored before issue 9', async () => {
    const say = await createTextsService({ settings: fakeSettings(shipped, 'en') }).sayerFor('en');
    expect(say(accepted, 'stored')).toBe('Spice Route is preparing your order. It should reach you in about 40 minutes.');
    expect(say(localText('notice.etaChanged.message', { store: 'X', count: 1 }), 'stored')).toBe('X updated the preparation time. Your order should now take about 1 minute.');
    expect(say(localText('notice.etaChanged.message', { store: 'X', count: 0 }), 'stored')).toBe('X updated the preparation time. Your order should now take about 0 minutes.');
  });

  it('joins the parts with a space and puts values in as they are', async () => {
    const say = await createTextsService({ settings: fakeSettings(shipped, 'en') }).sayerFor('hi');
    const text = [textPart('notice.cancelled.message.declinedReason', { store: 'Dosa {Hut}', reason: 'Gas khatam.' }), textPart('notice.refund', { amount: '₹240.00' })];
    expect(say(text, 'stored')).toBe('Dosa {Hut} आपका ऑर्डर स्वीकार नहीं कर सका: Gas khatam. ₹240.00 आपके वॉलेट में वापस आ गए हैं।');
    expect(inEnglish(text)).toBe('Dosa {Hut} could not take your order: Gas khatam. ₹240.00 is back in your wallet.');
  });

  it('takes a key the language lacks from the default language, then from the English this release ships', async () => {
    const hiWithout = { ...shipped.hi } as Record<string, string>;
    delete hiWithout['notice.delivered.title'];
    delete hiWithout['notice.delivered.message'];
    // An admin edited the default language's text; the shipped English is the last resort.
    const en = { ...shipped.en, 'notice.delivered.title': 'Delivered! (edited)' } as Record<string, string>;
    delete en['notice.delivered.message'];
    const say = await createTextsService({ settings: fakeSettings({ en, hi: hiWithout }, 'en') }).sayerFor('hi');
    expect(say(localText('notice.delivered.title'), 'stored')).toBe('Delivered! (edited)');
    expect(say(localText('notice.delivered.message', { store: 'Spice Route' }), 'stored')).toBe('Your order from Spice Route was delivered. Enjoy!');
  });

  it('falls back to the default language for no language or one that is gone, and to the English when there is none', async () => {
    const texts = createTextsService({ settings: fakeSettings(shipped, 'hi') });
    expect((await texts.sayerFor(null))(localText('notice.accepted.title'), 'stored')).toBe('ऑर्डर स्वीकार हुआ');
    expect((await texts.sayerFor('ta'))(localText('notice.accepted.title'), 'stored')).toBe('ऑर्डर स्वीकार हुआ');
    const bare = createTextsService({ settings: fakeSettings({}, null) });
    expect((await bare.sayerFor('hi'))(localText('notice.accepted.title'), 'stored')).toBe('Order accepted');
  });

  it('shows the stored English for a key nobody has, and for rows without keys', async () => {
    const say = await createTextsService({ settings: fakeSettings(shipped, 'en') }).sayerFor('hi');
    expect(say([{ key: 'notice.gone' }], 'Stored English')).toBe('Stored English');
    expect(say([textPart('notice.accepted.title'), { key: 'notice.gone' }], 'Stored English')).toBe('Stored English');
    expect(say(null, 'Old row')).toBe('Old row');
    expect(say([], 'Old row')).toBe('Old row');
  });

  it('inEnglish refuses a key the server does not ship (a bug, not a reader problem)', () => {
    expect(() => inEnglish([{ key: 'notice.gone' }])).toThrow(/notice\.gone/);
  });
});

describe('the language of a request', () => {
  const texts = createTextsService({ settings: fakeSettings(shipped, 'en') });

  it('is the first active language of Accept-Language, a region finding its language', async () => {
    expect(await texts.languageOf('hi')).toBe('hi');
    expect(await texts.languageOf('hi-IN,hi;q=0.9,en;q=0.8')).toBe('hi');
    expect(await texts.languageOf('fr-FR, HI;q=0.5, en;q=0.4')).toBe('hi');
    expect(await texts.languageOf('en;q=0.5, hi')).toBe('hi');
    expect(await texts.languageOf(['fr', 'hi'])).toBe('hi');
  });

  it('is the default language without a header, or with none the app offers', async () => {
    expect(await texts.languageOf(undefined)).toBe('en');
    expect(await texts.languageOf('')).toBe('en');
    expect(await texts.languageOf('fr, de;q=0.8, *;q=0.1')).toBe('en');
    expect(await texts.languageOf('hi;q=0')).toBe('en');
  });

  it('reads the header leniently (spaces, case, junk)', () => {
    expect(acceptedLanguageCodes(' hi-IN ;q=0.8 , en ')).toEqual(['en', 'hi-in']);
    expect(acceptedLanguageCodes('<script>, hi')).toEqual(['hi']);
  });
});
