import { BOWLS, DEFAULT_BOWL, bowl, dots, grains, innerEllipse, scatter, steam } from './containers';
import { circle, ellipse, leaf, n, path, rect, stroke, type Svg } from './svg';

/** Curries, dals and biryani: one bowl recipe with different gravies and pieces. */

type Piece = 'paneer' | 'chicken' | 'chickpea' | 'bean' | 'egg' | 'fish' | 'mushroom' | 'kofta' | 'veg' | 'none';

interface CurryStyle {
  readonly gravy: readonly [string, string];
  readonly bowl: keyof typeof BOWLS;
  readonly piece: Piece;
  readonly cream?: boolean;
  readonly herbs?: boolean;
  readonly tadka?: boolean;
}

const SURFACE = { cx: 100, cy: 97, rx: 60, ry: 17 } as const;

function pieces(name: string, piece: Piece): string {
  const spots = scatter(name, piece === 'chickpea' || piece === 'bean' ? 16 : 6, SURFACE.cx, SURFACE.cy, SURFACE.rx * 0.8, SURFACE.ry * 0.7);
  return spots
    .map(([x, y, a]) => {
      const turn = ` transform="rotate(${n(a / 6 - 15)} ${n(x)} ${n(y)})"`;
      switch (piece) {
        case 'paneer':
          return rect(x - 8, y - 6, 16, 12, 3, '#fbf0d6', `${turn} stroke="#e7b96a" stroke-width="1.5"`);
        case 'chicken':
          return path(`M${n(x - 10)} ${n(y)}q2 -9 11 -8q10 1 9 8q-2 7 -11 7q-8 0 -9 -7z`, '#b4552b', turn) + ellipse(x - 2, y - 3, 4, 2, '#d9824a');
        case 'kofta':
          return circle(x, y, 8, '#8d4a24') + circle(x - 2, y - 3, 3, '#b86a3a');
        case 'chickpea':
          return circle(x, y, 3.6, '#d9a35a') + circle(x - 1, y - 1, 1.3, '#f0c889');
        case 'bean':
          return ellipse(x, y, 5, 3, '#6e1f1b', turn);
        case 'egg':
          return ellipse(x, y, 10, 7, '#fffaf0', turn) + circle(x, y, 4.5, '#f6b92b');
        case 'fish':
          return rect(x - 11, y - 5, 22, 10, 5, '#d77a3c', turn) + stroke(`M${n(x - 6)} ${n(y - 2)}h12`, '#f2a86a', 1.5);
        case 'mushroom':
          return path(`M${n(x - 8)} ${n(y)}a8 6 0 0 1 16 0z`, '#d8c3a5') + rect(x - 3, y - 1, 6, 6, 1, '#efe4d2');
        case 'veg':
          return rect(x - 4, y - 4, 8, 8, 2, ['#f08a24', '#5aa83c', '#f3d34a'][Math.floor(a) % 3] ?? '#5aa83c', turn);
        case 'none':
          return '';
      }
    })
    .join('');
}

export function curry(name: string, style: CurryStyle) {
  return (s: Svg): string => {
    const cream = style.cream
      ? stroke(`M${n(SURFACE.cx - 30)} ${n(SURFACE.cy - 2)}q15 -9 30 -2t30 0`, '#fff8ef', 4, ' opacity=".9"')
      : '';
    const herbs = style.herbs === false ? '' : scatter(`${name}-herb`, 5, SURFACE.cx, SURFACE.cy, 50, 12).map(([x, y, a]) => leaf(x, y, 8, a)).join('');
    const tadka = style.tadka
      ? dots(`${name}-jeera`, 12, SURFACE.cx, SURFACE.cy, 48, 12, '#5b3a1a', 1.4) + leaf(120, 92, 14, 20, '#b3261e')
      : '';
    return (
      bowl(s, BOWLS[style.bowl]) +
      innerEllipse(s.radial(style.gravy, 0.4, 0.35, 0.8)) +
      ellipse(SURFACE.cx - 22, SURFACE.cy - 6, 16, 4, '#fff', ' opacity=".22"') +
      pieces(name, style.piece) +
      cream +
      tadka +
      herbs +
      steam(100, 60)
    );
  };
}

/** Biryani in a copper handi: a saffron-streaked rice mound with a chicken leg or vegetables. */
export function biryani(name: string, topping: 'chicken' | 'mutton' | 'veg' | 'egg' | 'paneer') {
  return (s: Svg): string => {
    const g = DEFAULT_BOWL;
    const mound = `M${n(g.cx - 66)} ${n(g.top + 4)}C${n(g.cx - 60)} 52 ${n(g.cx + 60)} 52 ${n(g.cx + 66)} ${n(g.top + 4)}Z`;
    const saffron = scatter(`${name}-saffron`, 6, 100, 80, 44, 14).map(([x, y]) => ellipse(x, y, 11, 6, '#f29a1d', ' opacity=".75"')).join('');
    const onions = scatter(`${name}-onion`, 6, 100, 78, 40, 12).map(([x, y, a]) => stroke(`M${n(x)} ${n(y)}q4 -5 9 -1`, '#7a3d14', 2.2, ` transform="rotate(${n(a)} ${n(x)} ${n(y)})"`)).join('');
    const toppings: Record<typeof topping, string> = {
      chicken: path('M104 72q-6 -22 12 -30q20 -6 24 12q3 16 -18 22z', '#a94a1f') + ellipse(118, 56, 9, 7, '#c96a35') + rect(126, 38, 8, 22, 4, '#f3e4c8', ' transform="rotate(40 130 49)"'),
      mutton: circle(92, 70, 11, '#7a3a1c') + circle(118, 66, 10, '#8c4524') + circle(104, 60, 7, '#a0582f'),
      veg: scatter(`${name}-v`, 9, 100, 72, 36, 10)
        .map(([x, y, a], i) => rect(x - 4, y - 4, 8, 8, 2, ['#f08a24', '#5aa83c', '#f3d34a'][i % 3] ?? '#5aa83c', ` transform="rotate(${n(a)} ${n(x)} ${n(y)})"`))
        .join(''),
      egg: ellipse(96, 68, 12, 9, '#fffaf0') + circle(96, 68, 5.5, '#f6b92b') + ellipse(120, 72, 11, 8, '#fffaf0') + circle(120, 72, 5, '#f6b92b'),
      paneer: rect(86, 62, 15, 12, 3, '#fbf0d6', ' stroke="#e08a3a" stroke-width="2"') + rect(108, 66, 15, 12, 3, '#fbf0d6', ' stroke="#e08a3a" stroke-width="2"'),
    };
    return (
      bowl(s, BOWLS.copper) +
      innerEllipse('#f6e3b0') +
      path(mound, s.linear(['#fff4d6', '#f1d48f'])) +
      saffron +
      grains(`${name}-rice`, 46, 100, 80, 56, 18, '#fffaf0', 4.5) +
      onions +
      toppings[topping] +
      leaf(76, 74, 12, -30) +
      leaf(130, 82, 11, 200) +
      ellipse(152, 98, 9, 6, '#f4d03f') // lemon wedge on the rim
    );
  };
}
