import { useId, useState } from 'react';
import type { Item } from '@keka/contracts';
import type { CartAddon } from '@keka/domain';
import { Sheet } from '../../../components/ui/sheet';
import { VegMark } from '../../../components/ui/veg-mark';
import { useMoney } from '../../../lib/format';
import { useT } from '../../../lib/i18n';
import { initialSelection, selectionToAddons, type AddonSelection } from '../addons';
import { lineTotal } from '../lines';
import { AddonChooser } from './addon-chooser';
import './addon-sheet.css';

export interface AddonSheetProps {
  readonly item: Item;
  readonly open: boolean;
  readonly onClose: () => void;
  readonly onConfirm: (addons: CartAddon[]) => void;
}

/** SPEC §2 customisation popup: opens from ADD or + and lists the item's add-on categories. */
export function AddonSheet({ item, open, onClose, onConfirm }: AddonSheetProps) {
  const t = useT();
  const money = useMoney();
  const formId = useId();
  const [selection, setSelection] = useState<AddonSelection>(() => initialSelection(item.addon_categories));
  const [wasOpen, setWasOpen] = useState(open);
  if (open !== wasOpen) {
    // Every opening starts from the defaults (SINGLE: first add-on chosen).
    setWasOpen(open);
    if (open) setSelection(initialSelection(item.addon_categories));
  }
  const unitTotal = lineTotal({ price: item.price, quantity: 1, selectedaddons: selectionToAddons(item.addon_categories, selection) });

  return (
    <Sheet
      open={open}
      onClose={onClose}
      title={
        <span className="addon-sheet__title">
          <VegMark isVeg={item.is_veg === 1} />
          {t('addons.title', { name: item.name })}
        </span>
      }
      subtitle={item.short_desc || undefined}
      footer={
        <button type="submit" form={formId} className="button button--primary button--block button--large addon-sheet__submit">
          <span>{t('addons.add')}</span>
          <span className="tabular">{money(unitTotal)}</span>
        </button>
      }
    >
      {open && (
        <AddonChooser
          formId={formId}
          categories={item.addon_categories}
          selection={selection}
          onChange={setSelection}
          onSubmit={() => onConfirm(selectionToAddons(item.addon_categories, selection))}
        />
      )}
    </Sheet>
  );
}
