import { useRiderT, useRiderTn } from '../i18n';

export interface ChartDay {
  readonly date: string;
  readonly earnings: string;
  readonly deliveries: number;
}

const W = 320;
const H = 140;
const BASE = 116;

/**
 * The week as bars, in plain inline SVG (no chart library). The same numbers are in a table for
 * screen readers (the SVG itself is hidden from them).
 */
export function EarningsChart({ days, format, locale }: { days: readonly ChartDay[]; format: (amount: string) => string; locale: string }) {
  const t = useRiderT();
  const tn = useRiderTn();
  const values = days.map((d) => Number(d.earnings));
  const max = Math.max(1, ...values);
  const slot = W / Math.max(1, days.length);
  const weekday = new Intl.DateTimeFormat(locale, { weekday: 'short', timeZone: 'UTC' });
  const label = (date: string) => weekday.format(new Date(`${date}T12:00:00Z`));
  return (
    <figure className="rider-chart">
      <figcaption className="rider-chart__title">{t('rider.earnings.chart')}</figcaption>
      <svg viewBox={`0 0 ${W} ${H}`} className="rider-chart__svg" aria-hidden="true" focusable="false">
        <line x1="0" x2={W} y1={BASE} y2={BASE} className="rider-chart__axis" />
        {days.map((d, i) => {
          const h = Math.round((Number(d.earnings) / max) * (BASE - 16));
          const x = i * slot + slot * 0.2;
          return (
            <g key={d.date}>
              <rect x={x} y={BASE - h} width={slot * 0.6} height={Math.max(h, 1)} rx="3" className={i === days.length - 1 ? 'rider-chart__bar rider-chart__bar--today' : 'rider-chart__bar'} />
              <text x={x + slot * 0.3} y={H - 6} textAnchor="middle" className="rider-chart__label">
                {label(d.date)}
              </text>
            </g>
          );
        })}
      </svg>
      <table className="visually-hidden">
        <tbody>
          {days.map((d) => (
            <tr key={d.date}>
              <th scope="row">{label(d.date)}</th>
              <td>{format(d.earnings)}</td>
              <td>{tn('rider.earnings.deliveries', d.deliveries)}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </figure>
  );
}
