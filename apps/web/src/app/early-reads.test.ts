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
    document.body.textContent = '';
  });

  /** Home's shell as first-paint.js leaves it: #root marked, the slider's two placeholders. */
  const drawShell = () => {
    document.body.innerHTML = '<div id="root" data-first-screen="home"><main class="home"><div class="home-skeleton__slider"><span class="skeleton"></span><span class="skeleton"></span></div></main></div>';
  };

  it("puts the first banner into home's shell, marked for the boot loader, instead of preloading it", async () => {
    drawShell();
    fetchMock.mockReturnValueOnce(answer({ ...HOME, top_slider: [{ id: 1, name: 'Half off', image: '/images/banners/first.webp' }] }));
    runEarlyScript();
    const img = await vi.waitFor(() => {
      const found = document.querySelector<HTMLImageElement>('#root .home-skeleton__slider img[data-first-paint]');
      if (!found) throw new Error('no banner yet');
      return found;
    });
    expect(img.getAttribute('src')).toBe('/images/banners/first.webp');
    expect(img.alt).toBe('Half off');
    expect(img.closest('.image-box')?.getAttribute('style')).toContain('aspect-ratio: 2 / 1');
    // In the first placeholder's place; the second stays.
    expect(document.querySelectorAll('#root .home-skeleton__slider > *')).toHaveLength(2);
    expect(document.querySelector('#root .home-skeleton__slider > :first-child')?.className).toBe('slider__slide');
    expect(document.head.querySelector('link[rel="preload"]')).toBeNull();
  });

  it('leaves the page alone once the app has drawn its own home (main.tsx marks #root), and preloads the banner', async () => {
    drawShell();
    const placeholder = document.querySelector('#root .skeleton');
    document.getElementById('root')?.setAttribute('data-app', '');
    fetchMock.mockReturnValueOnce(answer(HOME));
    runEarlyScript();
    await vi.waitFor(() => expect(document.head.querySelector('link[rel="preload"][as="image"]')?.getAttribute('href')).toBe('/images/banners/first.webp'));
    expect(document.querySelector('#root img')).toBeNull();
    expect(document.querySelector('#root .skeleton')).toBe(placeholder);
  });

  it('tells the boot loader when there is no banner to wait for', async () => {
    drawShell();
    const told = vi.fn();
    document.addEventListener('keka:no-first-picture', told);
    fetchMock.mockReturnValueOnce(answer({ success: false, message: 'down' }, false));
    runEarlyScript();
    await vi.waitFor(() => expect(told).toHaveBeenCalledTimes(1));
    expect(document.querySelector('#root img')).toBeNull();
    document.removeEventListener('keka:no-first-picture', told);
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

  it("asks for nothing and preloads nothing for a newcomer (the page's boot-preload.js asks for the welcome picture)", () => {
    localStorage.setItem('userSetAddress', 'not json');
    runEarlyScript();
    localStorage.removeItem('userSetAddress');
    runEarlyScript();
    expect(document.head.querySelector('link[rel="preload"]')).toBeNull();
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
