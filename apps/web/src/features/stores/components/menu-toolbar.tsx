import { useId } from 'react';
import { CloseIcon } from '../../../components/ui/icons/close';
import { SearchIcon } from '../../../components/ui/icons/search';
import { useT } from '../../../lib/i18n';
import type { MenuFilter } from '../menu-filter';

export interface MenuToolbarProps {
  readonly filter: MenuFilter;
  readonly onChange: (filter: MenuFilter) => void;
  /** Hide the veg switch when every dish is veg anyway. */
  readonly showVegSwitch: boolean;
}

/** In-menu search and the veg-only switch, sticky under the store's top bar. */
export function MenuToolbar({ filter, onChange, showVegSwitch }: MenuToolbarProps) {
  const t = useT();
  const searchId = useId();
  return (
    <div className="menu-toolbar">
      <div className="menu-toolbar__search">
        <label htmlFor={searchId} className="visually-hidden">
          {t('store.search.label')}
        </label>
        <SearchIcon size={18} />
        <input
          id={searchId}
          type="search"
          className="menu-toolbar__input"
          placeholder={t('store.search.placeholder')}
          value={filter.query}
          onChange={(event) => onChange({ ...filter, query: event.target.value })}
          autoComplete="off"
          enterKeyHint="search"
        />
        {filter.query && (
          <button type="button" className="menu-toolbar__clear" onClick={() => onChange({ ...filter, query: '' })} aria-label={t('store.filter.clear')}>
            <CloseIcon size={16} />
          </button>
        )}
      </div>
      {showVegSwitch && (
        <button
          type="button"
          role="switch"
          aria-checked={filter.vegOnly}
          className={`veg-switch ${filter.vegOnly ? 'veg-switch--on' : ''}`}
          onClick={() => onChange({ ...filter, vegOnly: !filter.vegOnly })}
        >
          <span className="veg-switch__track" aria-hidden="true">
            <span className="veg-switch__thumb" />
          </span>
          {t('store.vegOnly')}
        </button>
      )}
    </div>
  );
}
