import { BOWLS, bananaLeaf, bowl, dots, grains, innerEllipse, plate, steam } from './containers';
import { circle, ellipse, leaf, n, path, rect, stroke, type Svg } from './svg';

/** Thalis, South Indian tiffin, breads, rice and tandoor plates. */

const katori = (x: number, y: number, fill: string, extra = ''): string =>
  circle(x, y + 2, 21, '#9aa3ad') + circle(x, y, 21, '#dfe4e9') + circle(x, y, 17, fill) + extra;

export function thali(variant: 'north' | 'gujarati' | 'mini') {
  return (s: Svg): string => {
    const bowls =
      variant === 'gujarati'
        ? [['#f2c230', ''], ['#e58a2e', ''], ['#fbf6ea', ''], ['#7fb446', ''], ['#f0a04b', '']]
        : [['#f0b429', ''], ['#d9531e', ''], ['#fbf6ea', ''], ['#5e9e3a', ''], ['#8a3d1a', circle(0, 0, 0, 'none')]];
    const spots: Array<[number, number]> = [[52, 70], [90, 50], [132, 56], [158, 92], [56, 116]];
    const count = variant === 'mini' ? 3 : 5;
    const katoris = spots
      .slice(0, count)
      .map(([x, y], i) => katori(x, y, bowls[i]?.[0] ?? '#f0b429'))
      .join('');
    const jamun = variant === 'mini' ? '' : circle(152, 88, 6, '#6b2d12') + circle(163, 96, 6, '#7a3516');
    return (
      ellipse(104, 112, 92, 88, '#3b2314', ' opacity=".12"') +
      circle(100, 104, 90, s.radial(['#f6f8fa', '#b9c1c9'], 0.4, 0.35, 0.75)) +
      circle(100, 104, 76, '#e3e8ec') +
      katoris +
      jamun +
      path('M88 120q22 -26 50 -4q10 20 -10 30q-30 10 -40 -26z', '#fffdf7') +
      grains('thali-rice', 22, 114, 126, 20, 12, '#efe8d8', 3) +
      circle(78, 150, 24, '#e9c48a') +
      circle(70, 143, 24, '#efd09a') +
      dots('thali-roti', 9, 70, 143, 17, 17, '#b9823f', 1.8) +
      circle(140, 140, 17, '#f6e6a8') +
      dots('thali-papad', 10, 140, 140, 13, 13, '#d8b863', 1.3) +
      ellipse(106, 156, 9, 6, '#c0392b')
    );
  };
}

export function bananaMeal(s: Svg): string {
  const heaps: Array<[number, number, string]> = [[60, 96, '#f2c230'], [86, 86, '#5e9e3a'], [114, 84, '#e58a2e'], [140, 88, '#fbf6ea']];
  return (
    bananaLeaf(100, 120) +
    path('M70 130q30 -30 64 -2q4 18 -30 20q-30 0 -34 -18z', s.linear(['#ffffff', '#ece5d6'])) +
    grains('meal-rice', 20, 102, 128, 26, 8, '#e6dcc4', 3) +
    heaps.map(([x, y, c]) => ellipse(x, y, 12, 7, c)).join('') +
    circle(150, 124, 14, '#f6e6a8') +
    dots('meal-papad', 8, 150, 124, 10, 10, '#d8b863', 1.2) +
    ellipse(118, 134, 12, 5, '#c98a2a', ' opacity=".8"')
  );
}

/** Dosa: a long golden crepe roll with sambar and chutney. */
export function dosa(kind: 'masala' | 'ghee' | 'onion') {
  return (s: Svg): string => {
    const body = s.linear(kind === 'ghee' ? ['#f4b64a', '#c76f1c'] : ['#f0c068', '#c98430'], 'v');
    const filling = kind === 'masala' ? ellipse(158, 104, 10, 13, '#f2c94c') : kind === 'onion' ? dots('dosa-onion', 6, 100, 104, 50, 6, '#a23b72', 2.4) : '';
    return (
      plate(100, 124, 90, 40) +
      path('M28 112q70 -28 146 -18q10 12 -2 24q-76 10 -144 6q-6 -6 0 -12z', body) +
      stroke('M40 112q60 -18 120 -12', '#a8611e', 2, ' opacity=".5"') +
      stroke('M52 120q60 -12 110 -8', '#a8611e', 1.6, ' opacity=".4"') +
      ellipse(166, 106, 9, 12, '#b46a22') +
      filling +
      circle(62, 146, 13, '#dfe4e9') +
      circle(62, 146, 10, '#f7f4ea') +
      circle(90, 152, 13, '#dfe4e9') +
      circle(90, 152, 10, '#d9541e') +
      dots('dosa-sambar', 4, 90, 152, 6, 6, '#f2c94c', 1.6)
    );
  };
}

export function idli(s: Svg): string {
  const idlis: Array<[number, number]> = [[72, 110], [108, 102], [128, 124]];
  return (
    bananaLeaf(100, 122) +
    idlis.map(([x, y]) => ellipse(x, y + 6, 24, 11, '#d9d2c1') + ellipse(x, y, 24, 12, s.radial(['#ffffff', '#ece6d6']))).join('') +
    circle(64, 140, 12, '#f7f4ea') +
    leaf(60, 138, 6, 10) +
    circle(152, 98, 12, '#d9541e')
  );
}

export function vada(s: Svg): string {
  const ring = (x: number, y: number): string =>
    ellipse(x, y + 4, 27, 14, '#7a3d12') + ellipse(x, y, 27, 14, s.radial(['#e2963c', '#a9581b'])) + ellipse(x, y - 1, 7, 3.5, '#f4efe6');
  return plate(100, 122, 84, 38) + ring(72, 116) + ring(124, 112) + ring(100, 130) + circle(150, 138, 11, '#f7f4ea');
}

export function uttapam(s: Svg): string {
  return (
    plate(100, 122, 86, 40) +
    ellipse(100, 116, 64, 28, s.radial(['#f6e3b0', '#d9a95a'])) +
    dots('uttapam-onion', 10, 100, 114, 48, 18, '#a23b72', 2.5) +
    dots('uttapam-tomato', 8, 100, 114, 48, 18, '#d9412b', 2.8) +
    dots('uttapam-chilli', 8, 100, 114, 48, 18, '#3f9b3a', 2)
  );
}

export function appam(s: Svg): string {
  return (
    plate(100, 122, 86, 40) +
    ellipse(100, 114, 66, 30, s.radial(['#fffdf6', '#f2e2bd', '#cf9a4e'], 0.5, 0.5, 0.55)) +
    ellipse(100, 114, 26, 12, '#fffaf0') +
    circle(150, 140, 12, '#dfe4e9') +
    circle(150, 140, 9, '#f2c28a')
  );
}

/** Flatbreads: naan (teardrop), roti (round) and layered parotta. */
export function bread(kind: 'naan' | 'roti' | 'parotta') {
  return (s: Svg): string => {
    const base = plate(100, 124, 86, 38);
    if (kind === 'naan') {
      return base + path('M42 120q10 -44 76 -44q52 4 44 40q-10 30 -66 26q-56 -4 -54 -22z', s.radial(['#f8e2b0', '#dcaa5c'])) + dots('naan-char', 12, 100, 112, 46, 18, '#9a5a22', 2.4) + stroke('M70 104q20 -6 40 2', '#fff3cf', 3);
    }
    if (kind === 'roti') {
      return base + ellipse(96, 124, 58, 24, '#d9aa62') + ellipse(104, 114, 58, 24, s.radial(['#f2d49c', '#d6a456'])) + dots('roti-char', 10, 104, 114, 44, 16, '#a8672b', 2.2);
    }
    const rings = [50, 40, 30, 20, 10].map((r) => ellipse(100, 114, r + 8, (r + 8) * 0.42, 'none', ' stroke="#c78a3c" stroke-width="2.2"')).join('');
    return base + ellipse(100, 114, 62, 26, s.radial(['#f6dca3', '#d99e4f'])) + rings;
  };
}

/** Plain, jeera, curd or lemon rice in a bowl. */
export function riceBowl(name: string, grain: string, bits: string) {
  return (s: Svg): string =>
    bowl(s, BOWLS.white) +
    innerEllipse(grain) +
    path('M40 100C50 62 150 62 160 100Z', s.linear(['#fffdf5', grain])) +
    grains(`${name}-g`, 40, 100, 86, 52, 12, '#fffaf0', 4) +
    (bits ? dots(`${name}-b`, 12, 100, 84, 44, 10, bits, 1.8) : '') +
    leaf(110, 70, 11, -20) +
    steam(100, 56);
}

/** Tandoor plates: chicken pieces, seekh skewers or paneer tikka. */
export function tandoor(kind: 'chicken' | 'seekh' | 'paneer-tikka' | 'fish-fry' | 'chilli') {
  return (s: Svg): string => {
    const onions = [60, 74].map((x) => ellipse(x, 146, 9, 5, 'none', ' stroke="#b05a9c" stroke-width="2.5"')).join('') + path('M138 140l16 -10l4 14z', '#f4d03f');
    const base = plate(100, 122, 88, 40);
    switch (kind) {
      case 'chicken':
        return base + [[72, 112, -20], [112, 104, 15], [132, 126, -35]].map(([x = 0, y = 0, a = 0]) => group(x, y, a, path('M-26 0q0 -16 20 -18q24 -2 30 10q4 12 -14 16q-24 6 -36 -8z', s.radial(['#e4572e', '#9c2a12'])) + rect(20, -6, 14, 7, 3, '#f5e6cc'))).join('') + onions;
      case 'seekh':
        return base + [108, 126].map((y) => stroke(`M30 ${y - 8}L170 ${y - 24}`, '#8a8f96', 3) + stroke(`M46 ${y - 10}L152 ${y - 22}`, '#8b3e1a', 13) + dots(`seekh${y}`, 6, 100, y - 16, 44, 2, '#5a2a10', 1.6)).join('') + onions;
      case 'paneer-tikka':
        return base + stroke('M30 120L170 96', '#8a8f96', 3) + [0, 1, 2, 3, 4].map((i) => rect(44 + i * 24, 100 - i * 4, 18, 18, 3, i % 2 === 0 ? '#f7e0b0' : i === 1 ? '#4e9a3a' : '#c0392b', ' stroke="#d9822b" stroke-width="2"')).join('') + onions;
      case 'fish-fry':
        return base + path('M40 118q30 -30 90 -20l24 -14v40l-24 -12q-60 14 -90 6z', s.radial(['#e59a3a', '#b4561f'])) + dots('fish-crumb', 12, 92, 112, 40, 8, '#f2c069', 1.8) + circle(58, 108, 3, '#3a2210') + onions;
      case 'chilli':
        return base + dots('chilli-c', 9, 100, 114, 46, 16, '#8c3217', 10) + dots('chilli-g', 8, 100, 110, 46, 16, '#3f9b3a', 3.5) + dots('chilli-o', 6, 100, 112, 46, 16, '#e7d8f0', 3) + steam(100, 82);
    }
  };
}

function group(x: number, y: number, angle: number, body: string): string {
  return `<g transform="translate(${n(x)} ${n(y)}) rotate(${n(angle)})">${body}</g>`;
}

export function samosa(s: Svg): string {
  const tri = (x: number, y: number, a: number): string =>
    group(x, y, a, path('M-28 16L0 -30L28 16Q0 24 -28 16Z', s.linear(['#f1c26a', '#c9802c'])) + stroke('M-24 14Q0 20 24 14', '#a9611f', 2) + dots(`sam${x}`, 5, 0, 0, 12, 10, '#e2a552', 1.5));
  return plate(100, 126, 86, 38) + tri(74, 112, -12) + tri(124, 110, 14) + circle(150, 146, 11, '#3f8f3a') + circle(52, 146, 11, '#8a2d15');
}

export function pavBhaji(s: Svg): string {
  return (
    plate(100, 126, 90, 40) +
    ellipse(74, 120, 38, 18, s.radial(['#e2762e', '#b3481b'])) +
    dots('bhaji', 8, 74, 118, 26, 10, '#f3d34a', 2) +
    leaf(70, 112, 9, 10) +
    rect(116, 98, 50, 22, 10, s.linear(['#f3c274', '#d99440'])) +
    rect(120, 118, 48, 22, 10, s.linear(['#f0bb6b', '#d08a38'])) +
    ellipse(84, 146, 8, 4, '#f6e27a')
  );
}

/** Sweet bowls: gulab jamun in syrup, kheer / payasam with nuts. */
export function sweetBowl(kind: 'jamun' | 'kheer' | 'rasmalai') {
  return (s: Svg): string => {
    const base = bowl(s, kind === 'kheer' ? BOWLS.clay : BOWLS.white);
    if (kind === 'jamun') {
      return base + innerEllipse('#e7a04a') + [[80, 92], [104, 98], [126, 90], [98, 86]].map(([x = 0, y = 0]) => circle(x, y, 13, s.radial(['#a4481a', '#5a200b'])) + ellipse(x - 4, y - 5, 4, 2, '#fff', ' opacity=".4"')).join('');
    }
    if (kind === 'rasmalai') {
      return base + innerEllipse('#f6e7b8') + [[80, 96], [118, 94]].map(([x = 0, y = 0]) => ellipse(x, y, 18, 9, '#fffaf0')).join('') + dots('rasmalai', 10, 100, 96, 50, 12, '#6aa84f', 1.6) + dots('rasmalai-s', 6, 100, 96, 50, 12, '#e08a1e', 1.4);
    }
    return base + innerEllipse('#f8efd8') + dots('kheer-nuts', 8, 100, 96, 48, 12, '#c9a06a', 2.6) + dots('kheer-pista', 6, 100, 96, 48, 12, '#7bb05a', 1.8);
  };
}
