import { contrastWithWhite } from '../../lib/theme';

const HEX = /^#([0-9a-f]{6})$/i;

export interface TopColours {
  /** A CSS colour: the store's top_bg_color, or the brand tint when it is missing or not a hex colour. */
  readonly background: string;
  /** Text on it: dark ink or white, whichever contrasts more (store colours are pastel: dark ink). */
  readonly ink: string;
}

export function topColours(topBgColor: string | undefined): TopColours {
  const match = topBgColor ? HEX.exec(topBgColor.trim()) : null;
  if (!match?.[1]) return { background: 'var(--brand-tint)', ink: 'var(--ink-1)' };
  const n = parseInt(match[1], 16);
  const rgb = [(n >> 16) & 255, (n >> 8) & 255, n & 255];
  const onWhite = contrastWithWhite(rgb);
  // Contrast with the dark ink (--ink-1, relative luminance ≈ 0.012) from the same luminance.
  const luminancePlus = 1.05 / onWhite;
  const onDark = luminancePlus / 0.062;
  return { background: `#${match[1]}`, ink: onWhite > onDark ? 'var(--on-dark)' : 'var(--ink-1)' };
}
