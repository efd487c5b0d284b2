import { useT } from '../../lib/i18n';

/** The familiar square-dot symbol: green dot for veg, red triangle for non-veg (DESIGN). */
export function VegMark({ isVeg }: { readonly isVeg: boolean }) {
  const t = useT();
  return (
    <span className={`veg-mark ${isVeg ? 'veg-mark--veg' : 'veg-mark--nonveg'}`} role="img" aria-label={t(isVeg ? 'item.veg' : 'item.nonVeg')}>
      <span className="veg-mark__dot" />
    </span>
  );
}
