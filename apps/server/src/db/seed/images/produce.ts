import { dots } from './containers';
import { circle, ellipse, group, leaf, n, path, rect, shadow, stroke, type Svg } from './svg';

/** Fresh fruit and vegetables, drawn loose on the backdrop in little groups. */

const at = (x: number, y: number, a: number, scale: number, body: string): string =>
  group(`translate(${n(x)} ${n(y)}) rotate(${n(a)}) scale(${n(scale)})`, body);

export function apples(s: Svg): string {
  const apple = path('M0 -26C14 -36 36 -28 36 -2C36 24 18 36 0 30C-18 36 -36 24 -36 -2C-36 -28 -14 -36 0 -26Z', s.radial(['#ff6b5b', '#b71c1c'], 0.35, 0.3, 0.8)) + stroke('M0 -26q2 -12 8 -16', '#6d3a1d', 3.5) + leaf(4, -34, 18, -30, '#4caf50') + ellipse(-16, -12, 7, 4, '#fff', ' opacity=".35"');
  return shadow(100, 160, 70) + at(66, 118, -8, 0.95, apple) + at(136, 120, 10, 0.9, apple) + at(100, 104, 0, 1.05, apple);
}

export function bananas(s: Svg): string {
  const banana = (dy: number, a: number): string =>
    at(100, 108 + dy, a, 1, path('M-62 -14Q0 44 62 -14Q60 2 54 8Q0 46 -56 4Q-62 -4 -62 -14Z', s.linear(['#ffe066', '#f2b705'])) + ellipse(-60, -12, 4, 5, '#5a3d1a') + ellipse(60, -12, 4, 5, '#6b8e23'));
  return shadow(100, 158, 70) + banana(-14, -6) + banana(0, 0) + banana(14, 6) + rect(56, 84, 16, 14, 4, '#7a9a2e', ' transform="rotate(-30 64 91)"');
}

export function citrus(fill: readonly [string, string], inner: string) {
  return (s: Svg): string => {
    const whole = (x: number, y: number, r: number): string => circle(x, y, r, s.radial(fill, 0.35, 0.3, 0.8)) + dots(`pore${x}${fill[0]}`, 10, x, y, r * 0.7, r * 0.7, '#ffffff', 0.9, ' opacity=".3"') + leaf(x + 2, y - r + 2, 16, -40, '#4caf50');
    const half = circle(128, 124, 30, fill[1]) + circle(128, 124, 26, '#fff8e1') + circle(128, 124, 23, inner) + [0, 45, 90, 135].map((a) => stroke('M128 101V147', '#fff8e1', 2, ` transform="rotate(${a} 128 124)"`)).join('');
    return shadow(100, 160, 70) + whole(72, 110, 36) + whole(140, 84, 26) + half;
  };
}

export function grapes(color: readonly [string, string]) {
  return (s: Svg): string => {
    const rows = [[5, 46], [4, 62], [4, 78], [3, 94], [2, 110], [1, 124]] as const;
    const skin = s.radial([color[0], color[1]], 0.35, 0.3, 0.8);
    const berries = rows
      .flatMap(([count, y]) => Array.from({ length: count }, (_, i) => circle(100 + (i - (count - 1) / 2) * 19, y + 14, 12, skin)))
      .join('');
    return shadow(100, 162, 50) + stroke('M100 44q2 -14 14 -20', '#6d4c2a', 4) + leaf(104, 36, 34, -20, '#5a9e3a') + berries;
  };
}

export function mangoes(s: Svg): string {
  const mango = path('M-40 -2C-40 -26 0 -30 30 -18C48 -10 46 16 24 24C0 32 -40 24 -40 -2Z', s.linear(['#cddc39', '#fbc02d', '#ef6c00', '#d84315'], 'd')) + ellipse(-12, -16, 8, 5, '#fff', ' opacity=".3"');
  return shadow(100, 160, 66) + at(70, 112, -20, 1.05, mango) + at(132, 112, 15, 1, mango) + leaf(90, 92, 30, -70, '#43a047');
}

export function watermelon(s: Svg): string {
  const slice = path('M-56 0A56 56 0 0 0 56 0Z', '#2e7d32') + path('M-50 0A50 50 0 0 0 50 0Z', '#c5e1a5') + path('M-45 0A45 45 0 0 0 45 0Z', s.radial(['#ff6f6f', '#e53935'], 0.5, 0.1, 0.9)) + dots('melon-seed', 8, 0, 18, 30, 12, '#2b1a10', 2.4);
  return shadow(100, 160, 72) + circle(128, 96, 40, s.radial(['#66bb6a', '#1b5e20'])) + stroke('M100 70q28 26 0 54M128 58q14 38 0 76M156 70q-28 26 0 54', '#1b5e20', 4) + at(78, 110, -10, 1, slice);
}

export function pomegranate(s: Svg): string {
  return (
    shadow(100, 160, 64) +
    circle(80, 108, 38, s.radial(['#e53950', '#8e1a2b'], 0.35, 0.3, 0.8)) +
    path('M70 72l4 -12l6 8l6 -8l4 12z', '#8e1a2b') +
    circle(136, 124, 28, '#b3263a') +
    circle(136, 124, 24, '#fbe3d0') +
    dots('pom-seed', 22, 136, 124, 18, 18, '#d81b3c', 3.2)
  );
}

export function tomatoes(s: Svg): string {
  const tomato = circle(0, 0, 30, s.radial(['#ff6b4a', '#c62828'], 0.35, 0.3, 0.8)) + path('M0 -30l6 -6l4 8l10 -2l-8 8l-12 -2l-12 2l-8 -8l10 2l4 -8z', '#388e3c') + ellipse(-12, -10, 7, 4, '#fff', ' opacity=".35"');
  return shadow(100, 160, 70) + at(70, 118, 0, 1, tomato) + at(134, 118, 0, 0.95, tomato) + at(102, 92, 0, 0.9, tomato);
}

export function onions(s: Svg): string {
  const onion = path('M0 -40Q6 -28 24 -14Q40 4 30 20Q18 34 0 34Q-18 34 -30 20Q-40 4 -24 -14Q-6 -28 0 -40Z', s.radial(['#d486a8', '#8e2f5e'], 0.4, 0.35, 0.8)) + stroke('M-12 -16q-10 24 0 46M12 -16q10 24 0 46', '#f3c6d9', 2, ' opacity=".7"') + stroke('M-4 32l-3 8M4 32l3 8', '#c9a27a', 2);
  return shadow(100, 160, 60) + at(74, 116, -10, 1, onion) + at(130, 116, 12, 0.95, onion);
}

export function potatoes(s: Svg): string {
  const potato = ellipse(0, 0, 36, 26, s.radial(['#e8c07a', '#a9743a'], 0.4, 0.35, 0.8)) + dots(`eyes`, 5, 0, 0, 24, 16, '#8a5a2a', 1.8);
  return shadow(100, 160, 70) + at(70, 118, -10, 1, potato) + at(134, 122, 14, 0.95, potato) + at(104, 94, 4, 0.85, potato);
}

export function carrots(s: Svg): string {
  const carrot = path('M-12 -40Q0 -46 12 -40L2 44Q0 48 -2 44Z', s.linear(['#ffa040', '#e65100'], 'h')) + stroke('M-8 -20h6M-4 0h8M-6 18h5', '#c43e00', 1.6) + leaf(-2, -42, 24, -110, '#43a047') + leaf(2, -42, 24, -70, '#66bb6a');
  return shadow(100, 164, 56) + at(72, 110, -24, 1, carrot) + at(128, 110, 24, 1, carrot) + at(100, 104, 0, 1.05, carrot);
}

export function leafyGreens(color: readonly [string, string]) {
  return (s: Svg): string => {
    const blade = (a: number): string => group(`rotate(${a} 100 150)`, path('M100 150Q74 96 100 40Q126 96 100 150Z', s.linear(color, 'h')) + stroke('M100 146V52', '#d7ecc9', 2));
    return shadow(100, 166, 50) + [-38, -19, 0, 19, 38].map(blade).join('') + rect(88, 132, 24, 10, 3, '#c9a06a');
  };
}

export function capsicum(color: readonly [string, string]) {
  return (s: Svg): string => {
    const pepper = path('M-34 -18Q-36 -40 -12 -36Q0 -30 12 -36Q36 -40 34 -18Q38 20 20 36Q0 44 -20 36Q-38 20 -34 -18Z', s.radial(color, 0.35, 0.3, 0.8)) + path('M-6 -34q6 -18 16 -18', 'none', ' stroke="#2e7d32" stroke-width="6" stroke-linecap="round"') + ellipse(-16, -10, 6, 12, '#fff', ' opacity=".25"');
    return shadow(100, 160, 66) + at(76, 112, -10, 0.95, pepper) + at(132, 114, 12, 0.9, pepper);
  };
}

export function cauliflower(_s: Svg): string {
  return (
    shadow(100, 162, 66) +
    path('M40 120Q30 80 60 96Q56 60 100 84Q144 60 140 96Q170 80 160 120Q100 160 40 120Z', '#43a047') +
    dots('cauli', 14, 100, 96, 40, 24, '#fff8e1', 14) +
    dots('cauli-shade', 12, 100, 100, 40, 22, '#f0e6c8', 5)
  );
}

export function cucumbers(s: Svg): string {
  const cuke = rect(-60, -14, 120, 28, 14, s.linear(['#4caf50', '#1b5e20'])) + dots('cuke', 10, 0, 0, 50, 8, '#a5d6a7', 1.4);
  return shadow(100, 160, 70) + at(96, 100, -18, 1, cuke) + at(100, 124, -8, 1, cuke) + circle(150, 140, 18, '#2e7d32') + circle(150, 140, 15, '#dcedc8') + dots('cuke-s', 6, 150, 140, 7, 7, '#aed581', 1.6);
}

export function chillies(s: Svg): string {
  const chilli = (y: number, a: number, c: string): string => at(100, y, a, 1, path('M-60 0Q-10 -12 50 6Q60 10 54 14Q-10 18 -60 6Z', c) + stroke('M-60 3q-10 -2 -12 -10', '#2e7d32', 4));
  return shadow(100, 156, 66) + chilli(96, -8, s.linear(['#66bb6a', '#2e7d32'])) + chilli(114, 4, s.linear(['#7cc576', '#388e3c'])) + chilli(132, -2, s.linear(['#ef5350', '#b71c1c']));
}

export function garlic(s: Svg): string {
  const bulb = path('M0 -40Q4 -24 26 -10Q40 8 26 24Q12 34 0 32Q-12 34 -26 24Q-40 8 -26 -10Q-4 -24 0 -40Z', s.radial(['#ffffff', '#e6dccb'], 0.4, 0.35, 0.8)) + stroke('M-12 -14q-8 22 0 44M0 -28v58M12 -14q8 22 0 44', '#d8cbb3', 2);
  return shadow(100, 160, 60) + at(80, 114, -8, 1, bulb) + at(136, 126, 10, 0.7, bulb) + path('M126 80q14 -10 26 0q4 14 -8 22q-18 2 -18 -22z', '#d7a86e');
}

export function brinjal(s: Svg): string {
  const b = path('M-8 -30Q24 -30 34 10Q40 40 10 40Q-24 40 -26 10Q-28 -20 -8 -30Z', s.radial(['#8e5bb5', '#3f1d5e'], 0.35, 0.3, 0.8)) + path('M-16 -30q12 -14 28 0q-8 10 -14 4q-6 6 -14 -4z', '#4caf50') + stroke('M-2 -38v-12', '#4caf50', 5) + ellipse(-10, -4, 5, 12, '#fff', ' opacity=".25"');
  return shadow(100, 162, 60) + at(78, 110, -16, 1, b) + at(132, 116, 18, 0.9, b);
}

export function beans(s: Svg): string {
  const pod = (y: number, a: number): string => at(100, y, a, 1, path('M-60 0Q0 -16 60 0Q0 10 -60 0Z', s.linear(['#8bc34a', '#558b2f'])) + stroke('M-44 -2h6M-14 -4h6M16 -4h6', '#aed581', 2));
  return shadow(100, 154, 66) + pod(90, -14) + pod(104, -4) + pod(118, 6) + pod(132, -8);
}

export function cabbage(s: Svg): string {
  return shadow(100, 160, 62) + circle(100, 104, 52, s.radial(['#c5e1a5', '#558b2f'], 0.4, 0.35, 0.8)) + stroke('M100 60v90M70 70q16 34 4 76M130 70q-16 34 -4 76', '#e8f5e9', 3) + path('M48 110q-6 -40 30 -56q-26 30 -30 56z', '#7cb342');
}
