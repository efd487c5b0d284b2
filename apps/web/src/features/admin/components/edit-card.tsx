import { useEffect, useRef, useState, type FormEvent, type ReactNode } from 'react';
import { errorText } from '../api';
import { FormError } from './query-state';

/** A form in a card with Save / Cancel and the server's refusal; it scrolls into view with focus on its first field. */
export function EditCard({ title, onSubmit, onCancel, children }: { title: string; onSubmit: () => Promise<void>; onCancel: () => void; children: ReactNode }) {
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const formRef = useRef<HTMLFormElement>(null);
  useEffect(() => {
    formRef.current?.scrollIntoView({ block: 'start' });
    formRef.current?.querySelector('input')?.focus();
  }, []);
  async function submit(event: FormEvent) {
    event.preventDefault();
    if (busy) return;
    setBusy(true);
    setError(null);
    try {
      await onSubmit();
    } catch (e) {
      setError(errorText(e));
    } finally {
      setBusy(false);
    }
  }
  return (
    <form ref={formRef} className="ad-form ad-card" aria-label={title} onSubmit={(e) => void submit(e)}>
      <h3 className="ad-subtitle">{title}</h3>
      {children}
      <FormError text={error} />
      <div className="ad-toolbar">
        <button type="submit" className="ad-button ad-button--primary" disabled={busy} aria-busy={busy}>
          {busy ? 'Saving…' : 'Save'}
        </button>
        <button type="button" className="ad-button ad-button--quiet" onClick={onCancel}>
          Cancel
        </button>
      </div>
    </form>
  );
}

export const ActiveBadge = ({ on }: { on: boolean }) => (on ? <span className="ad-badge ad-badge--ok">Active</span> : <span className="ad-badge ad-badge--bad">Off</span>);

/** The list with the entry at `index` moved one place up (-1) or down (1). */
export function moveItem<T>(list: readonly T[], index: number, by: -1 | 1): T[] {
  const next = [...list];
  const [taken] = next.splice(index, 1);
  if (taken === undefined) return next;
  next.splice(index + by, 0, taken);
  return next;
}

/**
 * ↑ and ↓ of one row of an ordered list, for keyboard and pointer alike. After a move the focus follows
 * the row to its new place (on the same arrow, or the other one at an end), so pressing again moves on.
 * `onMove` answers false when the move was refused (the row stays and so does the focus).
 */
export function OrderButtons({ label, index, count, onMove }: { label: string; index: number; count: number; onMove: (by: -1 | 1) => Promise<boolean> | void }) {
  const up = useRef<HTMLButtonElement>(null);
  const down = useRef<HTMLButtonElement>(null);
  const moving = useRef<-1 | 1 | null>(null);
  useEffect(() => {
    const by = moving.current;
    if (by === null) return;
    moving.current = null;
    const [wanted, other] = by === -1 ? [up.current, down.current] : [down.current, up.current];
    (wanted && !wanted.disabled ? wanted : other)?.focus();
  }, [index]);
  const move = (by: -1 | 1) => {
    moving.current = by;
    void Promise.resolve(onMove(by)).then((moved) => {
      if (moved === false) moving.current = null;
    });
  };
  return (
    <>
      <button ref={up} type="button" className="ad-button ad-button--small ad-button--quiet" disabled={index === 0} aria-label={`Move ${label} up`} onClick={() => move(-1)}>
        ↑
      </button>
      <button ref={down} type="button" className="ad-button ad-button--small ad-button--quiet" disabled={index === count - 1} aria-label={`Move ${label} down`} onClick={() => move(1)}>
        ↓
      </button>
    </>
  );
}

interface AdTableProps<T> {
  /** Read by screen readers only: what the rows are (and their order, where it matters). */
  readonly caption: ReactNode;
  readonly columns: readonly string[];
  readonly rows: readonly T[];
  readonly rowKey: (row: T) => string | number;
  /** The row's cells (`<td>`s). */
  readonly renderRow: (row: T, index: number) => ReactNode;
  /** Wrapped to scroll sideways on a narrow screen (default), or bare inside a container that does. */
  readonly scroll?: boolean;
}

/** A console table: a hidden caption, one header row of column names, then a row per entry. */
export function AdTable<T>({ caption, columns, rows, rowKey, renderRow, scroll = true }: AdTableProps<T>) {
  const table = (
    <table className="ad-table">
      <caption className="ad-visually-hidden">{caption}</caption>
      <thead>
        <tr>
          {columns.map((column) => (
            <th key={column} scope="col">
              {column}
            </th>
          ))}
        </tr>
      </thead>
      <tbody>
        {rows.map((row, i) => (
          <tr key={rowKey(row)}>{renderRow(row, i)}</tr>
        ))}
      </tbody>
    </table>
  );
  return scroll ? <div className="ad-scroll">{table}</div> : table;
}
