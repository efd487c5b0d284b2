import { useState, type FormEvent } from 'react';
import { Navigate, useLocation, useParams } from 'react-router';
import { Link } from '../../lib/link';
import type { RatableOrder } from '@keka/contracts';
import { useAuthToken } from '../../features/account/state';
import { fetchRatableOrder, rateOrder } from '../../features/ratings/api';
import { StarRating } from '../../features/ratings/star-rating';
import { AlertIcon } from '../../components/ui/icons/alert';
import { CheckIcon } from '../../components/ui/icons/check';
import { ImageBox } from '../../components/ui/image-box';
import { PageHeader } from '../../components/ui/page-header';
import { Skeleton } from '../../components/ui/skeleton';
import { ErrorState } from '../../components/ui/state-message';
import { announce } from '../../lib/announce';
import { isApiError } from '../../lib/api';
import { useT } from '../../lib/i18n';
import { useQuery } from '../../lib/use-query';
import '../../features/ratings/ratings.css';

/** SPEC §2 /rate-and-review/{unique_order_id} (login required): rate the store and the delivery once. */
export function RateAndReviewRoute() {
  const token = useAuthToken();
  const { uniqueOrderId = '' } = useParams();
  if (!token) return <Navigate to="/login" replace state={{ from: `/rate-and-review/${uniqueOrderId}` }} />;
  return <RateAndReview token={token} uniqueOrderId={uniqueOrderId} />;
}

function RateAndReview({ token, uniqueOrderId }: { readonly token: string; readonly uniqueOrderId: string }) {
  const t = useT();
  const order = useQuery(`ratable:${uniqueOrderId}`, (signal) => fetchRatableOrder(token, uniqueOrderId, signal));
  const [done, setDone] = useState(false);
  const data = order.data?.data;
  return (
    <div className="screen screen--grey">
      <PageHeader title={t('rate.title')} fallback="/my-orders" />
      <main className="rate">
        {order.error && !data ? (
          <div className="card">
            <ErrorState error={order.error} onRetry={order.refetch} />
          </div>
        ) : !data ? (
          <div className="card rate__store" aria-busy="true">
            <Skeleton width={56} height={56} />
            <Skeleton width="50%" height={20} />
          </div>
        ) : (
          <>
            <section className="card rate__store">
              <ImageBox src={data.restaurant.image} ratio="1" className="order-row__image" />
              <div>
                <h2 className="rate__store-name">{data.restaurant.name}</h2>
                <p className="order-row__meta">{uniqueOrderId}</p>
              </div>
            </section>
            {done || data.rated ? (
              <section className="card rate__done" role="status">
                <CheckIcon size={40} />
                <p>
                  <strong>{t(done ? 'rate.thanks' : 'rate.already')}</strong>
                </p>
                <Link to="/" className="button button--primary">
                  {t('rate.backHome')}
                </Link>
              </section>
            ) : (
              <RateForm
                token={token}
                order={data}
                onDone={() => {
                  setDone(true);
                  announce(t('rate.thanks'));
                }}
              />
            )}
          </>
        )}
      </main>
    </div>
  );
}

function RateForm({ token, order, onDone }: { readonly token: string; readonly order: RatableOrder; readonly onDone: () => void }) {
  const t = useT();
  // Home's 'How was your order?' card sends the star that was tapped.
  const tapped = (useLocation().state as { stars?: unknown } | null)?.stars;
  const [storeStars, setStoreStars] = useState<number | null>(typeof tapped === 'number' && tapped >= 1 && tapped <= 5 ? tapped : null);
  const [deliveryStars, setDeliveryStars] = useState<number | null>(null);
  const [review, setReview] = useState('');
  const [errors, setErrors] = useState<{ store?: string; delivery?: string }>({});
  const [serverError, setServerError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const asksDelivery = order.delivery_partner_name !== null;
  // A choice answers its "Choose 1 to 5 stars" at once.
  const chooseStore = (stars: number) => {
    setStoreStars(stars);
    setErrors(({ store: _answered, ...rest }) => rest);
  };
  const chooseDelivery = (stars: number) => {
    setDeliveryStars(stars);
    setErrors(({ delivery: _answered, ...rest }) => rest);
  };

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (busy) return;
    const found = { ...(storeStars === null ? { store: t('rate.error.stars') } : {}), ...(asksDelivery && deliveryStars === null ? { delivery: t('rate.error.stars') } : {}) };
    setErrors(found);
    setServerError(null);
    if (found.store || found.delivery) return;
    setBusy(true);
    try {
      await rateOrder(token, {
        unique_order_id: order.unique_order_id,
        rating_store: storeStars ?? 0,
        ...(asksDelivery ? { rating_delivery: deliveryStars } : {}),
        ...(review.trim() ? { review: review.trim() } : {}),
      });
      onDone();
    } catch (error) {
      setServerError(isApiError(error) ? error.message : t('error.generic'));
      setBusy(false);
    }
  };

  return (
    <form className="card rate__form" onSubmit={(event) => void submit(event)} noValidate>
      {serverError && (
        <p className="notice notice--danger" role="alert">
          <AlertIcon size={18} />
          {serverError}
        </p>
      )}
      <StarRating legend={t('rate.store', { name: order.restaurant.name })} value={storeStars} onChange={chooseStore} error={errors.store} />
      {asksDelivery && (
        <StarRating legend={t('rate.delivery', { name: order.delivery_partner_name ?? '' })} value={deliveryStars} onChange={chooseDelivery} error={errors.delivery} />
      )}
      <label className="field">
        <span className="field__label">{t('rate.review')}</span>
        <textarea className="rate__review" maxLength={1000} value={review} onChange={(event) => setReview(event.target.value)} />
      </label>
      <button type="submit" className="button button--primary button--block button--large" disabled={busy} aria-busy={busy}>
        {busy && <span className="spinner" aria-hidden="true" />}
        {t('rate.submit')}
      </button>
    </form>
  );
}
