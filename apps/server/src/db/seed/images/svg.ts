/**
 * Tiny SVG writing kit for the generated demo illustrations. Every file gets its own `Svg` so gradient
 * ids are unique inside that file even when several drawings are composed into one slide.
 */
export const FONT = 'system-ui, -apple-system, Segoe UI, Roboto, sans-serif';

/** Rounds to one decimal so files stay small and byte-identical between runs. */
export const n = (value: number): string => String(Math.round(value * 10) / 10);

export class Svg {
  private readonly defs: string[] = [];
  private count = 0;

  /** A linear gradient; `dir` v = top→bottom, h = left→right, d = diagonal. Returns a fill reference. */
  linear(stops: readonly string[], dir: 'v' | 'h' | 'd' = 'v'): string {
    const id = this.nextId();
    const [x2, y2] = dir === 'v' ? [0, 1] : dir === 'h' ? [1, 0] : [1, 1];
    this.defs.push(`<linearGradient id="${id}" x2="${x2}" y2="${y2}">${stopsMarkup(stops)}</linearGradient>`);
    return `url(#${id})`;
  }

  /** A radial gradient centred at (cx, cy) in bounding-box fractions. */
  radial(stops: readonly string[], cx = 0.5, cy = 0.4, r = 0.7): string {
    const id = this.nextId();
    this.defs.push(`<radialGradient id="${id}" cx="${cx}" cy="${cy}" r="${r}">${stopsMarkup(stops)}</radialGradient>`);
    return `url(#${id})`;
  }

  /** Wraps a body into a complete SVG document. */
  file(width: number, height: number, body: string, title: string): string {
    const defs = this.defs.length > 0 ? `<defs>${this.defs.join('')}</defs>` : '';
    return (
      `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 ${width} ${height}" width="${width}" height="${height}" role="img">` +
      `<title>${escapeXml(title)}</title>${defs}${body}</svg>\n`
    );
  }

  private nextId(): string {
    this.count += 1;
    return `g${this.count}`;
  }
}

function stopsMarkup(stops: readonly string[]): string {
  const last = Math.max(stops.length - 1, 1);
  return stops.map((color, i) => `<stop offset="${n(i / last)}" stop-color="${color}"/>`).join('');
}

export function escapeXml(text: string): string {
  return text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');
}

// Shape shorthands: each returns one SVG element string.
export const ellipse = (cx: number, cy: number, rx: number, ry: number, fill: string, extra = ''): string =>
  `<ellipse cx="${n(cx)}" cy="${n(cy)}" rx="${n(rx)}" ry="${n(ry)}" fill="${fill}"${extra}/>`;

export const circle = (cx: number, cy: number, r: number, fill: string, extra = ''): string =>
  `<circle cx="${n(cx)}" cy="${n(cy)}" r="${n(r)}" fill="${fill}"${extra}/>`;

export const rect = (x: number, y: number, w: number, h: number, rx: number, fill: string, extra = ''): string =>
  `<rect x="${n(x)}" y="${n(y)}" width="${n(w)}" height="${n(h)}"${rx > 0 ? ` rx="${n(rx)}"` : ''} fill="${fill}"${extra}/>`;

export const path = (d: string, fill: string, extra = ''): string => `<path d="${d}" fill="${fill}"${extra}/>`;

export const stroke = (d: string, color: string, width: number, extra = ''): string =>
  `<path d="${d}" fill="none" stroke="${color}" stroke-width="${n(width)}" stroke-linecap="round" stroke-linejoin="round"${extra}/>`;

export const group = (transform: string, body: string, extra = ''): string => `<g transform="${transform}"${extra}>${body}</g>`;

export const text = (x: number, y: number, size: number, fill: string, content: string, extra = ''): string =>
  `<text x="${n(x)}" y="${n(y)}" font-family="${FONT}" font-size="${n(size)}" fill="${fill}"${extra}>${escapeXml(content)}</text>`;

/** A soft floor shadow under an object. */
export const shadow = (cx: number, cy: number, rx: number, ry = rx * 0.14): string =>
  ellipse(cx, cy, rx, ry, '#3b2314', ' opacity=".13"');

/** A small leaf (herb garnish) rotated by `angle` degrees. */
export const leaf = (x: number, y: number, size: number, angle: number, fill = '#3f9b3a'): string =>
  `<path d="M0 0Q${n(size * 0.5)} ${n(-size * 0.45)} ${n(size)} 0Q${n(size * 0.5)} ${n(size * 0.45)} 0 0Z" fill="${fill}" transform="translate(${n(x)} ${n(y)}) rotate(${angle})"/>`;
