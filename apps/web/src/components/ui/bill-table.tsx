import type { ReactNode } from 'react';
import './bill-table.css';

export interface BillTableRow {
  readonly key: string;
  readonly label: ReactNode;
  readonly hint?: ReactNode;
  readonly value: ReactNode;
  readonly tone?: 'discount' | 'free';
}

/** A bill as a definition list: label (and hint) on one side, amount on the other, then the total. */
export function BillTable({ title, rows, totalLabel, total, headingId }: {
  readonly title: string;
  readonly rows: readonly BillTableRow[];
  readonly totalLabel: string;
  readonly total: string;
  readonly headingId: string;
}) {
  return (
    <section className="bill" aria-labelledby={headingId}>
      <h2 id={headingId} className="bill__title">
        {title}
      </h2>
      <dl className="bill__rows">
        {rows.map((row) => (
          <div key={row.key} className={`bill__row ${row.tone ? `bill__row--${row.tone}` : ''}`}>
            <dt>
              {row.label}
              {row.hint && <span className="bill__hint">{row.hint}</span>}
            </dt>
            <dd>{row.value}</dd>
          </div>
        ))}
        <div className="bill__row bill__row--total">
          <dt>{totalLabel}</dt>
          <dd>{total}</dd>
        </div>
      </dl>
    </section>
  );
}
