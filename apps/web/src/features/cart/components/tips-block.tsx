import { useId, useState } from 'react';
import { normaliseTip, paise, type TipChoice } from '@keka/domain';
import { CloseIcon } from '../../../components/ui/icons/close';
import { useMoney } from '../../../lib/format';
import { useT } from '../../../lib/i18n';
import { useSetting } from '../../../lib/settings';
import { useTip } from '../hooks';
import { setTip } from '../state';
import { parseTipAmounts, TIP_PERCENTS } from '../tips';

const same = (a: TipChoice | null, b: TipChoice) => a !== null && a.type === b.type && a.value === b.value;

/**
 * SPEC §2 Cart 5 / §4 Tips: preset amounts from the `tips` setting, a percentage, or 'Others' (digits
 * only, clamped 0..10000 or 0..100 %). The choice is stored (cart_tips) and can be removed.
 */
export function TipsBlock() {
  const t = useT();
  const money = useMoney();
  const headingId = useId();
  const inputId = useId();
  const tip = useTip();
  const presets = parseTipAmounts(useSetting('tips'));
  const currency = useSetting('currencyFormat');
  const isPreset = tip !== null && (presets.some((a) => same(tip, { type: 'amount', value: a })) || TIP_PERCENTS.some((p) => same(tip, { type: 'percentage', value: p })));
  const [othersOpen, setOthersOpen] = useState(tip !== null && !isPreset);
  const [unit, setUnit] = useState<TipChoice['type']>(tip?.type ?? 'amount');
  const [draft, setDraft] = useState(tip !== null && !isPreset ? String(tip.value) : '');

  const choose = (choice: TipChoice) => {
    setOthersOpen(false);
    setTip(same(tip, choice) ? null : choice);
  };
  const applyOthers = () => {
    const value = Number(draft);
    setTip(draft === '' ? null : normaliseTip({ type: unit, value }));
  };
  // SPEC §5: digits only; the clamp shows in the field as the customer types.
  const onDraft = (raw: string) => {
    const digits = raw.replace(/\D/g, '').slice(0, 5);
    const max = unit === 'percentage' ? 100 : 10_000;
    setDraft(digits === '' ? '' : String(Math.min(Number(digits), max)));
  };

  return (
    <section className="card cart__card tips" aria-labelledby={headingId}>
      <div className="tips__head">
        <div>
          <h2 id={headingId} className="cart__card-title">
            {t('cart.tips.title')}
          </h2>
          <p className="tips__body">{t('cart.tips.body')}</p>
        </div>
        {tip !== null && (
          <button type="button" className="text-link tips__remove" onClick={() => setTip(null)}>
            <CloseIcon size={16} />
            {t('cart.tips.remove')}
          </button>
        )}
      </div>
      <div className="chip-row tips__choices" role="group" aria-label={t('cart.tips.title')}>
        {presets.map((amount) => (
          <button key={`a${amount}`} type="button" className="chip" aria-pressed={same(tip, { type: 'amount', value: amount })} onClick={() => choose({ type: 'amount', value: amount })}>
            {money(paise(amount * 100))}
          </button>
        ))}
        {TIP_PERCENTS.map((percent) => (
          <button key={`p${percent}`} type="button" className="chip" aria-pressed={same(tip, { type: 'percentage', value: percent })} onClick={() => choose({ type: 'percentage', value: percent })}>
            {t('cart.tips.percent', { percent })}
          </button>
        ))}
        <button type="button" className="chip" aria-pressed={othersOpen || (tip !== null && !isPreset)} aria-expanded={othersOpen} onClick={() => setOthersOpen((open) => !open)}>
          {t('cart.tips.others')}
        </button>
      </div>
      {othersOpen && (
        <div className="tips__others">
          <label htmlFor={inputId} className="visually-hidden">
            {t(unit === 'amount' ? 'cart.tips.amountLabel' : 'cart.tips.percentLabel')}
          </label>
          <input
            id={inputId}
            className="field__input tips__input"
            inputMode="numeric"
            pattern="[0-9]*"
            autoComplete="off"
            placeholder={t(unit === 'amount' ? 'cart.tips.amountPlaceholder' : 'cart.tips.percentPlaceholder')}
            value={draft}
            onChange={(event) => onDraft(event.target.value)}
            onKeyDown={(event) => {
              if (event.key === 'Enter') applyOthers();
            }}
          />
          <div className="segmented" role="group" aria-label={t('cart.tips.unit')}>
            {(['amount', 'percentage'] as const).map((value) => (
              <button
                key={value}
                type="button"
                className="segmented__option"
                aria-pressed={unit === value}
                onClick={() => {
                  setUnit(value);
                  if (value === 'percentage' && Number(draft) > 100) setDraft('100');
                }}
              >
                {value === 'amount' ? currency : '%'}
              </button>
            ))}
          </div>
          <button type="button" className="button button--secondary tips__add" onClick={applyOthers}>
            {t('cart.tips.add')}
          </button>
        </div>
      )}
    </section>
  );
}
