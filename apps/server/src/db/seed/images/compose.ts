import type { Backdrop, Drawing } from './dish-catalogue';
import { Svg, circle, group, rect } from './svg';

/** Turns drawings into finished files: item squares, category tiles and store logos. */

export const BACKDROPS: Record<Backdrop, readonly [string, string]> = {
  warm: ['#fff6ea', '#fbdcb8'],
  green: ['#f3fbef', '#d3ecc6'],
  blue: ['#f1f8fd', '#cfe5f4'],
  pink: ['#fff2f6', '#f8d2df'],
  yellow: ['#fffbe8', '#f9e7a6'],
  grey: ['#f7f8fa', '#dde2e8'],
  red: ['#fff1ee', '#f8cfc4'],
};

/** 200×200 item picture: soft backdrop, the drawing centred. */
export function itemSvg(drawing: Drawing): string {
  const s = new Svg();
  const bg = rect(0, 0, 200, 200, 0, s.radial(BACKDROPS[drawing.backdrop], 0.5, 0.42, 0.75));
  return s.file(200, 200, bg + drawing.draw(s), drawing.title);
}

/** 200×200 round category tile: a tinted disc with the drawing slightly smaller inside it. */
export function categorySvg(drawing: Drawing, title: string): string {
  const s = new Svg();
  const [light, dark] = BACKDROPS[drawing.backdrop];
  const disc = circle(100, 100, 96, s.radial([light, dark], 0.5, 0.4, 0.7));
  return s.file(200, 200, disc + group('translate(18 16) scale(.82)', drawing.draw(s)), title);
}
