import { createPrng, hashString } from '../prng';
import { ellipse, n, path, shadow, stroke, type Svg } from './svg';

/** Bowls, plates, glasses and scatter helpers the dish drawings are built from (200×200 space). */

export interface BowlStyle {
  readonly body: readonly [string, string];
  readonly rim: string;
}

export const BOWLS = {
  white: { body: ['#ffffff', '#e4e0da'], rim: '#f4f1ec' },
  copper: { body: ['#e0894a', '#a44f22'], rim: '#c96a32' },
  clay: { body: ['#c2643b', '#8a3b1f'], rim: '#a94e2c' },
  steel: { body: ['#eef1f4', '#aab2bb'], rim: '#d5dbe1' },
  teal: { body: ['#4fb3a9', '#2c7f78'], rim: '#e8f4f2' },
  black: { body: ['#4a4a4a', '#1f1f1f'], rim: '#3a3a3a' },
} as const satisfies Record<string, BowlStyle>;

export interface BowlGeometry {
  readonly cx: number;
  readonly top: number;
  readonly rx: number;
  readonly ry: number;
  readonly depth: number;
}

export const DEFAULT_BOWL: BowlGeometry = { cx: 100, top: 96, rx: 74, ry: 26, depth: 64 };

/** The bowl body and rim; draw the contents afterwards inside `innerEllipse`. */
export function bowl(s: Svg, style: BowlStyle, g: BowlGeometry = DEFAULT_BOWL): string {
  const { cx, top, rx, ry, depth } = g;
  const bottom = top + depth;
  const body =
    `M${n(cx - rx)} ${n(top)}C${n(cx - rx)} ${n(top + depth * 0.75)} ${n(cx - rx * 0.45)} ${n(bottom)} ${n(cx)} ${n(bottom)}` +
    `C${n(cx + rx * 0.45)} ${n(bottom)} ${n(cx + rx)} ${n(top + depth * 0.75)} ${n(cx + rx)} ${n(top)}Z`;
  return (
    shadow(cx, bottom + 4, rx * 0.8) +
    path(body, s.linear(style.body, 'h')) +
    stroke(`M${n(cx - rx * 0.8)} ${n(top + depth * 0.35)}Q${n(cx - rx * 0.7)} ${n(top + depth * 0.75)} ${n(cx - rx * 0.3)} ${n(bottom - 6)}`, '#fff', 5, ' opacity=".28"') +
    ellipse(cx, top, rx, ry, style.rim)
  );
}

/** The visible food surface inside a bowl rim. */
export function innerEllipse(fill: string, g: BowlGeometry = DEFAULT_BOWL): string {
  return ellipse(g.cx, g.top + 1, g.rx - 6, g.ry - 5, fill);
}

/** A plate seen at an angle, centred at (cx, cy). */
export function plate(cx = 100, cy = 118, rx = 84, ry = 40, fill = '#ffffff', rimShade = '#ebe6df'): string {
  return (
    shadow(cx, cy + ry * 0.55, rx * 0.92) +
    ellipse(cx, cy + 5, rx, ry, '#d9d2c8') +
    ellipse(cx, cy, rx, ry, fill) +
    ellipse(cx, cy + 2, rx * 0.74, ry * 0.72, rimShade, ' opacity=".55"')
  );
}

/** A banana leaf under South Indian food. */
export function bananaLeaf(cx = 100, cy = 120): string {
  return (
    shadow(cx, cy + 36, 86) +
    path(`M${n(cx - 92)} ${n(cy + 10)}Q${n(cx - 40)} ${n(cy - 48)} ${n(cx + 92)} ${n(cy - 22)}Q${n(cx + 60)} ${n(cy + 50)} ${n(cx - 92)} ${n(cy + 10)}Z`, '#3c9a45') +
    stroke(`M${n(cx - 90)} ${n(cy + 10)}Q${n(cx)} ${n(cy - 8)} ${n(cx + 90)} ${n(cy - 21)}`, '#7cc57a', 2.5)
  );
}

/** A tall glass with a liquid; returns the glass and its fill level. */
export function glass(s: Svg, liquid: readonly [string, string], opts: { x?: number; top?: number; w?: number; h?: number; level?: number } = {}): string {
  const { x = 100, top = 44, w = 70, h = 118, level = 0.18 } = opts;
  const half = w / 2;
  const taper = w * 0.12;
  const bottom = top + h;
  const liquidTop = top + h * level;
  const outline = `M${n(x - half)} ${n(top)}L${n(x - half + taper)} ${n(bottom)}Q${n(x)} ${n(bottom + 6)} ${n(x + half - taper)} ${n(bottom)}L${n(x + half)} ${n(top)}Z`;
  const fillD = `M${n(x - half + 3 + taper * level)} ${n(liquidTop)}L${n(x - half + taper + 2)} ${n(bottom - 3)}Q${n(x)} ${n(bottom + 3)} ${n(x + half - taper - 2)} ${n(bottom - 3)}L${n(x + half - 3 - taper * level)} ${n(liquidTop)}Z`;
  return (
    shadow(x, bottom + 3, half + 6) +
    path(outline, '#eaf4f8', ' opacity=".85"') +
    path(fillD, s.linear(liquid)) +
    ellipse(x, liquidTop, half - 3 - taper * level, 5, liquid[0], ' opacity=".9"') +
    ellipse(x, top, half, 6, 'none', ' stroke="#cfe2ea" stroke-width="2"') +
    stroke(`M${n(x - half + 8)} ${n(top + 14)}L${n(x - half + 8 + taper * 0.7)} ${n(bottom - 12)}`, '#fff', 4, ' opacity=".6"')
  );
}

/** Deterministic points inside an ellipse, for grains, seeds and crumbs. */
export function scatter(name: string, count: number, cx: number, cy: number, rx: number, ry: number): Array<[number, number, number]> {
  const rng = createPrng(hashString(name));
  const points: Array<[number, number, number]> = [];
  while (points.length < count) {
    const x = rng.between(-1, 1);
    const y = rng.between(-1, 1);
    if (x * x + y * y > 1) continue;
    points.push([cx + x * rx, cy + y * ry, rng.between(0, 180)]);
  }
  return points;
}

/** Small grains (rice, sesame) as one compact path of short round-capped strokes. */
export function grains(name: string, count: number, cx: number, cy: number, rx: number, ry: number, fill: string, size = 4, extra = ''): string {
  const d = scatter(name, count, cx, cy, rx, ry)
    .map(([x, y, a]) => {
      const rad = (a * Math.PI) / 180;
      return `M${n(x)} ${n(y)}l${n(Math.cos(rad) * size * 1.2)} ${n(Math.sin(rad) * size * 0.6)}`;
    })
    .join('');
  return `<path d="${d}" stroke="${fill}" stroke-width="${n(size * 0.75)}" stroke-linecap="round"${extra}/>`;
}

/** Round bits (peas, chickpeas, seeds) as one compact path of zero-length round-capped strokes. */
export function dots(name: string, count: number, cx: number, cy: number, rx: number, ry: number, fill: string, r = 3, extra = ''): string {
  const d = scatter(name, count, cx, cy, rx, ry)
    .map(([x, y]) => `M${n(x)} ${n(y)}h0`)
    .join('');
  return `<path d="${d}" stroke="${fill}" stroke-width="${n(r * 2)}" stroke-linecap="round"${extra}/>`;
}

/** Rising steam lines above hot food. */
export function steam(cx: number, top: number): string {
  return [-18, 0, 18]
    .map((dx) => stroke(`M${n(cx + dx)} ${n(top)}q-7 -9 0 -18q7 -9 0 -18`, '#ffffff', 4, ' opacity=".7"'))
    .join('');
}
