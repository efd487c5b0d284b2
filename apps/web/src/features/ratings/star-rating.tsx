import { useId } from 'react';
import { StarIcon } from '../../components/ui/icons/star';
import { useTn } from '../../lib/i18n';

/** 1–5 stars as a radio group: arrow keys move, each star is a 44 px target, the choice is read out. */
export function StarRating({ legend, value, onChange, error }: { readonly legend: string; readonly value: number | null; readonly onChange: (stars: number) => void; readonly error?: string | undefined }) {
  const tn = useTn();
  const name = useId();
  return (
    <fieldset className="stars" aria-invalid={error ? true : undefined}>
      <legend className="stars__legend">{legend}</legend>
      <div className="stars__row">
        {[1, 2, 3, 4, 5].map((n) => (
          <label key={n} className={value !== null && n <= value ? 'stars__star stars__star--on' : 'stars__star'}>
            <input type="radio" name={name} value={n} checked={value === n} onChange={() => onChange(n)} className="visually-hidden" />
            <StarIcon size={32} />
            <span className="visually-hidden">{tn('rate.star', n)}</span>
          </label>
        ))}
      </div>
      {error && <p className="field__error">{error}</p>}
    </fieldset>
  );
}
