import { dots, glass, plate, scatter, steam } from './containers';
import { circle, ellipse, n, path, rect, shadow, stroke, text, type Svg } from './svg';

/** Café drinks, juices and bakes. */

export function cappuccino(s: Svg): string {
  return (
    shadow(100, 164, 76) +
    ellipse(100, 150, 78, 18, '#e6e1da') +
    ellipse(100, 146, 74, 16, '#ffffff') +
    stroke('M146 96q30 0 26 24q-4 20 -30 18', '#f1ede7', 9) +
    path('M44 84q4 64 56 66q52 -2 56 -66z', s.linear(['#ffffff', '#e5e0d8'], 'h')) +
    ellipse(100, 84, 56, 16, '#f1ede7') +
    ellipse(100, 85, 50, 13, s.radial(['#d8a86c', '#8a5326'])) +
    path('M100 96c-14 -8 -16 -16 -8 -18c4 -1 7 2 8 5c1 -3 4 -6 8 -5c8 2 6 10 -8 18z', '#fff4e4') +
    steam(100, 56)
  );
}

export function chai(s: Svg): string {
  const kettle = path('M120 80h40l-4 64h-32z', s.linear(['#d5dbe1', '#98a1ab'], 'h')) + stroke('M158 92q16 4 10 24', '#98a1ab', 5);
  return glass(s, ['#d9a066', '#a8652c'], { x: 82, top: 62, w: 56, h: 96, level: 0.14 }) + kettle + steam(82, 52);
}

export function filterCoffee(s: Svg): string {
  return (
    shadow(100, 168, 64) +
    ellipse(100, 152, 62, 16, '#9aa3ad') +
    path('M40 128h120l-8 24q-52 10 -104 0z', s.linear(['#eef1f4', '#a7b0ba'], 'h')) +
    ellipse(100, 128, 60, 14, '#dfe4e9') +
    path('M72 58h56l-6 76h-44z', s.linear(['#f4f6f8', '#9aa3ad'], 'h')) +
    ellipse(100, 58, 28, 7, '#c9a06a') +
    ellipse(100, 58, 22, 5, '#e6c89a') +
    steam(100, 44)
  );
}

/** Milkshakes, cold coffee and smoothies: a glass with cream and a straw. */
export function shake(liquid: readonly [string, string], topping: string) {
  return (s: Svg): string =>
    stroke('M112 18L100 80', '#e53935', 6) +
    glass(s, liquid, { top: 56, h: 104, w: 72, level: 0.12 }) +
    path('M66 60q-4 -18 14 -20q6 -16 20 -12q14 -6 22 8q18 0 14 24z', '#fffaf2') +
    circle(100, 28, 8, topping) +
    stroke('M100 20q2 -8 8 -10', '#3f8f3a', 2);
}

/** Juice, soda or lemonade with ice and a fruit slice on the rim. */
export function juice(liquid: readonly [string, string], slice: string) {
  return (s: Svg): string => {
    const ice = scatter(`ice${slice}`, 3, 100, 86, 16, 10).map(([x, y, a]) => rect(x - 8, y - 8, 16, 16, 3, '#ffffff', ` opacity=".55" transform="rotate(${n(a)} ${n(x)} ${n(y)})"`)).join('');
    return (
      glass(s, liquid, { top: 52, h: 108, w: 74, level: 0.16 }) +
      ice +
      stroke('M118 22L104 96', '#2e7d32', 5) +
      circle(136, 58, 18, slice) +
      circle(136, 58, 14, '#fffbe8', ' opacity=".5"') +
      [0, 60, 120].map((a) => stroke('M136 44V72', slice, 1.5, ` transform="rotate(${a} 136 58)"`)).join('')
    );
  };
}

export function lassi(s: Svg): string {
  return (
    shadow(100, 168, 50) +
    path('M58 64h84l-12 100h-60z', s.linear(['#c8693a', '#8e3d1a'], 'h')) +
    ellipse(100, 64, 42, 10, '#b2542a') +
    ellipse(100, 64, 36, 8, '#fffaf0') +
    path('M66 62q10 -22 34 -18q24 -4 34 18z', '#fffdf8') +
    dots('lassi-pista', 6, 100, 52, 20, 5, '#7bb05a', 1.8) +
    stroke('M62 96h76', '#e69a6a', 3, ' opacity=".6"')
  );
}

export function softDrink(color: string, label: string, word: string) {
  return (s: Svg): string =>
    shadow(100, 170, 40) +
    rect(68, 44, 64, 124, 14, s.linear([color, '#00000000'], 'h')) +
    rect(68, 44, 64, 124, 14, color, ' opacity=".85"') +
    rect(68, 84, 64, 40, 0, label) +
    text(100, 110, 15, color, word, ' text-anchor="middle" font-weight="800"') +
    ellipse(100, 44, 32, 8, '#c9ced4') +
    ellipse(100, 44, 24, 5, '#e9edf1') +
    stroke('M78 56V156', '#fff', 5, ' opacity=".35"');
}

/** A wedge of layer cake: frosted top, a front face showing sponge and cream layers, a cherry. */
export function cakeSlice(sponge: string, cream: string, topping: string) {
  return (s: Svg): string =>
    shadow(100, 160, 76) +
    ellipse(100, 152, 84, 20, '#f4f1ec') +
    path('M30 120L166 96V146L30 164Z', s.linear([sponge, '#2a120800'], 'v')) +
    path('M30 120L166 96V146L30 164Z', sponge) +
    path('M30 134L166 112V120L30 142Z', cream) +
    path('M30 150L166 130V136L30 156Z', cream) +
    path('M30 120L120 70L166 96Z', cream) +
    path('M30 120L166 96v6q-6 8 -12 2q-8 10 -16 2q-8 8 -14 0q-10 10 -18 2q-8 8 -16 0q-8 8 -16 0q-8 8 -16 2q-8 6 -14 0q-8 8 -16 2q-6 4 -12 2z', topping === '#c62828' ? '#5a2d17' : cream) +
    circle(128, 78, 11, topping) +
    ellipse(124, 74, 3, 2, '#fff', ' opacity=".5"') +
    stroke('M128 67q4 -12 14 -14', '#3f8f3a', 2.4);
}

export function brownie(s: Svg): string {
  return (
    shadow(100, 160, 70) +
    ellipse(100, 148, 80, 20, '#ffffff') +
    path('M40 110L104 86L160 104V134L96 158L40 140Z', '#4a2414') +
    path('M40 110L104 86L160 104L96 128Z', s.radial(['#7a3f22', '#4a2414'])) +
    path('M96 128V158L160 134V104Z', '#3a1a0d') +
    circle(104, 88, 20, '#fff8ec') +
    circle(100, 76, 18, '#fffaf2') +
    stroke('M84 72q10 10 30 -2', '#5a2d17', 4)
  );
}

export function iceCream(scoops: readonly string[]) {
  return (s: Svg): string => {
    const balls = scoops.map((c, i) => circle(72 + i * 28, 84 - (i % 2) * 10, 26, c) + ellipse(66 + i * 28, 76 - (i % 2) * 10, 8, 4, '#fff', ' opacity=".35"')).join('');
    return shadow(100, 166, 56) + path('M46 100h108l-14 64h-80z', s.linear(['#f06292', '#c2185b'], 'h')) + balls + ellipse(100, 100, 56, 8, '#ad1457', ' opacity=".5"') + dots('sprinkle', 10, 100, 74, 46, 14, '#fff176', 1.8) + rect(132, 40, 6, 40, 3, '#d9a35a', ' transform="rotate(24 135 60)"');
  };
}

export function croissant(s: Svg): string {
  const seg = (x: number, y: number, r: number): string => ellipse(x, y, r, r * 0.8, s.radial(['#f6c46e', '#c27a28']));
  return plate(100, 128, 84, 36) + seg(56, 118, 18) + seg(144, 118, 18) + seg(76, 106, 24) + seg(124, 106, 24) + seg(100, 100, 28) + stroke('M86 88q14 18 28 0', '#a9621f', 2);
}

export function muffin(s: Svg): string {
  return shadow(100, 166, 48) + path('M58 104h84l-10 60h-64z', s.linear(['#e57373', '#c62828'], 'h')) + [66, 78, 90, 102, 114, 126].map((x) => stroke(`M${x} 108l2 54`, '#b71c1c', 2)).join('') + path('M50 108q-4 -56 50 -58q54 2 50 58z', s.radial(['#a5673f', '#6d3a1d'])) + dots('muffin-chips', 10, 100, 84, 36, 20, '#3a1a0d', 3.4);
}

export function cookies(s: Svg): string {
  const c = (x: number, y: number): string => ellipse(x, y + 3, 34, 14, '#b8742e') + ellipse(x, y, 34, 14, s.radial(['#e9b46a', '#c98a3e'])) + dots(`ck${x}`, 6, x, y, 24, 8, '#4a2414', 3);
  return plate(100, 128, 84, 36) + c(80, 126) + c(118, 114) + c(96, 100);
}
