import { dots, grains } from './containers';
import { circle, ellipse, leaf, path, rect, shadow, stroke, text, type Svg } from './svg';

/** Packaged groceries: sacks, bottles, boxes, tubes and dairy, each with a short label. */

const label = (x: number, y: number, size: number, content: string, fill = '#ffffff'): string =>
  text(x, y, size, fill, content, ' text-anchor="middle" font-weight="700" letter-spacing=".5"');

/** A stand-up sack (atta, rice, dal, sugar …) with a window showing what is inside. */
export function sack(color: string, word: string, contents: string) {
  return (s: Svg): string =>
    shadow(100, 170, 56) +
    path('M52 40h96l6 120q-52 14 -108 0z', s.linear([color, shade(color)], 'h')) +
    path('M52 40h96v12h-96z', shade(color)) +
    stroke('M56 46h88', '#ffffff', 1.5, ' stroke-dasharray="4 4" opacity=".6"') +
    rect(66, 62, 68, 30, 8, '#ffffff', ' opacity=".95"') +
    label(100, 84, labelSize(word), word, color) +
    ellipse(100, 126, 32, 20, '#ffffff', ' opacity=".9"') +
    ellipse(100, 126, 28, 16, contents) +
    grains(`sack-${word}`, 10, 100, 126, 20, 10, '#ffffff', 2.4, ' opacity=".45"');
}

/** A bottle: oil, shampoo, dish-wash, juice or water. */
export function bottle(body: string, cap: string, word: string, liquid?: string) {
  return (s: Svg): string =>
    shadow(100, 170, 40) +
    rect(88, 26, 24, 16, 4, cap) +
    path('M90 42h20q0 14 18 24v92q0 8 -8 8h-40q-8 0 -8 -8v-92q18 -10 18 -24z', s.linear([body, shade(body)], 'h')) +
    (liquid ? path('M74 84h52v74q0 6 -6 6h-40q-6 0 -6 -6z', liquid, ' opacity=".9"') : '') +
    rect(74, 96, 52, 40, 4, '#ffffff', ' opacity=".92"') +
    label(100, 121, word.length > 5 ? 11 : 14, word, shade(body)) +
    stroke('M80 72v84', '#ffffff', 4, ' opacity=".35"');
}

/** A carton box: tea, detergent, biscuits, cereal. */
export function box(color: string, word: string, mark: string) {
  return (s: Svg): string =>
    shadow(100, 170, 60) +
    path('M50 56l22 -16h82l-22 16z', shade(color)) +
    path('M132 56l22 -16v110l-22 16z', shade(shade(color))) +
    rect(50, 56, 82, 110, 2, s.linear([color, shade(color)])) +
    circle(91, 96, 22, mark) +
    rect(56, 128, 70, 24, 4, '#ffffff', ' opacity=".92"') +
    label(91, 145, word.length > 6 ? 11 : 14, word, shade(color));
}

/** A pillow snack packet (chips, namkeen, noodles) with a few pieces in front. */
export function packet(color: string, word: string, piece: string) {
  return (s: Svg): string =>
    shadow(100, 172, 62) +
    path('M48 36h104l-6 10q10 56 0 112l6 10h-104l6 -10q-10 -56 0 -112z', s.linear([color, shade(color)], 'h')) +
    stroke('M50 40h100M50 164h100', '#ffffff', 2, ' stroke-dasharray="3 3" opacity=".6"') +
    label(100, 80, word.length > 6 ? 15 : 20, word) +
    ellipse(100, 118, 34, 22, '#ffffff', ' opacity=".25"') +
    ellipse(86, 122, 18, 12, piece) +
    ellipse(112, 116, 18, 12, piece) +
    ellipse(104, 130, 16, 10, piece, ' opacity=".9"');
}

/** A squeeze tube: toothpaste, face wash. */
export function tube(color: string, word: string) {
  return (s: Svg): string =>
    shadow(100, 160, 70) +
    `<g transform="rotate(-20 100 100)">` +
    path('M40 84h104l12 -8v48l-12 -8h-104z', s.linear(['#ffffff', '#e3e7eb'])) +
    rect(40, 84, 104, 32, 4, color) +
    rect(30, 88, 12, 24, 3, '#eceff1') +
    label(92, 106, 13, word) +
    '</g>' +
    (word === 'PASTE' ? stroke('M60 150L156 132', '#1e88e5', 7) + rect(150, 118, 20, 14, 4, '#ffffff', ' transform="rotate(-10 160 125)"') : '');
}

export function milkCarton(s: Svg): string {
  return (
    shadow(100, 170, 50) +
    path('M64 64l36 -28l36 28z', '#e3f2fd') +
    rect(92, 26, 16, 12, 2, '#1e88e5') +
    path('M136 64l14 -10v104l-14 10z', '#bbdefb') +
    rect(64, 64, 72, 104, 2, s.linear(['#ffffff', '#e8f1f8'])) +
    rect(64, 118, 72, 50, 0, '#1e88e5') +
    label(100, 104, 18, 'MILK', '#1565c0') +
    path('M64 118q18 -10 36 0t36 0v8h-72z', '#ffffff')
  );
}

export function eggs(s: Svg): string {
  const egg = (x: number, y: number): string => ellipse(x, y + 2, 15, 12, '#c9a27a') + ellipse(x, y - 4, 13, 16, s.radial(['#fff3e0', '#e0b98a'], 0.4, 0.3, 0.8));
  const spots: Array<[number, number]> = [[60, 104], [100, 100], [140, 104], [64, 132], [100, 128], [136, 132]];
  return shadow(100, 166, 76) + path('M24 112h152l-10 46h-132z', '#d7ccc8') + path('M24 112q20 -12 38 0t38 0t38 0t38 0v10h-152z', '#bcaaa4') + spots.map(([x, y]) => egg(x, y)).join('');
}

export function bread(s: Svg): string {
  const slice = (x: number): string =>
    path(`M${x} 156V104Q${x} 74 ${x + 28} 74Q${x + 56} 74 ${x + 56} 104V156Z`, '#b86b24') +
    path(`M${x + 5} 152V105Q${x + 5} 80 ${x + 28} 80Q${x + 51} 80 ${x + 51} 105V152Z`, s.radial(['#fff6df', '#f3dcae']));
  return (
    shadow(96, 164, 80) +
    path('M16 156V100Q16 64 56 64H104Q142 64 142 100V156Z', s.linear(['#dc9a44', '#a55f1c'])) +
    stroke('M42 80l14 -10M70 80l14 -10M98 80l14 -10', '#f3c77e', 4) +
    ellipse(56, 92, 26, 6, '#fff', ' opacity=".18"') +
    slice(110) +
    `<g transform="rotate(8 152 156)">${slice(124)}</g>`
  );
}

export function buns(s: Svg): string {
  const bun = (x: number, y: number): string => ellipse(x, y, 30, 24, s.radial(['#f2b866', '#c7772a'], 0.4, 0.3, 0.8)) + ellipse(x - 8, y - 10, 9, 4, '#fff', ' opacity=".25"');
  return shadow(100, 162, 74) + bun(68, 126) + bun(132, 126) + bun(100, 104) + bun(100, 140);
}

export function paneerBlock(s: Svg): string {
  return shadow(100, 160, 70) + leaf(28, 130, 150, -8, '#43a047') + path('M50 96l40 -20h60l-40 20z', '#ffffff') + path('M110 96l40 -20v44l-40 20z', '#ece3cf') + rect(50, 96, 60, 44, 0, s.linear(['#fffdf5', '#f1e8d3'])) + rect(118, 120, 30, 22, 0, '#fffdf5', ' transform="rotate(-8 133 131)"');
}

export function butter(s: Svg): string {
  return shadow(100, 160, 72) + path('M36 110l30 -26h90l-30 26z', '#fff2a8') + path('M126 110l30 -26v30l-30 26z', '#f3d64e') + rect(36, 110, 90, 30, 0, s.linear(['#ffe58a', '#f4cf3e'])) + path('M36 110h60v30h-60z', '#f9a825', ' opacity=".85"') + label(66, 130, 12, 'BUTTER');
}

export function curdCup(s: Svg): string {
  return shadow(100, 166, 56) + path('M48 70h104l-12 92h-80z', s.linear(['#ffffff', '#e3e7eb'], 'h')) + ellipse(100, 70, 52, 12, '#e53935') + rect(56, 100, 88, 30, 0, '#e53935') + label(100, 121, 16, 'CURD') + ellipse(100, 66, 46, 8, '#ef5350');
}

export function cheese(s: Svg): string {
  return shadow(100, 160, 70) + path('M36 140L160 104V142L36 160Z', s.linear(['#ffd54f', '#f9a825'])) + path('M36 140L120 80L160 104Z', '#ffe082') + circle(80, 146, 7, '#f2b705') + circle(126, 132, 9, '#f2b705') + circle(104, 104, 6, '#f6c431');
}

export function jar(glassTint: string, contents: string, lid: string, word: string) {
  return (s: Svg): string =>
    shadow(100, 170, 50) +
    rect(62, 30, 76, 22, 6, lid) +
    rect(56, 50, 88, 116, 16, glassTint, ' opacity=".5"') +
    rect(60, 66, 80, 96, 12, s.linear([contents, shade(contents)])) +
    rect(64, 94, 72, 34, 4, '#ffffff', ' opacity=".92"') +
    label(100, 116, word.length > 6 ? 11 : 14, word, shade(contents)) +
    stroke('M68 60v96', '#ffffff', 4, ' opacity=".4"');
}

export function spices(s: Svg): string {
  const bowlOf = (x: number, y: number, c: string): string => ellipse(x, y + 6, 30, 14, '#6d4c41') + ellipse(x, y, 30, 12, '#8d6e63') + path(`M${x - 26} ${y}q26 -30 52 0z`, c) + ellipse(x, y, 26, 8, c);
  return shadow(100, 164, 80) + bowlOf(60, 132, '#f9a825') + bowlOf(140, 132, '#c62828') + bowlOf(100, 104, s.linear(['#8d5a2b', '#5d3a1a']));
}

export function dryFruits(s: Svg): string {
  return (
    shadow(100, 166, 70) +
    ellipse(100, 118, 74, 26, '#8d6e63') +
    path('M26 118q4 44 74 46q70 -2 74 -46z', s.linear(['#a1887f', '#6d4c41'], 'h')) +
    ellipse(100, 116, 66, 20, '#d7b98e') +
    dots('almond', 8, 100, 108, 48, 10, '#b0703a', 6) +
    dots('cashew', 8, 100, 110, 50, 12, '#f3dfb6', 5) +
    dots('raisin', 8, 100, 112, 50, 12, '#5d2a3a', 3.2)
  );
}

export function chocolate(s: Svg): string {
  const squares = [0, 1, 2].flatMap((r) => [0, 1].map((c) => rect(62 + c * 30, 40 + r * 30, 26, 26, 3, '#6d3a1d'))).join('');
  return shadow(100, 172, 54) + `<g transform="rotate(-12 100 100)">` + rect(58, 36, 64, 130, 4, '#4e2612') + squares + path('M56 110h68v60h-68z', s.linear(['#7b1fa2', '#4a148c'])) + stroke('M56 112q8 -6 16 0t16 0t16 0t16 0', '#e1bee7', 2) + label(90, 146, 12, 'CHOCO') + '</g>';
}

export function tissueRoll(s: Svg): string {
  return shadow(100, 166, 66) + rect(44, 58, 92, 100, 10, s.linear(['#ffffff', '#dfe6ec'], 'h')) + ellipse(90, 58, 46, 16, '#f5f7f9') + ellipse(90, 58, 14, 6, '#b0bec5') + path('M136 100h26v60h-26z', '#ffffff') + stroke('M136 118h26M136 136h26', '#dfe6ec', 1.5, ' stroke-dasharray="3 3"');
}

export function soap(s: Svg): string {
  const bubble = (x: number, y: number, r: number): string => circle(x, y, r, '#e1f5fe', ' opacity=".8" stroke="#81d4fa" stroke-width="2"');
  return shadow(100, 160, 70) + rect(44, 96, 112, 52, 24, '#4db6ac') + rect(44, 90, 112, 52, 24, s.linear(['#b2dfdb', '#4db6ac'])) + label(100, 122, 16, 'SOAP', '#00695c') + bubble(150, 76, 16) + bubble(124, 62, 10) + bubble(60, 72, 12);
}

/** Fits a label into the ~60 px window of a pack. */
const labelSize = (word: string): number => (word.length <= 3 ? 19 : word.length === 4 ? 17 : word.length === 5 ? 14 : 12);

/** A darker tone of a #rrggbb colour, for the shaded side of a pack. */
export function shade(hex: string, factor = 0.75): string {
  const value = Number.parseInt(hex.slice(1, 7), 16);
  const channel = (shift: number): string => Math.round(((value >> shift) & 0xff) * factor).toString(16).padStart(2, '0');
  return `#${channel(16)}${channel(8)}${channel(0)}`;
}
