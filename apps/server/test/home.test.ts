import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { INDIRANAGAR } from './fixtures';
import { createTestApp, type TestApp } from './helpers';

interface SlideAnswer {
  id: number;
  model: 1 | 4 | 5 | null;
  slug: string | null;
  keka_deal_id: number | null;
  image: string;
}

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => t.close());

describe('home-data', () => {
  it('answers the sliders and the category grid for a location (SPEC §3 Home data)', async () => {
    const res = await t.post('home-data', INDIRANAGAR);
    expect(res.statusCode).toBe(200);
    const home = res.json<{ top_slider: SlideAnswer[]; categories: { id: number; link: string | null }[]; ad_slider: SlideAnswer[]; bottom_slider: SlideAnswer[] }>();
    expect(home.top_slider.length).toBeGreaterThan(0);
    expect(home.ad_slider.length).toBeGreaterThan(0);
    expect(home.bottom_slider.length).toBeGreaterThan(0);
    expect(home.categories.some((c) => c.id === 1)).toBe(true);
    expect(home.categories.some((c) => c.link === 'kfc-restaurant')).toBe(true);
    const slides = [...home.top_slider, ...home.ad_slider, ...home.bottom_slider];
    expect(new Set(slides.map((s) => s.model))).toEqual(new Set([1, 4, 5, null]));
    for (const s of slides) {
      if (s.model === 4) expect(s.keka_deal_id).toEqual(expect.any(Number));
      if (s.model === 1) expect(s.slug).toEqual(expect.any(String));
      expect(s.image).toMatch(/^\/images\//);
    }
  });

  it('requires a valid location', async () => {
    expect((await t.post('home-data', {})).statusCode).toBe(400);
    expect((await t.post('home-data', { latitude: 200, longitude: 77 })).statusCode).toBe(400);
  });
});

describe('promo-slider', () => {
  it('answers main and other slides', async () => {
    const res = await t.post('promo-slider', INDIRANAGAR);
    expect(res.statusCode).toBe(200);
    const promo = res.json<{ mainSlides: SlideAnswer[]; otherSlides: SlideAnswer[] }>();
    expect(promo.mainSlides.length).toBeGreaterThan(0);
    expect(Array.isArray(promo.otherSlides)).toBe(true);
  });
});

describe('geo', () => {
  it('lists popular locations and names a point after the nearest one', async () => {
    const places = (await t.post('popular-geo-locations')).json<{ name: string; latitude: number; longitude: number; address: string }[]>();
    expect(places.length).toBeGreaterThanOrEqual(8);
    const place = places[0];
    const res = await t.post('coordinate-to-address', { latitude: place?.latitude, longitude: place?.longitude });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ success: true, locality: place?.name, address: place?.address, source: 'local' });
    const near = await t.post('coordinate-to-address', { lat: (place?.latitude ?? 0) + 0.01, lng: place?.longitude });
    expect(near.json<{ address: string }>().address).toContain(`Near ${place?.name}`);
  });

  it('refuses a missing or impossible point', async () => {
    expect((await t.post('coordinate-to-address', {})).statusCode).toBe(400);
    expect((await t.post('coordinate-to-address', { latitude: 12.9 })).statusCode).toBe(400);
    expect((await t.post('coordinate-to-address', { latitude: 'x', longitude: 77 })).statusCode).toBe(400);
  });
});
