import { describe, expect, it } from 'vitest';
import { haversineKm } from '@keka/domain';
import { escapeHtml, isTileTemplate } from '../../lib/map-tiles';
import { isAddressTag, nudge, parseCoordinates, roundPoint } from './geo';

const indiranagar = { lat: 12.9719, lng: 77.6412 };

describe('pin nudges (the non-drag alternative, WCAG 2.5.7)', () => {
  it.each(['north', 'south', 'east', 'west'] as const)('moves about 40 m %s', (direction) => {
    const moved = nudge(indiranagar, direction);
    const meters = haversineKm({ latitude: indiranagar.lat, longitude: indiranagar.lng }, { latitude: moved.lat, longitude: moved.lng }) * 1000;
    expect(meters).toBeGreaterThan(39.5);
    expect(meters).toBeLessThan(40.5);
  });

  it('moves the right way', () => {
    expect(nudge(indiranagar, 'north').lat).toBeGreaterThan(indiranagar.lat);
    expect(nudge(indiranagar, 'south').lat).toBeLessThan(indiranagar.lat);
    expect(nudge(indiranagar, 'east').lng).toBeGreaterThan(indiranagar.lng);
    expect(nudge(indiranagar, 'west').lng).toBeLessThan(indiranagar.lng);
    expect(nudge(indiranagar, 'east').lat).toBe(indiranagar.lat);
  });

  it('stays on the globe', () => {
    expect(nudge({ lat: 89.99999, lng: 0 }, 'north').lat).toBe(90);
    expect(nudge({ lat: 0, lng: 179.99999 }, 'east').lng).toBeLessThan(-179.9);
  });

  it('rounds to six decimals', () => expect(roundPoint({ lat: 12.97190049, lng: 77.64119951 })).toEqual({ lat: 12.9719, lng: 77.6412 }));
});

describe('typed coordinates', () => {
  it.each([
    ['12.9719, 77.6412', { lat: 12.9719, lng: 77.6412 }],
    [' -33.86 151.21 ', { lat: -33.86, lng: 151.21 }],
    ['12,77', { lat: 12, lng: 77 }],
  ])('%s → %o', (text, point) => expect(parseCoordinates(text)).toEqual(point));

  it.each(['indiranagar', '95, 77', '12.9, 190', '12.9', ''])('%s is not a point', (text) => expect(parseCoordinates(text)).toBeNull());
});

it('knows the address tags', () => {
  expect(['Home', 'Work', 'Other'].every(isAddressTag)).toBe(true);
  expect(isAddressTag('home')).toBe(false);
  expect(isAddressTag(null)).toBe(false);
});

describe('map settings', () => {
  it.each([
    ['https://{s}.tile.openstreetmap.org/{z}/{x}/{y}.png', true],
    ['/tiles/{z}/{x}/{y}.png', true],
    ['http://{s}.tile.example/{z}/{x}/{y}.png', false],
    ['//tiles.example/{z}/{x}/{y}.png', false],
    ['javascript:alert(1)//{z}{x}{y}', false],
    ['https://tiles.example/static.png', false],
  ])('tile template %s → %s', (url, ok) => expect(isTileTemplate(url)).toBe(ok));

  it('shows the attribution as text', () => {
    expect(escapeHtml('© OSM <img src=x onerror=alert(1)>')).toBe('© OSM &#60;img src=x onerror=alert(1)&#62;');
  });
});
