import { useId, type FormEvent } from 'react';
import { CloseIcon } from '../../../components/ui/icons/close';
import { SearchIcon } from '../../../components/ui/icons/search';
import { useT } from '../../../lib/i18n';
import { QUERY_MAX } from '../api';

export interface SearchBoxProps {
  readonly value: string;
  readonly onChange: (value: string) => void;
  readonly onSubmit: () => void;
  readonly busy: boolean;
}

/** The /explore search field: focused on arrival, a clear button, Enter keeps the search. */
export function SearchBox({ value, onChange, onSubmit, busy }: SearchBoxProps) {
  const t = useT();
  const id = useId();
  const submit = (event: FormEvent) => {
    event.preventDefault();
    onSubmit();
  };
  return (
    <form role="search" className="search-box" onSubmit={submit}>
      <label htmlFor={id} className="visually-hidden">
        {t('search.label')}
      </label>
      <SearchIcon size={20} />
      <input
        id={id}
        // SPEC §2 /explore is the search screen: the field is ready for typing on arrival.
        autoFocus
        type="search"
        className="search-box__input"
        placeholder={t('search.placeholder')}
        value={value}
        maxLength={QUERY_MAX}
        onChange={(event) => onChange(event.target.value)}
        autoComplete="off"
        autoCorrect="off"
        spellCheck={false}
        enterKeyHint="search"
        aria-busy={busy}
      />
      {value !== '' && (
        <button type="button" className="icon-button search-box__clear" onClick={() => onChange('')} aria-label={t('search.clearInput')}>
          <CloseIcon size={18} />
        </button>
      )}
    </form>
  );
}
