import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { Language } from '@keka/contracts';

/**
 * selectLanguage keeps the translations by the ETag of get-single-language's answer: a start-up with
 * current texts sends the tag and gets 304, and nothing is downloaded, compared or stored again.
 */
const hindi: Language = { id: 2, code: 'hi', language_name: 'हिन्दी', is_default: 0, is_rtl: 0 };
const english: Language = { id: 1, code: 'en', language_name: 'English', is_default: 1, is_rtl: 0 };
/** A text of the first screens (its English is bundled): a map without it reads the English. */
const KEY = 'home.greeting.morning';
const answerOf = (language: Language, data: Record<string, string>) => ({ ...language, data });

/** The server: each language's answer and tag; 304 when If-None-Match names the tag. Records what was sent. */
function server(answers: Map<number, { body: object; etag: string }>) {
  const sent: { id: number; ifNoneMatch: string | null }[] = [];
  const fetchMock = vi.fn(async (_url: string, init: RequestInit) => {
    const { id } = JSON.parse(init.body as string) as { id: number };
    const ifNoneMatch = new Headers(init.headers).get('if-none-match');
    sent.push({ id, ifNoneMatch });
    const answer = answers.get(id);
    if (!answer) return new Response(JSON.stringify({ success: false, code: 'NOT_FOUND', message: 'No such language' }), { status: 404 });
    if (ifNoneMatch === answer.etag) return new Response(null, { status: 304, headers: { ETag: answer.etag } });
    return new Response(JSON.stringify(answer.body), { status: 200, headers: { 'Content-Type': 'application/json', ETag: answer.etag } });
  });
  vi.stubGlobal('fetch', fetchMock);
  return { sent };
}

/** A fresh start of the app's module (its held tag is read from storage when it loads). */
async function start() {
  vi.resetModules();
  return import('./i18n');
}

beforeEach(() => {
  vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
  localStorage.clear();
});
afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
  localStorage.clear();
});

describe('selectLanguage: translations held by their ETag', () => {
  it('stores the texts and their tag on a first start, then sends the tag and takes 304 on the next', async () => {
    const texts = { 'home.greeting.morning': 'सुप्रभात' };
    const { sent } = server(new Map([[2, { body: answerOf(hindi, texts), etag: '"t1"' }]]));
    const first = await start();
    await first.selectLanguage(hindi);
    expect(sent).toEqual([{ id: 2, ifNoneMatch: null }]);
    expect(first.useTranslationStore.getState().data).toEqual(texts);
    expect(first.useLanguageStore.getState().language).toEqual({ id: 2, code: 'hi', isRtl: false });
    await vi.advanceTimersByTimeAsync(2000);
    expect(JSON.parse(localStorage.getItem('translations') ?? 'null')).toEqual(texts);
    expect(JSON.parse(localStorage.getItem('translationsTag') ?? 'null')).toEqual({ id: 2, code: 'hi', isRtl: false, etag: '"t1"' });

    // The next start: the tag goes with the request, the answer is 304, the held texts stay as they are.
    const setItem = vi.spyOn(Storage.prototype, 'setItem');
    const next = await start();
    const held = next.useTranslationStore.getState().data;
    await next.selectLanguage(hindi);
    expect(sent[1]).toEqual({ id: 2, ifNoneMatch: '"t1"' });
    expect(next.useTranslationStore.getState().data).toBe(held);
    expect(next.translate(KEY)).toBe('सुप्रभात');
    expect(next.useLanguageStore.getState().language).toEqual({ id: 2, code: 'hi', isRtl: false });
    await vi.advanceTimersByTimeAsync(2000);
    expect(setItem.mock.calls.map(([key]) => key).filter((key) => key.startsWith('translations'))).toEqual([]);
    setItem.mockRestore();
  });

  it('takes changed texts on a 200 to the old tag and stores them with the new tag', async () => {
    const answers = new Map([[2, { body: answerOf(hindi, { [KEY]: 'एक' }), etag: '"t1"' }]]);
    const { sent } = server(answers);
    await (await start()).selectLanguage(hindi);
    await vi.advanceTimersByTimeAsync(2000);

    answers.set(2, { body: answerOf(hindi, { [KEY]: 'नया' }), etag: '"t2"' });
    const next = await start();
    await next.selectLanguage(hindi);
    expect(sent[1]).toEqual({ id: 2, ifNoneMatch: '"t1"' });
    expect(next.useTranslationStore.getState().data).toEqual({ [KEY]: 'नया' });
    // Until the idle write, no stored tag names the old texts.
    expect(localStorage.getItem('translationsTag')).toBeNull();
    await vi.advanceTimersByTimeAsync(2000);
    expect(JSON.parse(localStorage.getItem('translations') ?? 'null')).toEqual({ [KEY]: 'नया' });
    expect(JSON.parse(localStorage.getItem('translationsTag') ?? 'null')).toMatchObject({ id: 2, etag: '"t2"' });
  });

  it("never sends one language's tag for another, nor a tag whose texts were replaced since", async () => {
    const { sent } = server(
      new Map([
        [1, { body: answerOf(english, { [KEY]: 'one' }), etag: '"en1"' }],
        [2, { body: answerOf(hindi, { [KEY]: 'एक' }), etag: '"hi1"' }],
      ]),
    );
    const app = await start();
    await app.selectLanguage(hindi);
    // A switch to English before the idle writes: no Hindi tag goes with it.
    await app.selectLanguage(english);
    expect(sent[1]).toEqual({ id: 1, ifNoneMatch: null });
    expect(app.useTranslationStore.getState().data).toEqual({ [KEY]: 'one' });
    await vi.advanceTimersByTimeAsync(2000);
    expect(JSON.parse(localStorage.getItem('translationsTag') ?? 'null')).toMatchObject({ id: 1, etag: '"en1"' });

    // Another tab's texts replace the held map: its tag no longer names them.
    app.useTranslationStore.setState({ data: { [KEY]: 'other tab' } });
    await app.selectLanguage(english);
    expect(sent[2]).toEqual({ id: 1, ifNoneMatch: null });
    expect(app.useTranslationStore.getState().data).toEqual({ [KEY]: 'one' });
  });

  it('a stored tag without stored texts is not sent', async () => {
    localStorage.setItem('translationsTag', JSON.stringify({ id: 2, code: 'hi', isRtl: false, etag: '"t1"' }));
    const { sent } = server(new Map([[2, { body: answerOf(hindi, { [KEY]: 'एक' }), etag: '"t1"' }]]));
    const app = await start();
    await app.selectLanguage(hindi);
    expect(sent).toEqual([{ id: 2, ifNoneMatch: null }]);
    expect(app.useTranslationStore.getState().data).toEqual({ [KEY]: 'एक' });
  });
});
