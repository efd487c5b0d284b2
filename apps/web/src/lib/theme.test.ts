import fs from 'node:fs';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { applyBrandColour, contrastWithWhite, inkShade, STYLESHEET_BRAND } from './theme';

const tokens = fs.readFileSync(path.join(import.meta.dirname, '../styles/tokens.css'), 'utf8');
const token = (name: string) => new RegExp(`${name}:\\s*(#[0-9a-f]{6});`, 'i').exec(tokens)?.[1];
const root = () => document.documentElement.style;

describe('the brand colour (storeColor)', () => {
  afterEach(() => {
    for (const p of ['--brand', '--brand-ink', '--brand-tint', '--brand-tint-strong']) root().removeProperty(p);
  });

  it('tokens.css holds the default colour and the shades the code would compute for it', () => {
    expect(token('--brand')).toBe(STYLESHEET_BRAND);
    expect(token('--brand-ink')).toBe(inkShade(STYLESHEET_BRAND));
    applyBrandColour('#0a7cff');
    applyBrandColour(STYLESHEET_BRAND.slice(1));
    // The default sets nothing inline: the stylesheet's values apply, and an earlier colour is gone.
    expect(root().getPropertyValue('--brand')).toBe('');
    expect(root().getPropertyValue('--brand-ink')).toBe('');
  });

  it('another colour is set with an ink shade white text reads on (4.6:1)', () => {
    applyBrandColour('#ffd166');
    expect(root().getPropertyValue('--brand')).toBe('#ffd166');
    const ink = root().getPropertyValue('--brand-ink');
    const rgb = [1, 3, 5].map((i) => parseInt(ink.slice(i, i + 2), 16));
    expect(contrastWithWhite(rgb)).toBeGreaterThanOrEqual(4.6);
  });
});
