import fs from 'node:fs';
import path from 'node:path';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { homeDataBody } from '../features/home/api';
import { takeEarlyRead } from './early-reads';

/** public/early-reads.js as the browser runs it: a classic script in the page's global scope. */
const SOURCE = fs.readFileSync(path.resolve(import.meta.dirname, '../../public/early-reads.js'), 'utf8');
// jsdom runs no scripts; an indirect eval runs it in the global scope as the browser would.
const runEarlyScript = (): void => void (0, eval)(SOURCE);

const HOME = { top_slider: [{ id: 1, image: '/images/banners/first.webp' }], categories: [] };
// The app's own body for the saved point: the script must write the same JSON text.
const BODY = homeDataBody({ lat: 12.9719, lng: 77.6412 });
const answer = (data: unknown, ok = true) => Promise.resolve({ ok, json: () => Promise.resolve(data) } as Response);

describe('early reads', () => {
  const fetchMock = vi.fn<typeof fetch>();
  beforeEach(() => {
    vi.stubGlobal('fetch', fetchMock);
    localStorage.setItem('userSetAddress', JSON.stringify({ lat: 12.9719, lng: 77.6412, address: 'Indiranagar', house: null, tag: null }));
    localStorage.setItem('language', JSON.stringify({ id: 2, code: 'hi', isRtl: false }));
  });
  afterEach(() => {
    vi.unstubAllGlobals();
    fetchMock.mockReset();
    localStorage.clear();
    delete window.kekaEarlyReads;
    delete window.kekaEarlyReadsClosed;
    document.head.querySelectorAll('link[rel="preload"]').forEach((l) => l.remove());
  });

  it('asks for home-data at once in the chosen language and preloads the first banner from the answer', async () => {
    fetchMock.mockReturnValueOnce(answer(HOME));
    runEarlyScript();
    expect(fetchMock).toHaveBeenCalledTimes(1);
    const [url, init] = fetchMock.mock.calls[0] ?? [];
    expect(url).toBe('/api/home-data');
    expect(init?.method).toBe('POST');
    expect(init?.body).toBe(JSON.stringify(BODY));
    expect(init?.headers).toMatchObject({ 'Accept-Language': 'hi', 'Content-Type': 'application/json' });
    await vi.waitFor(() => expect(document.head.querySelector('link[rel="preload"][as="image"]')?.getAttribute('href')).toBe('/images/banners/first.webp'));
  });

  it('hands its answer to the app once, for the very same question only', async () => {
    fetchMock.mockReturnValueOnce(answer(HOME));
    runEarlyScript();
    const ask = vi.fn(() => Promise.resolve({ asked: true }));
    await expect(takeEarlyRead('home-data', BODY, ask)).resolves.toEqual(HOME);
    expect(ask).not.toHaveBeenCalled();
    // A refetch or retry asks the server.
    await expect(takeEarlyRead('home-data', BODY, ask)).resolves.toEqual({ asked: true });
    expect(ask).toHaveBeenCalledTimes(1);
  });

  it('asks again when the question differs or the early answer failed', async () => {
    fetchMock.mockReturnValueOnce(answer(HOME));
    runEarlyScript();
    const ask = vi.fn(() => Promise.resolve('fresh'));
    await expect(takeEarlyRead('home-data', { latitude: 1, longitude: 2 }, ask)).resolves.toBe('fresh');

    delete window.kekaEarlyReadsClosed;
    fetchMock.mockReturnValueOnce(answer({ success: false, message: 'no' }, false));
    runEarlyScript();
    await expect(takeEarlyRead('home-data', BODY, ask)).resolves.toBe('fresh');

    delete window.kekaEarlyReadsClosed;
    fetchMock.mockReturnValueOnce(Promise.reject(new TypeError('offline')));
    runEarlyScript();
    await expect(takeEarlyRead('home-data', BODY, ask)).resolves.toBe('fresh');
    expect(ask).toHaveBeenCalledTimes(3);
  });

  it('preloads the welcome picture for a newcomer and asks for nothing', () => {
    localStorage.setItem('userSetAddress', 'not json');
    runEarlyScript();
    localStorage.removeItem('userSetAddress');
    runEarlyScript();
    const preloads = [...document.head.querySelectorAll('link[rel="preload"][as="image"]')].map((l) => l.getAttribute('href'));
    expect(preloads).toEqual(['/assets/welcome-meal.webp', '/assets/welcome-meal.webp']);
    expect(fetchMock).not.toHaveBeenCalled();
    expect(window.kekaEarlyReads).toBeUndefined();
  });

  it('does nothing once the app has started reading, or off home', () => {
    window.kekaEarlyReadsClosed = true;
    runEarlyScript();
    delete window.kekaEarlyReadsClosed;
    window.history.pushState({}, '', '/stores/spice-route');
    localStorage.setItem('userSetAddress', JSON.stringify({ lat: 1, lng: 2 }));
    runEarlyScript();
    window.history.pushState({}, '', '/');
    expect(fetchMock).not.toHaveBeenCalled();
    expect(window.kekaEarlyReads).toBeUndefined();
    expect(document.head.querySelector('link[rel="preload"]')).toBeNull();
  });
});
