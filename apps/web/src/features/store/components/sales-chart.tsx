import { useEffect, useRef } from 'react';
import uPlot from 'uplot';
import 'uplot/dist/uPlot.min.css';
import type { ReportPeriod } from '@keka/contracts';
import { paiseOf } from './order-card';

function cssVar(name: string, fallback: string): string {
  return getComputedStyle(document.documentElement).getPropertyValue(name).trim() || fallback;
}

/**
 * Orders (bars) and sales (line) per period, drawn by uPlot on a canvas (≈20 KB gzip, loaded with the
 * reports screen only). The same numbers are in the table beside it for screen readers.
 */
export function SalesChart({ series, label, names }: { series: readonly ReportPeriod[]; label: string; names: { orders: string; sales: string } }) {
  const box = useRef<HTMLDivElement>(null);
  useEffect(() => {
    const el = box.current;
    if (!el) return undefined;
    const xs = series.map((_, i) => i);
    const orders = series.map((p) => p.orders);
    const sales = series.map((p) => paiseOf(p.sales) / 100);
    const brand = cssVar('--brand', '#fc8019');
    const ink = cssVar('--ink-2', '#555');
    const width = () => Math.max(280, el.clientWidth);
    const plot = new uPlot(
      {
        width: width(),
        height: 260,
        legend: { show: false },
        cursor: { drag: { x: false, y: false } },
        scales: { x: { time: false, auto: false, range: [-0.5, series.length - 0.5] }, orders: { range: (_u, _min, max) => [0, Math.max(1, max)] }, sales: { range: (_u, _min, max) => [0, Math.max(1, max)] } },
        axes: [
          { stroke: ink, values: (_u, splits) => splits.map((i) => series[i]?.period.slice(5) ?? ''), incrs: [1] },
          { scale: 'orders', stroke: ink },
          { scale: 'sales', side: 1, stroke: ink, grid: { show: false } },
        ],
        series: [
          { label: '' },
          { label: names.orders, scale: 'orders', stroke: brand, fill: `${brand}55`, paths: uPlot.paths.bars?.({ size: [0.6, 64] }), points: { show: false } },
          { label: names.sales, scale: 'sales', stroke: ink, width: 2 },
        ],
      },
      [xs, orders, sales],
      el,
    );
    const resize = new ResizeObserver(() => plot.setSize({ width: width(), height: 260 }));
    resize.observe(el);
    return () => {
      resize.disconnect();
      plot.destroy();
    };
  }, [series, names.orders, names.sales]);
  return (
    <figure className="so-figure">
      <div ref={box} className="so-chart" role="img" aria-label={label} data-points={series.map((p) => `${p.period}:${p.orders}`).join(' ')} />
      <figcaption className="so-legend" aria-hidden="true">
        <span className="so-legend__orders">{names.orders}</span>
        <span className="so-legend__sales">{names.sales}</span>
      </figcaption>
    </figure>
  );
}
