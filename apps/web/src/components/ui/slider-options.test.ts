import { describe, expect, it } from 'vitest';
import { easeInOut, effectivePerView, lastStart, nextStart, shouldAutoplay, SLIDER_SPEED_MS, slidesPerView } from './slider-options';

describe('slider options (SPEC §9)', () => {
  it('moves in 500 ms', () => expect(SLIDER_SPEED_MS).toBe(500));

  it.each([
    [320, 2],
    [390, 2],
    [768, 2],
    [1024, 2],
    [1025, 1],
    [1440, 1],
  ])('at %i px shows %i slide(s): "1 slide (2 at widths up to 1024)"', (width, expected) => {
    expect(slidesPerView(width)).toBe(expected);
  });

  it('never shows two when there is one slide', () => {
    expect(effectivePerView(2, 1)).toBe(1);
    expect(effectivePerView(2, 0)).toBe(1);
    expect(effectivePerView(2, 2)).toBe(2);
  });

  it('starts the last view so it is full', () => {
    expect(lastStart(4, 1)).toBe(3);
    expect(lastStart(4, 2)).toBe(2);
    expect(lastStart(2, 2)).toBe(0);
  });

  it('autoplay steps one slide and wraps after the last full view', () => {
    expect([0, 1, 2, 3].map((i) => nextStart(i, 4, 1))).toEqual([1, 2, 3, 0]);
    expect([0, 1, 2].map((i) => nextStart(i, 4, 2))).toEqual([1, 2, 0]);
  });

  it('autoplays only with somewhere to go and without reduced motion', () => {
    expect(shouldAutoplay(3, 1, false)).toBe(true);
    expect(shouldAutoplay(3, 1, true)).toBe(false);
    expect(shouldAutoplay(2, 2, false)).toBe(false);
    expect(shouldAutoplay(1, 1, false)).toBe(false);
  });

  it('eases from 0 to 1 and stays inside', () => {
    expect(easeInOut(0)).toBe(0);
    expect(easeInOut(1)).toBe(1);
    expect(easeInOut(0.5)).toBeCloseTo(0.5);
    expect(easeInOut(-1)).toBe(0);
    expect(easeInOut(2)).toBe(1);
    expect(easeInOut(0.25)).toBeLessThan(0.25);
  });
});
