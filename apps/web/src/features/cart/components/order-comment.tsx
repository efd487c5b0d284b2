import { useId } from 'react';
import { useT } from '../../../lib/i18n';
import { useOrderComment } from '../hooks';
import { setOrderComment } from '../state';

const MAX_COMMENT = 500;

/** SPEC §2 Cart 4: a free-text note for the store, kept with the cart. */
export function OrderComment() {
  const t = useT();
  const id = useId();
  const comment = useOrderComment();
  return (
    <div className="order-comment">
      <label htmlFor={id} className="field__label">
        {t('cart.comment.label')}
      </label>
      <textarea
        id={id}
        className="field__input order-comment__input"
        rows={2}
        maxLength={MAX_COMMENT}
        placeholder={t('cart.comment.placeholder')}
        value={comment}
        onChange={(event) => setOrderComment(event.target.value)}
      />
    </div>
  );
}
