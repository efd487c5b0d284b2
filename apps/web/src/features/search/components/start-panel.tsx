import { ClockIcon } from '../../../components/ui/icons/clock';
import { CloseIcon } from '../../../components/ui/icons/close';
import { SearchIcon } from '../../../components/ui/icons/search';
import { useT } from '../../../lib/i18n';
import { SEARCH_SUGGESTIONS } from '../suggestions';

/** Suggested searches as chips (empty /explore and no-result state). */
export function SuggestionChips({ onPick, headingId }: { readonly onPick: (query: string) => void; readonly headingId: string }) {
  const t = useT();
  return (
    <section className="search-panel" aria-labelledby={headingId}>
      <h2 id={headingId} className="search-panel__title">
        {t('search.suggestions')}
      </h2>
      <ul className="search-chips">
        {SEARCH_SUGGESTIONS.map((query) => (
          <li key={query}>
            <button type="button" className="search-chips__chip" onClick={() => onPick(query)}>
              <SearchIcon size={14} />
              {query}
            </button>
          </li>
        ))}
      </ul>
    </section>
  );
}

export interface RecentSearchesProps {
  readonly queries: readonly string[];
  readonly onPick: (query: string) => void;
  readonly onClear: () => void;
}

/** The recent searches, newest first: tap one to search again, or clear them all. */
export function RecentSearches({ queries, onPick, onClear }: RecentSearchesProps) {
  const t = useT();
  if (queries.length === 0) return null;
  return (
    <section className="search-panel" aria-labelledby="recent-searches-heading">
      <div className="search-panel__head">
        <h2 id="recent-searches-heading" className="search-panel__title">
          {t('search.recent')}
        </h2>
        <button type="button" className="text-link search-panel__clear" onClick={onClear} aria-label={t('search.clearRecentLabel')}>
          <CloseIcon size={16} />
          {t('search.clearRecent')}
        </button>
      </div>
      <ul className="search-recent">
        {queries.map((query) => (
          <li key={query}>
            <button type="button" className="search-recent__item" onClick={() => onPick(query)}>
              <ClockIcon size={18} />
              <span>{query}</span>
            </button>
          </li>
        ))}
      </ul>
    </section>
  );
}
