import { BACKDROPS } from './compose';
import type { Drawing } from './dish-catalogue';
import { DISHES } from './dish-catalogue';
import { GROCERIES } from './grocery-catalogue';
import { Svg, circle, group, n, rect, text } from './svg';

/** Slides, banners, store logos and covers: gradients, a headline and drawings from the catalogues. */

export const ITEM_DRAWINGS = { ...DISHES, ...GROCERIES } as const;
export type ItemImage = keyof typeof ITEM_DRAWINGS;

export interface PromoSpec {
  readonly title: readonly string[];
  readonly line?: string;
  readonly cta?: string;
  readonly colors: readonly [string, string];
  readonly art: readonly ItemImage[];
  /** Dark text on a light background instead of white on a dark one. */
  readonly light?: boolean;
}

/** Draws catalogue art of size `size` centred at (cx, cy), on a soft disc. */
function art(s: Svg, key: ItemImage, cx: number, cy: number, size: number, disc = true): string {
  const drawing: Drawing = ITEM_DRAWINGS[key];
  const scale = size / 200;
  const halo = disc ? circle(cx, cy, size * 0.46, '#ffffff', ' opacity=".22"') : '';
  return halo + group(`translate(${n(cx - size / 2)} ${n(cy - size / 2)}) scale(${n(scale)})`, drawing.draw(s));
}

function headline(spec: PromoSpec, x: number, y: number, size: number): string {
  const ink = spec.light ? '#2b1a10' : '#ffffff';
  const titles = spec.title.map((line, i) => text(x, y + i * size * 1.1, size, ink, line, ' font-weight="800"')).join('');
  const after = y + (spec.title.length - 1) * size * 1.1;
  const line = spec.line ? text(x, after + size * 0.95, size * 0.48, ink, spec.line, ' opacity=".92"') : '';
  const ctaY = after + size * 1.45;
  const cta = spec.cta
    ? rect(x, ctaY, size * 0.3 * spec.cta.length + size * 0.8, size * 0.82, size * 0.41, spec.light ? '#2b1a10' : '#ffffff') +
      text(x + size * 0.4, ctaY + size * 0.56, size * 0.42, spec.light ? '#ffffff' : spec.colors[1], spec.cta, ' font-weight="700"')
    : '';
  return titles + line + cta;
}

function background(s: Svg, spec: PromoSpec, w: number, h: number, radius: number): string {
  const dotsPattern = [0.82, 0.9, 0.74].map((fx, i) => circle(w * fx, h * (0.15 + i * 0.35), h * 0.5, '#ffffff', ' opacity=".07"')).join('');
  return rect(0, 0, w, h, radius, s.linear(spec.colors, 'd')) + dotsPattern;
}

/** A 2:1 home slide (800×400). */
export function slideSvg(spec: PromoSpec): string {
  const s = new Svg();
  const pics = spec.art.slice(0, 2).map((key, i) => art(s, key, i === 0 ? 636 : 738, i === 0 ? 190 : 316, i === 0 ? 260 : 124)).join('');
  return s.file(800, 400, background(s, spec, 800, 400, 0) + pics + headline(spec, 44, 136, 46), spec.title.join(' '));
}

/** A 3:1 wide banner (600×200); also item-group and offer-section headers. */
export function wideBannerSvg(spec: PromoSpec): string {
  const s = new Svg();
  // The second picture sits low so a long headline can run above it.
  const pics = spec.art.slice(0, 2).map((key, i) => art(s, key, i === 0 ? 515 : 402, i === 0 ? 100 : 140, i === 0 ? 175 : 110, i === 0)).join('');
  return s.file(600, 200, background(s, spec, 600, 200, 0) + pics + headline(spec, 30, 70, 28), spec.title.join(' '));
}

/** A small 3:1 scroller banner (360×120, shown 120 px high). */
export function smallBannerSvg(spec: PromoSpec): string {
  const s = new Svg();
  const [first] = spec.art;
  const pic = first ? art(s, first, 290, 62, 120) : '';
  return s.file(360, 120, background(s, spec, 360, 120, 0) + pic + headline({ ...spec, cta: undefined }, 20, 52, 24), spec.title.join(' '));
}

/** A tall 3:4 scroller banner (300×400, shown 300 px high). */
export function tallBannerSvg(spec: PromoSpec): string {
  const s = new Svg();
  const [first, second] = spec.art;
  const pics = (second ? art(s, second, 210, 220, 130) : '') + (first ? art(s, first, 130, 150, 220) : '');
  return s.file(300, 400, background(s, spec, 300, 400, 0) + pics + headline(spec, 24, 282, 30), spec.title.join(' '));
}

/** A decorative 3:1 strip of produce with no text (single-store top image). */
export function stripSvg(colors: readonly [string, string], keys: readonly ItemImage[], title: string): string {
  const s = new Svg();
  const spec: PromoSpec = { title: [title], colors, art: keys };
  const step = 600 / (keys.length + 1);
  const pics = keys.map((key, i) => art(s, key, step * (i + 1), i % 2 === 0 ? 104 : 96, 150, false)).join('');
  return s.file(600, 200, background(s, spec, 600, 200, 0) + pics, title);
}

/** A square store picture: brand gradient and the signature dish on a disc. */
export function storeSvg(colors: readonly [string, string], key: ItemImage, title: string): string {
  const s = new Svg();
  const [light] = BACKDROPS[ITEM_DRAWINGS[key].backdrop];
  const body =
    rect(0, 0, 200, 200, 0, s.linear(colors, 'd')) +
    circle(170, 30, 60, '#ffffff', ' opacity=".08"') +
    circle(100, 102, 80, light) +
    group('translate(24 26) scale(.76)', ITEM_DRAWINGS[key].draw(s));
  return s.file(200, 200, body, title);
}

/** A 3:1 store cover: three dishes of the store on its brand gradient. */
export function coverSvg(colors: readonly [string, string], keys: readonly ItemImage[], title: string): string {
  return stripSvg(colors, keys, title);
}
