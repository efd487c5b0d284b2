import { describe, expect, it } from 'vitest';
import { decimalText, groupIndian, kilometreText, writesLocally } from './number-text';

/** A reproducible spread of values: integers, money, halves that test rounding, tiny and huge. */
function sample(): number[] {
  const values = [0, -0, 0.5, 0.05, 0.005, 1, 1.005, 1.25, 1.35, 2.675, 4.25, 4.35, 9.95, 9.995, 99.995, 999.5, 1000, 12345.678, 123456.7, 1234567.891, 99999999.995, 999999999999.99, 1e14 + 0.5];
  let seed = 7;
  const next = () => ((seed = (seed * 48_271) % 2_147_483_647) / 2_147_483_647);
  for (let i = 0; i < 3000; i += 1) {
    const magnitude = 10 ** Math.floor(next() * 14);
    values.push(next() * magnitude, Math.round(next() * magnitude) / 100, Math.round(next() * 1000) / 1000);
  }
  return [...values, ...values.map((v) => -v)];
}

describe('numbers written without Intl (en-IN, hi-IN)', () => {
  const shapes: [number, number][] = [[2, 2], [1, 1], [0, 3], [0, 0]];
  for (const locale of ['en-IN', 'hi-IN']) {
    it(`${locale}: the same text as Intl.NumberFormat for every shape and value`, () => {
      expect(writesLocally(locale)).toBe(true);
      for (const [min, max] of shapes) {
        const intl = new Intl.NumberFormat(locale, { minimumFractionDigits: min, maximumFractionDigits: max });
        for (const value of sample()) expect(decimalText(locale, value, min, max), `${value} ${min}-${max}`).toBe(intl.format(value));
      }
    });

    it(`${locale}: kilometres as Intl's unit style writes them`, () => {
      const intl = new Intl.NumberFormat(locale, { style: 'unit', unit: 'kilometer', minimumFractionDigits: 1, maximumFractionDigits: 1 });
      for (const km of [0, 0.04, 0.05, 0.25, 2.5, 12.35, 1234.56, 123456.7]) expect(kilometreText(locale, km)).toBe(intl.format(km));
    });
  }

  it('groups the Indian way', () => {
    expect(['1', '12', '123', '1234', '12345', '123456', '1234567', '12345678'].map(groupIndian)).toEqual(['1', '12', '123', '1,234', '12,345', '1,23,456', '12,34,567', '1,23,45,678']);
  });

  it('hands every other locale, and values too large to write exactly, to Intl', () => {
    expect(writesLocally('en-US')).toBe(false);
    expect(decimalText('en-US', 1234567.5, 2, 2)).toBe('1,234,567.50');
    expect(decimalText('de-DE', 1234.5, 2, 2)).toBe('1.234,50');
    expect(kilometreText('en-US', 2.5)).toBe(new Intl.NumberFormat('en-US', { style: 'unit', unit: 'kilometer', minimumFractionDigits: 1, maximumFractionDigits: 1 }).format(2.5));
    expect(decimalText('en-IN', 1e16, 0, 0)).toBe(new Intl.NumberFormat('en-IN', { maximumFractionDigits: 0 }).format(1e16));
    expect(decimalText('en-IN', Number.NaN, 2, 2)).toBe('NaN');
  });
});
