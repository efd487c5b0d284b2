/**
 * The brand colour comes from the storeColor setting (DESIGN "Visual language"). Text and buttons
 * use an "ink" shade darkened until white text on it reaches 4.5:1; decoration uses the colour itself.
 */
const HEX = /^#?([0-9a-f]{6})$/i;

function toRgb(hex: string): [number, number, number] | null {
  const match = HEX.exec(hex.trim());
  if (!match?.[1]) return null;
  const n = parseInt(match[1], 16);
  return [(n >> 16) & 255, (n >> 8) & 255, n & 255];
}

function toHex(rgb: readonly number[]): string {
  return `#${rgb.map((c) => Math.round(c).toString(16).padStart(2, '0')).join('')}`;
}

function luminance(rgb: readonly number[]): number {
  const [r = 0, g = 0, b = 0] = rgb.map((c) => {
    const v = c / 255;
    return v <= 0.03928 ? v / 12.92 : ((v + 0.055) / 1.055) ** 2.4;
  });
  return 0.2126 * r + 0.7152 * g + 0.0722 * b;
}

export function contrastWithWhite(rgb: readonly number[]): number {
  return 1.05 / (luminance(rgb) + 0.05);
}

function toHsl([r, g, b]: readonly number[]): [number, number, number] {
  const [rr, gg, bb] = [(r ?? 0) / 255, (g ?? 0) / 255, (b ?? 0) / 255];
  const max = Math.max(rr, gg, bb);
  const min = Math.min(rr, gg, bb);
  const l = (max + min) / 2;
  if (max === min) return [0, 0, l];
  const d = max - min;
  const s = l > 0.5 ? d / (2 - max - min) : d / (max + min);
  const h = max === rr ? (gg - bb) / d + (gg < bb ? 6 : 0) : max === gg ? (bb - rr) / d + 2 : (rr - gg) / d + 4;
  return [h / 6, s, l];
}

function fromHsl([h, s, l]: readonly [number, number, number]): [number, number, number] {
  const f = (n: number) => {
    const k = (n + h * 12) % 12;
    const a = s * Math.min(l, 1 - l);
    return 255 * (l - a * Math.max(-1, Math.min(k - 3, 9 - k, 1)));
  };
  return [f(0), f(8), f(4)];
}

/** Same hue and saturation, lightness lowered until white text on it reaches 4.6:1. */
export function inkShade(hex: string): string {
  let rgb: readonly number[] = toRgb(hex) ?? [252, 128, 25];
  const [h, s, startL] = toHsl(rgb);
  for (let l = startL; contrastWithWhite(rgb) < 4.6 && l > 0; l -= 0.005) rgb = fromHsl([h, s, l]);
  return toHex(rgb);
}

function mixWithWhite(hex: string, amount: number): string {
  const rgb = toRgb(hex) ?? [252, 128, 25];
  return toHex(rgb.map((c) => c + (255 - c) * amount));
}

/** The brand colour tokens.css is written for, with its shades: nothing to compute or override. */
export const STYLESHEET_BRAND = '#fc8019';
const BRAND_PROPERTIES = ['--brand', '--brand-ink', '--brand-tint', '--brand-tint-strong'] as const;

export function applyBrandColour(color: string): void {
  const valid = toRgb(color) ? (color.startsWith('#') ? color : `#${color}`) : STYLESHEET_BRAND;
  const root = document.documentElement.style;
  if (valid.toLowerCase() === STYLESHEET_BRAND) {
    // The usual start: the stylesheet's own values (setting them inline would restyle the whole page).
    for (const property of BRAND_PROPERTIES) root.removeProperty(property);
    document.querySelector('meta[name="theme-color"]')?.setAttribute('content', STYLESHEET_BRAND);
    return;
  }
  root.setProperty('--brand', valid);
  root.setProperty('--brand-ink', inkShade(valid));
  root.setProperty('--brand-tint', mixWithWhite(valid, 0.9));
  root.setProperty('--brand-tint-strong', mixWithWhite(valid, 0.75));
  document.querySelector('meta[name="theme-color"]')?.setAttribute('content', valid);
}
