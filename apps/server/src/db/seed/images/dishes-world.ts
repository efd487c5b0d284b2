import { BOWLS, bowl, dots, grains, innerEllipse, plate, scatter, steam } from './containers';
import { circle, ellipse, group, leaf, n, path, rect, shadow, stroke, type Svg } from './svg';

/** Pizza, burgers, fried chicken, Chinese and bowls. */

export function pizza(kind: 'margherita' | 'veggie' | 'pepperoni' | 'paneer') {
  return (s: Svg): string => {
    const spots = scatter(`pizza-${kind}`, 9, 100, 100, 48, 48);
    const toppings = spots
      .map(([x, y, a], i) => {
        switch (kind) {
          case 'margherita':
            return i % 2 === 0 ? circle(x, y, 10, '#fff6dc', ' opacity=".95"') : leaf(x, y, 14, a, '#2f8a3a');
          case 'veggie':
            return (i % 3 === 0 ? stroke(`M${n(x - 7)} ${n(y)}a7 7 0 0 1 14 0`, '#2e8b3e', 3.5) : '') + circle(x + 6, y + 8, 3.5, i % 2 ? '#2a2a2a' : '#f6c21c') + (i % 3 === 1 ? stroke(`M${n(x - 6)} ${n(y - 6)}q6 6 12 0`, '#9b3d8f', 2.5) : '');
          case 'pepperoni':
            return circle(x, y, 10, '#b8322a') + circle(x - 3, y - 2, 2, '#8e2119');
          case 'paneer':
            return rect(x - 6, y - 6, 12, 12, 2, '#fbefd2', ` stroke="#e07b22" stroke-width="2" transform="rotate(${n(a)} ${n(x)} ${n(y)})"`) + circle(x + 10, y + 6, 3, '#2e8b3e');
        }
      })
      .join('');
    const slices = [0, 60, 120].map((a) => stroke('M100 22V178', '#e8b566', 2, ` transform="rotate(${a} 100 100)" opacity=".8"`)).join('');
    return (
      ellipse(104, 108, 84, 84, '#3b2314', ' opacity=".14"') +
      circle(100, 100, 82, s.radial(['#f2c27a', '#c9822f'], 0.5, 0.5, 0.55)) +
      circle(100, 100, 68, '#cf3e22') +
      circle(100, 100, 64, s.radial(['#ffe39a', '#f6c351'], 0.45, 0.4, 0.7)) +
      dots(`pizza-${kind}-sauce`, 7, 100, 100, 52, 52, '#d9542c', 5) +
      toppings +
      slices
    );
  };
}

export function burger(kind: 'veg' | 'chicken' | 'double' | 'paneer') {
  return (s: Svg): string => {
    const patty = kind === 'veg' ? '#b8692e' : kind === 'paneer' ? '#e9b25c' : kind === 'chicken' ? '#d08a32' : '#6b3a1f';
    const extraPatty = kind === 'double' ? rect(44, 126, 112, 14, 7, patty) + path('M46 124h108l-8 7l-10 -5l-12 7l-12 -6l-14 7l-12 -6l-12 6l-10 -5z', '#f6c21c') : '';
    const seeds = scatter(`burger-${kind}`, 9, 100, 68, 38, 12).map(([x, y, a]) => ellipse(x, y, 3, 1.4, '#fff3d6', ` transform="rotate(${n(a / 4)} ${n(x)} ${n(y)})"`)).join('');
    return (
      shadow(100, 168, 68) +
      rect(40, 140, 120, 24, 12, s.linear(['#eab063', '#c9812f'])) +
      extraPatty +
      rect(42, 112, 116, 16, 8, patty) +
      path('M44 110h112l-10 9l-10 -6l-12 8l-12 -7l-14 8l-12 -7l-12 7l-10 -6z', '#f6c21c') +
      ellipse(100, 106, 56, 6, '#d63a2a') +
      path('M36 100q8 -6 16 0t16 0t16 0t16 0t16 0t16 0t16 0t16 0v8h-128z', '#5bb04a') +
      path('M38 100C38 52 162 52 162 100Z', s.linear(['#f7c46e', '#dd8d31'])) +
      ellipse(76, 74, 16, 7, '#fff', ' opacity=".25"') +
      seeds
    );
  };
}

export function fries(s: Svg): string {
  const sticks = [58, 70, 82, 94, 106, 118, 130, 142]
    .map((x, i) => rect(x - 5, 42 + (i % 3) * 8, 11, 70, 3, s.linear(['#ffd54f', '#f2a922']), ` transform="rotate(${(i - 3.5) * 4} ${x} 110)"`))
    .join('');
  return shadow(100, 170, 52) + sticks + path('M50 96h100l-12 72h-76z', s.linear(['#e53935', '#b71c1c'])) + path('M50 96q50 18 100 0', '#c62828') + circle(100, 134, 13, '#ffd54f') + circle(100, 134, 9, '#e53935');
}

export function sandwich(s: Svg): string {
  const tri = (dx: number): string =>
    `<g transform="translate(${dx} 0)">` +
    path('M20 150L80 60L140 150Z', s.linear(['#f5deb0', '#e4bf7e'])) +
    path('M30 148L80 74L130 148Z', '#fff8e6') +
    path('M34 140L80 86L126 140Z', '#5bb04a') +
    path('M40 136L80 92L120 136Z', '#f2c94c') +
    path('M46 132L80 100L114 132Z', '#e0573a') +
    '</g>';
  return shadow(100, 164, 76) + tri(-4) + tri(46);
}

/** Kathi rolls: two paper-banded wraps with the cut end showing the filling. */
export function roll(filling: string) {
  return (s: Svg): string => {
    const one = (y: number): string =>
      rect(34, y, 124, 36, 18, s.linear(['#f6dcaa', '#d7a35a'])) +
      dots(`roll-${filling}-${y}`, 7, 90, y + 18, 44, 12, '#b9803c', 1.8) +
      rect(64, y - 1, 34, 38, 0, '#ffffff') +
      rect(64, y + 10, 34, 8, 0, '#e53935') +
      ellipse(158, y + 18, 11, 18, '#e9c487') +
      ellipse(159, y + 18, 8, 14, filling) +
      dots(`roll-g-${filling}-${y}`, 4, 159, y + 18, 5, 10, '#5bb04a', 2.2);
    return shadow(100, 160, 74) + group('rotate(-10 100 110)', one(76) + one(116));
  };
}

/** A bucket of fried chicken, drumsticks on a plate, glazed wings or popcorn chicken. */
export function friedChicken(kind: 'bucket' | 'drumsticks' | 'wings' | 'popcorn') {
  return (s: Svg): string => {
    const crispy = s.radial(['#f3b651', '#b8661c'], 0.4, 0.35, 0.75);
    // A drumstick with its bone pointing down (rotate to point it elsewhere).
    const stick = (x: number, y: number, a: number): string =>
      group(
        `translate(${n(x)} ${n(y)}) rotate(${n(a)})`,
        rect(-4, 12, 8, 22, 3, '#f6ead2') +
          circle(-4, 36, 5, '#f6ead2') +
          circle(4, 36, 5, '#f6ead2') +
          path('M0 -30C22 -30 26 -4 12 12L6 20H-6L-12 12C-26 -4 -22 -30 0 -30Z', crispy) +
          dots(`crumb${x}${y}`, 9, 0, -8, 13, 15, '#dc8f30', 2.4),
      );
    const wing = (x: number, y: number, a: number): string =>
      group(
        `translate(${n(x)} ${n(y)}) rotate(${n(a)})`,
        path('M-24 6C-28 -12 -8 -18 0 -6C8 -20 30 -12 24 4C20 18 -20 20 -24 6Z', s.radial(['#ef6a3a', '#a8281a'])) +
          ellipse(-8, -4, 7, 3, '#fff', ' opacity=".35"'),
      );
    switch (kind) {
      case 'bucket': {
        const stripes = [0, 1, 2].map((i) => path(`M${62 + i * 28} 98h12l-1.5 68h-9z`, '#ffffff')).join('');
        return shadow(100, 170, 56) + stick(72, 76, 150) + stick(128, 76, -150) + stick(100, 64, 180) + path('M44 92h112l-12 76h-88z', '#d32f2f') + stripes + rect(40, 86, 120, 14, 3, '#b71c1c') + ellipse(100, 132, 20, 14, '#ffffff') + ellipse(100, 132, 14, 9, '#d32f2f');
      }
      case 'drumsticks':
        return plate(100, 126, 88, 38) + stick(70, 112, 70) + stick(130, 110, -70) + stick(100, 118, 0);
      case 'wings':
        return plate(100, 126, 88, 38) + wing(72, 116, -15) + wing(124, 108, 20) + wing(104, 132, 5) + dots('sesame', 14, 100, 116, 44, 16, '#fff3d6', 1.4) + circle(150, 142, 11, '#fff8ec') + leaf(46, 136, 12, -20, '#5bb04a');
      case 'popcorn':
        return bowl(s, { body: ['#d32f2f', '#9a1b1b'], rim: '#f5f5f5' }) + innerEllipse('#e8a33c') + dots('popcorn', 16, 100, 88, 50, 18, '#c9751f', 9) + dots('popcorn2', 12, 100, 84, 46, 16, '#f2b75a', 6);
    }
  };
}

/** Hakka or schezwan noodles with chopsticks. */
export function noodles(sauce: string, tint: string) {
  return (s: Svg): string => {
    const strands = [0, 1, 2, 3, 4, 5, 6]
      .map((i) => stroke(`M${44 + i * 3} ${84 + i * 3}q12 -16 24 0t24 0t24 0t24 0`, tint, 4.5, ` transform="rotate(${(i - 3) * 3} 100 92)"`))
      .join('');
    return (
      bowl(s, BOWLS.black) +
      innerEllipse(sauce) +
      strands +
      dots(`noodle-carrot${tint}`, 6, 100, 92, 44, 10, '#f08a24', 2.8) +
      dots(`noodle-onion${tint}`, 8, 100, 90, 44, 10, '#5bb04a', 2.5) +
      stroke('M120 30L160 112', '#8d5a2b', 5) +
      stroke('M134 26L166 110', '#a86b35', 5) +
      steam(88, 58)
    );
  };
}

export function friedRice(s: Svg): string {
  return (
    bowl(s, BOWLS.white) +
    innerEllipse('#e8c47d') +
    path('M40 100C50 62 150 62 160 100Z', s.linear(['#f6dca0', '#e0b465'])) +
    grains('fr-rice', 40, 100, 86, 52, 12, '#fff3d6', 4) +
    dots('fr-carrot', 8, 100, 84, 44, 10, '#f08a24', 2.6) +
    dots('fr-peas', 8, 100, 84, 44, 10, '#5bb04a', 2.6) +
    dots('fr-egg', 5, 100, 82, 40, 10, '#f9d65c', 3.2) +
    steam(100, 56)
  );
}

export function manchurian(s: Svg): string {
  return bowl(s, BOWLS.white) + innerEllipse('#6b2a14') + dots('manch', 7, 100, 92, 46, 12, '#8e3d1b', 11) + dots('manch-hl', 7, 96, 88, 46, 12, '#b2582c', 4) + dots('manch-onion', 10, 100, 92, 50, 14, '#6cc25a', 2.4) + steam(100, 58);
}

export function momos(s: Svg): string {
  const momo = (x: number, y: number): string =>
    path(`M${x - 20} ${y + 8}q0 -26 20 -30q20 4 20 30q-20 8 -40 0z`, s.radial(['#ffffff', '#ebe4d6'])) +
    stroke(`M${x - 10} ${y - 10}l10 -12l10 12M${x} ${y - 22}v10`, '#d8cfbe', 1.6);
  return (
    shadow(100, 164, 76) +
    ellipse(100, 124, 80, 38, '#c9a36a') +
    ellipse(100, 118, 80, 38, '#e2c28e') +
    ellipse(100, 118, 70, 32, '#d7b47c') +
    momo(70, 116) + momo(108, 108) + momo(134, 124) + momo(92, 132) +
    circle(150, 92, 12, '#d63a2a')
  );
}

export function springRoll(s: Svg): string {
  const r = (y: number, a: number): string =>
    rect(46, y, 108, 24, 12, s.linear(['#f2c066', '#cf8a32']), ` transform="rotate(${a} 100 ${y + 12})"`) +
    stroke(`M60 ${y + 6}h80`, '#b7742a', 1.5, ` transform="rotate(${a} 100 ${y + 12})" opacity=".6"`);
  return plate(100, 124, 88, 38) + r(98, -12) + r(116, 6) + circle(150, 144, 11, '#d63a2a');
}

export function soup(color: readonly [string, string], bits: string) {
  return (s: Svg): string =>
    bowl(s, BOWLS.white) +
    innerEllipse(s.radial(color, 0.4, 0.4, 0.8)) +
    dots(`soup-${bits}`, 12, 100, 97, 48, 12, bits, 2.4) +
    leaf(96, 94, 10, -20) +
    stroke('M128 80l40 -40', '#c8ccd1', 7) +
    ellipse(124, 90, 12, 6, '#dfe3e8') +
    steam(92, 62);
}

export function pasta(sauce: string, tube: string) {
  return (_s: Svg): string => {
    const penne = scatter(`pasta-${sauce}`, 14, 100, 112, 48, 18)
      .map(([x, y, a]) => rect(x - 9, y - 4, 18, 8, 2, tube, ` transform="rotate(${n(a)} ${n(x)} ${n(y)})" stroke="${sauce}" stroke-width="1.2"`))
      .join('');
    return plate(100, 124, 88, 40) + ellipse(100, 114, 58, 24, sauce) + penne + leaf(96, 98, 12, -30) + leaf(112, 100, 10, 30) + dots(`parm-${sauce}`, 10, 100, 108, 40, 14, '#fffbe8', 1.6);
  };
}

export function garlicBread(s: Svg): string {
  const slice = (x: number, y: number, a: number): string =>
    `<g transform="translate(${x} ${y}) rotate(${a})">` +
    path('M-30 -14q30 -10 60 0v26q-30 10 -60 0z', s.linear(['#f7d58c', '#d9953e'])) +
    path('M-26 -10q26 -8 52 0v8q-26 8 -52 0z', '#fff1c4') +
    dots(`gb${x}`, 8, 0, -6, 22, 4, '#4f9a3a', 1.6) +
    '</g>';
  return plate(100, 124, 88, 38) + slice(72, 116, -14) + slice(106, 110, 8) + slice(136, 122, -4);
}

/** Salad, grain and smoothie bowls for the healthy store. */
export function healthyBowl(kind: 'salad' | 'grain' | 'smoothie' | 'sprouts') {
  return (s: Svg): string => {
    const base = bowl(s, BOWLS.teal);
    switch (kind) {
      case 'salad':
        return base + innerEllipse('#4f9a3a') + scatter('salad-l', 12, 100, 92, 52, 14).map(([x, y, a]) => leaf(x, y, 18, a, a > 90 ? '#6cc25a' : '#3f8f3a')).join('') + dots('salad-t', 5, 100, 94, 46, 12, '#e53935', 6) + dots('salad-c', 4, 100, 94, 46, 12, '#d9f0c0', 6) + dots('salad-o', 5, 100, 92, 46, 12, '#2a2a2a', 2.4);
      case 'grain':
        return base + innerEllipse('#f1e3c2') + ellipse(76, 94, 20, 9, '#e9d28f') + grains('quinoa', 18, 76, 94, 16, 6, '#fff8e0', 2) + ellipse(102, 88, 17, 8, '#7cb342') + dots('chick', 7, 126, 96, 14, 6, '#d9a35a', 3.2) + ellipse(104, 104, 12, 6, '#fffaf0') + circle(104, 104, 4.5, '#f6b92b') + leaf(90, 102, 12, 10, '#2e7d32');
      case 'smoothie':
        return base + innerEllipse(s.radial(['#d46ca8', '#9c2f6f'])) + dots('sb-banana', 5, 90, 92, 30, 8, '#fff3c4', 6) + dots('sb-berry', 6, 112, 94, 34, 10, '#3b2a6b', 4) + grains('sb-granola', 12, 120, 88, 18, 6, '#d9a35a', 3.4) + leaf(98, 84, 12, -40, '#43a047');
      case 'sprouts':
        return base + innerEllipse('#c5d98a') + dots('sprout', 24, 100, 94, 54, 14, '#8bc34a', 3.6) + dots('sprout-t', 8, 100, 94, 50, 12, '#e53935', 3) + dots('sprout-o', 8, 100, 94, 50, 12, '#b05a9c', 2.4) + ellipse(136, 88, 8, 5, '#f4d03f');
    }
  };
}
