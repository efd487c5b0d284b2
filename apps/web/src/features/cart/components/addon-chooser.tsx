import type { AddonCategory } from '@keka/contracts';
import { parseRupees } from '@keka/domain';
import { useMoney } from '../../../lib/format';
import { useT } from '../../../lib/i18n';
import { isOn, useSetting } from '../../../lib/settings';
import { toggleAddon, type AddonSelection } from '../addons';

export interface AddonChooserProps {
  readonly formId: string;
  readonly categories: readonly AddonCategory[];
  readonly selection: AddonSelection;
  readonly onChange: (selection: AddonSelection) => void;
  readonly onSubmit: () => void;
}

/** SPEC §5 add-ons: SINGLE → radios with the first preselected; MULTI → checkboxes; 0.00 hidden if set. */
export function AddonChooser({ formId, categories, selection, onChange, onSubmit }: AddonChooserProps) {
  const t = useT();
  const money = useMoney();
  const hideZero = isOn(useSetting('hidePriceWhenZero'));
  return (
    <form
      id={formId}
      className="addon-chooser"
      onSubmit={(event) => {
        event.preventDefault();
        onSubmit();
      }}
    >
      {categories.map((category) => {
        const single = category.type === 'SINGLE';
        return (
          <fieldset key={category.id} className="addon-chooser__group">
            <legend className="addon-chooser__legend">
              <span className="addon-chooser__name">{category.name}</span>
              <span className="addon-chooser__rule">{t(single ? 'addons.single' : 'addons.multi')}</span>
            </legend>
            {category.description && <p className="addon-chooser__description">{category.description}</p>}
            {category.addons.map((addon) => {
              const price = parseRupees(addon.price);
              const checked = selection[category.id]?.includes(addon.id) ?? false;
              return (
                <label key={addon.id} className="addon-chooser__option">
                  <input
                    type={single ? 'radio' : 'checkbox'}
                    name={`addon-category-${category.id}`}
                    value={addon.id}
                    checked={checked}
                    onChange={() => onChange(toggleAddon(selection, category, addon.id))}
                    className="addon-chooser__input"
                  />
                  <span className="addon-chooser__label">{addon.name}</span>
                  {!(hideZero && price === 0) && <span className="addon-chooser__price">+ {money(price)}</span>}
                </label>
              );
            })}
          </fieldset>
        );
      })}
    </form>
  );
}
