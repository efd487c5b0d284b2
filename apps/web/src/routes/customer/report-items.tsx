import { useState, type ChangeEvent, type FormEvent } from 'react';
import { Navigate, useParams } from 'react-router';
import type { ItemReportView, OrderView, ReportOrderItemsResponse } from '@keka/contracts';
import { parseRupees } from '@keka/domain';
import { Link } from '../../lib/link';
import { useAuthToken } from '../../features/account/state';
import { shrinkPicture } from '../../features/account/avatar';
import { itemReportKey, useItemReport, useSingleOrder } from '../../features/orders/api';
import { useOrderTimes } from '../../features/orders/time';
import { AlertIcon } from '../../components/ui/icons/alert';
import { CheckIcon } from '../../components/ui/icons/check';
import { PageHeader } from '../../components/ui/page-header';
import { Skeleton } from '../../components/ui/skeleton';
import { ErrorState } from '../../components/ui/state-message';
import { announce } from '../../lib/announce';
import { callApi, isApiError } from '../../lib/api';
import { useMoney } from '../../lib/format';
import { useT } from '../../lib/i18n';
import { useSetting } from '../../lib/settings';
import { setQueryData } from '../../lib/use-query';
import '../../features/orders/components/report-items.css';

type Problem = 'MISSING' | 'WRONG';
interface Choice {
  readonly problem: Problem | null;
  readonly quantity: number;
}

/** Issue 36: /my-orders/{unique_order_id}/report (login required): lines of a delivered order missing or wrong, once, within the setting's hours. */
export function ReportItemsRoute() {
  const token = useAuthToken();
  const { uniqueOrderId = '' } = useParams();
  if (!token) return <Navigate to="/login" replace state={{ from: `/my-orders/${uniqueOrderId}/report` }} />;
  return <ReportItems token={token} uniqueOrderId={uniqueOrderId} />;
}

function ReportItems({ token, uniqueOrderId }: { readonly token: string; readonly uniqueOrderId: string }) {
  const t = useT();
  const order = useSingleOrder(uniqueOrderId, token);
  const report = useItemReport(uniqueOrderId, token);
  // The report just sent (the read above is then stale; the cache gets it too, for a way back here).
  const [sent, setSent] = useState<ItemReportView | null>(null);
  const failed = order.error ?? report.error;
  const ready = order.data && report.data;
  const shown = sent ?? report.data?.report ?? null;
  return (
    <div className="screen screen--grey">
      <PageHeader title={t('report.title')} fallback="/my-orders" />
      <main className="report">
        {failed && !ready ? (
          <div className="card">
            <ErrorState error={failed} onRetry={() => (order.error ? order.refetch() : report.refetch())} />
          </div>
        ) : !order.data || !report.data ? (
          <div className="card report__card" aria-busy="true">
            <Skeleton width="60%" height={20} />
            <Skeleton width="100%" height={48} />
            <Skeleton width="100%" height={48} />
          </div>
        ) : shown ? (
          <ReportResult report={shown} />
        ) : report.data.open_until ? (
          <ReportForm token={token} order={order.data} openUntil={report.data.open_until} onDone={(made) => {
              setQueryData(itemReportKey(uniqueOrderId), { report: made, open_until: null });
              setSent(made);
            }}
          />
        ) : (
          <ReportClosed />
        )}
      </main>
    </div>
  );
}

function ReportClosed() {
  const t = useT();
  const phone = useSetting('supportPhone');
  const hours = useSetting('itemReportHours');
  return (
    <section className="card report__card">
      <h2 className="report__title">{t('report.closed.title')}</h2>
      <p>{t('report.closed.body', { hours, phone })}</p>
      <Link to="/my-orders" className="button button--secondary">
        {t('report.backToOrders')}
      </Link>
    </section>
  );
}

function ReportResult({ report }: { readonly report: ItemReportView }) {
  const t = useT();
  const money = useMoney();
  const amount = money(parseRupees(report.given));
  const words =
    report.status === 'REFUNDED'
      ? t('report.done.REFUNDED', { amount })
      : report.status === 'COUPON'
        ? t('report.done.COUPON', { amount, code: report.coupon_code ?? '' })
        : report.status === 'REJECTED'
          ? t('report.done.REJECTED', { note: report.decision_note ?? '' })
          : t('report.done.IN_REVIEW');
  return (
    <section className="card report__card" aria-labelledby="report-done">
      <div className={`report__outcome report__outcome--${report.status.toLowerCase()}`} role="status">
        {report.status === 'REFUNDED' || report.status === 'COUPON' ? <CheckIcon size={28} /> : <AlertIcon size={28} />}
        <div>
          <h2 className="report__title" id="report-done">
            {t('report.done.title')}
          </h2>
          <p>{words}</p>
        </div>
      </div>
      <ul className="report__lines">
        {report.lines.map((line) => (
          <li key={line.line_id}>
            {line.quantity} × {line.name} · {t(`report.problem.${line.problem}`)}
          </li>
        ))}
      </ul>
      {report.photo && <img className="report__photo" src={report.photo} alt={t('report.photo.alt')} width={120} height={120} />}
      <Link to="/my-orders" className="button button--secondary">
        {t('report.backToOrders')}
      </Link>
    </section>
  );
}

function ReportForm({ token, order, openUntil, onDone }: { readonly token: string; readonly order: OrderView; readonly openUntil: string; readonly onDone: (report: ItemReportView) => void }) {
  const t = useT();
  const times = useOrderTimes();
  const [choices, setChoices] = useState<Record<number, Choice>>({});
  const [note, setNote] = useState('');
  const [photo, setPhoto] = useState<string | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const choose = (lineId: number, change: Partial<Choice>) => setChoices((all) => ({ ...all, [lineId]: { problem: null, quantity: 1, ...all[lineId], ...change } }));

  const pick = async (event: ChangeEvent<HTMLInputElement>) => {
    const file = event.target.files?.[0];
    event.target.value = '';
    if (!file) return;
    if (!/^image\/(jpeg|png|webp)$/.test(file.type)) return setError(t('report.photo.type'));
    setError(null);
    setPhoto(await shrinkPicture(file, 1280));
  };

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (busy) return;
    const lines = order.items.flatMap((line) => {
      const c = choices[line.line_id];
      return c?.problem ? [{ line_id: line.line_id, quantity: Math.min(c.quantity, line.quantity), problem: c.problem }] : [];
    });
    if (lines.length === 0) return setError(t('report.chooseOne'));
    setError(null);
    setBusy(true);
    try {
      const made = await callApi<ReportOrderItemsResponse>('report-order-items', { unique_order_id: order.unique_order_id, lines, note: note.trim(), ...(photo ? { photo } : {}) }, { token });
      announce(t('report.done.title'));
      onDone(made.data);
    } catch (caught) {
      setError(isApiError(caught) ? caught.message : t('error.generic'));
      setBusy(false);
    }
  };

  return (
    <form className="card report__card" onSubmit={(e) => void submit(e)} noValidate>
      <p>{t('report.intro', { store: order.restaurant.name, time: times.at(openUntil) })}</p>
      {order.items.map((line) => {
        const c = choices[line.line_id];
        const name = `problem-${line.line_id}`;
        return (
          <fieldset key={line.line_id} className="report__line">
            <legend className="report__line-name">
              {line.quantity} × {line.name}
            </legend>
            <div className="report__choices">
              {([null, 'MISSING', 'WRONG'] as const).map((p) => (
                <label key={p ?? 'ok'} className={`chip${(c?.problem ?? null) === p ? ' chip--on' : ''}`}>
                  <input type="radio" className="visually-hidden" name={name} checked={(c?.problem ?? null) === p} onChange={() => choose(line.line_id, { problem: p })} />
                  {t(p === null ? 'report.ok' : p === 'MISSING' ? 'report.missing' : 'report.wrong')}
                </label>
              ))}
            </div>
            {c?.problem && line.quantity > 1 && (
              <label className="field report__qty">
                <span className="field__label">{t('report.howMany', { count: line.quantity })}</span>
                <select value={c.quantity} onChange={(e) => choose(line.line_id, { quantity: Number(e.target.value) })}>
                  {Array.from({ length: line.quantity }, (_, i) => i + 1).map((n) => (
                    <option key={n} value={n}>
                      {n}
                    </option>
                  ))}
                </select>
              </label>
            )}
          </fieldset>
        );
      })}
      <label className="field">
        <span className="field__label">{t('report.note')}</span>
        <textarea className="report__note" maxLength={500} value={note} placeholder={t('report.notePlaceholder')} onChange={(e) => setNote(e.target.value)} />
      </label>
      <div className="report__photo-row">
        {photo && <img className="report__photo" src={photo} alt={t('report.photo.alt')} width={72} height={72} />}
        <label className="button button--secondary">
          <input type="file" accept="image/jpeg,image/png,image/webp" className="visually-hidden" onChange={(e) => void pick(e)} />
          {t(photo ? 'report.photo.change' : 'report.photo.add')}
        </label>
        {photo && (
          <button type="button" className="text-link" onClick={() => setPhoto(null)}>
            {t('report.photo.remove')}
          </button>
        )}
      </div>
      {error && (
        <p className="notice notice--danger" role="alert">
          <AlertIcon size={18} />
          {error}
        </p>
      )}
      <button type="submit" className="button button--primary button--block button--large" disabled={busy} aria-busy={busy}>
        {busy && <span className="spinner" aria-hidden="true" />}
        {t(busy ? 'report.sending' : 'report.submit')}
      </button>
    </form>
  );
}
