import { oneDecimal } from '../../lib/format';
import { useT } from '../../lib/i18n';
import { StarIcon } from './icons/star';

export function RatingPill({ rating, locale }: { readonly rating: number; readonly locale: string }) {
  const t = useT();
  const text = rating > 0 ? oneDecimal(locale)(rating) : '–';
  return (
    <span className="rating-pill" role="img" aria-label={rating > 0 ? t('store.ratingLabel', { rating: text }) : t('store.newStore')}>
      <StarIcon size={12} />
      <span aria-hidden="true">{rating > 0 ? text : t('store.new')}</span>
    </span>
  );
}
