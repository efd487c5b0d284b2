import { useState } from 'react';
import { Link, type AppPath } from '../../../lib/link';
import type { GetRatableOrderResponse } from '@keka/contracts';
import { CloseIcon } from '../../../components/ui/icons/close';
import { StarIcon } from '../../../components/ui/icons/star';
import { callApi } from '../../../lib/api';
import { useT, useTn } from '../../../lib/i18n';
import { useQuery } from '../../../lib/use-query';
import { dismissRatePrompt, isRatePromptDismissed } from '../rate-prompt-dismissed';
import './rate-prompt.css';

/**
 * Home's 'How was your order from {store}?' (issue 9): the latest delivered order not rated yet
 * (get-ratable-order), five stars leading to /rate-and-review/{id} with that many chosen, and a close
 * button that hides it for this order (localStorage). Its own chunk, loaded after home's first paint.
 */
export function RatePrompt({ token }: { readonly token: string }) {
  const t = useT();
  const tn = useTn();
  const query = useQuery(`get-ratable-order:${token.slice(-8)}`, (signal) => callApi<GetRatableOrderResponse>('get-ratable-order', {}, { token, signal }));
  const [dismissed, setDismissed] = useState<string | null>(null);
  const order = query.data?.data;
  if (!order || order.rated || order.unique_order_id === dismissed || isRatePromptDismissed(order.unique_order_id)) return null;
  const href: AppPath = `/rate-and-review/${order.unique_order_id}`;
  return (
    <section className="rate-prompt" aria-labelledby="rate-prompt-title">
      <div className="rate-prompt__text">
        <h2 id="rate-prompt-title" className="rate-prompt__title">
          {t('home.ratePrompt.title', { store: order.restaurant.name })}
        </h2>
        <div className="rate-prompt__stars">
          {[1, 2, 3, 4, 5].map((n) => (
            <Link key={n} to={href} state={{ stars: n }} className="rate-prompt__star" aria-label={tn('home.ratePrompt.star', n, { store: order.restaurant.name })}>
              <StarIcon size={26} />
            </Link>
          ))}
        </div>
      </div>
      <button
        type="button"
        className="icon-button rate-prompt__close"
        aria-label={t('home.ratePrompt.dismiss')}
        onClick={() => {
          dismissRatePrompt(order.unique_order_id);
          setDismissed(order.unique_order_id);
        }}
      >
        <CloseIcon size={20} />
      </button>
    </section>
  );
}
