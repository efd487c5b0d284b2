import { useEffect, useRef } from 'react';
import uPlot from 'uplot';
import 'uplot/dist/uPlot.min.css';

export interface DayPoint {
  readonly date: string;
  readonly value: number;
}

function cssVar(name: string, fallback: string): string {
  return getComputedStyle(document.documentElement).getPropertyValue(name).trim() || fallback;
}

/**
 * One number per day as bars, drawn by uPlot on a canvas (the library the store reports use; it comes
 * with the overview's chunk only). The same numbers are in a table beside it for screen readers.
 */
export function DayChart({ points, label, format }: { readonly points: readonly DayPoint[]; readonly label: string; readonly format?: (v: number) => string }) {
  const box = useRef<HTMLDivElement>(null);
  useEffect(() => {
    const el = box.current;
    if (!el) return undefined;
    const xs = points.map((_, i) => i);
    const ys = points.map((p) => p.value);
    const brand = cssVar('--brand', '#fc8019');
    const ink = cssVar('--ink-2', '#555');
    const width = () => Math.max(260, el.clientWidth);
    const every = points.length > 16 ? 3 : 2;
    const plot = new uPlot(
      {
        width: width(),
        height: 220,
        legend: { show: false },
        cursor: { drag: { x: false, y: false } },
        scales: { x: { time: false, auto: false, range: [-0.5, points.length - 0.5] }, y: { range: (_u, _min, max) => [0, Math.max(1, max)] } },
        axes: [
          { stroke: ink, space: 10, values: (_u, splits) => splits.map((i) => (i % every === 0 ? (points[i]?.date.slice(5) ?? '') : '')), incrs: [1] },
          { stroke: ink, size: 64, ...(format ? { values: (_u: uPlot, splits: number[]) => splits.map(format) } : {}) },
        ],
        series: [{ label: '' }, { label, stroke: brand, fill: `${brand}66`, paths: uPlot.paths.bars?.({ size: [0.7, 40] }), points: { show: false } }],
      },
      [xs, ys],
      el,
    );
    const resize = new ResizeObserver(() => plot.setSize({ width: width(), height: 220 }));
    resize.observe(el);
    return () => {
      resize.disconnect();
      plot.destroy();
    };
  }, [points, label, format]);
  return <div ref={box} className="ad-chart" role="img" aria-label={label} data-points={points.map((p) => `${p.date}:${p.value}`).join(' ')} />;
}
