import { describe, expect, it } from 'vitest';
import { cookieValue, decodeHints, drawsSingleStore, encodeHints, firstScreenOf, NEWCOMER_HINTS, scriptSafeJson, type DeviceHints } from './first-screens';

const ADDRESS = { lat: 12.9719, lng: 77.6412, address: 'Indiranagar, Bengaluru', house: 'Flat 4B', tag: 'Home' };
const phone = (overrides: Partial<DeviceHints> = {}): DeviceHints => ({ ...NEWCOMER_HINTS, ...overrides });

describe('the device hints cookie', () => {
  it('reads back what it wrote, whatever the address says', () => {
    for (const hints of [
      NEWCOMER_HINTS,
      phone({ address: ADDRESS, gdprConfirmed: true }),
      phone({ address: { ...ADDRESS, address: 'ಇಂದಿರಾನಗರ; "=,%\\ <b>', house: null, tag: null }, language: 'hi', layout: 'tablet' }),
    ]) {
      const value = encodeHints(hints);
      expect(value).toMatch(/^[\w%.!~*'()-]+$/);
      expect(decodeHints(value)).toEqual(hints);
    }
  });

  it("reads anything else as a newcomer's phone, and never throws", () => {
    const bad = [
      undefined,
      '',
      '%E0%A4%A',
      'not json',
      encodeURIComponent('[]'),
      encodeURIComponent('{"v":2,"a":null,"l":"en","g":0,"w":"phone"}'),
      encodeURIComponent('{"v":1,"a":{"lat":91,"lng":0,"address":"x"},"l":"en","g":0,"w":"phone"}'),
      encodeURIComponent('{"v":1,"a":{"lat":"12","lng":0,"address":"x"},"l":"en","g":0,"w":"phone"}'),
      encodeURIComponent('{"v":1,"a":{"lat":12,"lng":77,"address":""},"l":"en","g":0,"w":"phone"}'),
      encodeURIComponent(JSON.stringify({ v: 1, a: { lat: 12, lng: 77, address: 'x'.repeat(301) }, l: 'en', g: 0, w: 'phone' })),
      encodeURIComponent(JSON.stringify({ v: 1, a: { lat: 12, lng: 77, address: 'a\u0000b' }, l: 'en', g: 0, w: 'phone' })),
      encodeURIComponent('{"v":1,"a":null,"l":"en\\"><script>","g":0,"w":"phone"}'),
      encodeURIComponent('{"v":1,"a":null,"l":"en","g":0,"w":"watch"}'),
      'x'.repeat(5000),
    ];
    for (const value of bad) expect(decodeHints(value), String(value).slice(0, 40)).toEqual(NEWCOMER_HINTS);
  });

  it('is found among the other cookies of a Cookie header', () => {
    expect(cookieValue('a=1; keka_device=xyz; b=2', 'keka_device')).toBe('xyz');
    expect(cookieValue('keka_device_old=1', 'keka_device')).toBeUndefined();
    expect(cookieValue(undefined, 'keka_device')).toBeUndefined();
  });
});

describe('which first screen the server renders', () => {
  it("names '/' the welcome or home by the saved address, and a store's page by its slug", () => {
    expect(firstScreenOf('/', '', NEWCOMER_HINTS)).toEqual({ kind: 'welcome' });
    expect(firstScreenOf('/', '?utm=x', phone({ address: ADDRESS }))).toEqual({ kind: 'home' });
    expect(firstScreenOf('/stores/spice-route', '', NEWCOMER_HINTS)).toEqual({ kind: 'store', slug: 'spice-route' });
    expect(firstScreenOf('/stores/spice-route/', '?from=share', phone({ layout: 'tablet' }))).toEqual({ kind: 'store', slug: 'spice-route' });
  });

  it('names nothing for other paths, other languages, wide screens and the landing frame', () => {
    for (const [path, search, hints] of [
      ['/cart', '', NEWCOMER_HINTS],
      ['/stores', '', NEWCOMER_HINTS],
      ['/stores/spice-route/12', '', NEWCOMER_HINTS],
      ['/stores/a%20b', '', NEWCOMER_HINTS],
      [`/stores/${'a'.repeat(121)}`, '', NEWCOMER_HINTS],
      ['/', '', phone({ language: 'hi' })],
      ['/', '', phone({ layout: 'wide' })],
      ['/', '?embed=1', NEWCOMER_HINTS],
      ['/stores/spice-route', '?x=1&embed=1', NEWCOMER_HINTS],
    ] as const) {
      expect(firstScreenOf(path, search, hints), `${path}${search}`).toBeNull();
    }
  });

  it('draws a grocery only for a phone with a saved address (SPEC §2 single-store mode)', () => {
    expect(drawsSingleStore(phone({ address: ADDRESS }))).toBe(true);
    expect(drawsSingleStore(phone())).toBe(false);
    expect(drawsSingleStore(phone({ address: ADDRESS, layout: 'tablet' }))).toBe(false);
  });
});

describe("the page's data in a <script>", () => {
  it('cannot close the element or start another', () => {
    const json = scriptSafeJson({ name: '</script><script>alert(1)</script>', line: 'a\u2028b', amp: '&' });
    expect(json).not.toMatch(/[<>&\u2028\u2029]/);
    expect(JSON.parse(json)).toEqual({ name: '</script><script>alert(1)</script>', line: 'a\u2028b', amp: '&' });
  });
});
