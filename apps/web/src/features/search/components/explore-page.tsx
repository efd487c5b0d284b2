import { useEffect, useState, type ReactNode } from 'react';
import { useSearchParams } from 'react-router';
import { Link } from '../../../lib/link';
import type { ItemWithStore } from '@keka/contracts';
import { PinIcon } from '../../../components/ui/icons/pin';
import { SearchIcon } from '../../../components/ui/icons/search';
import { ErrorState, StateMessage } from '../../../components/ui/state-message';
import { announce } from '../../../lib/announce';
import { useT, useTn } from '../../../lib/i18n';
import { useSearchResults, type Point } from '../api';
import { useDebouncedValue } from '../hooks';
import { clearRecentSearches, rememberSearch, useRecentSearches } from '../recent';
import { SearchBox } from './search-box';
import { LoadMore } from '../../../components/ui/load-more';
import { SearchResults, SearchResultsSkeleton } from './search-results';
import { RecentSearches, SuggestionChips } from './start-panel';
import './explore.css';

export interface ExplorePageProps {
  /** The saved delivery location; search-restaurants only answers for a point. */
  readonly point: Point | null;
  readonly renderControl: (item: ItemWithStore) => ReactNode;
}

/**
 * /explore (SPEC §2): a debounced server-side search of stores and items near the saved location.
 * The query lives in ?q= so coming back from a store shows the same results.
 */
export function ExplorePage({ point, renderControl }: ExplorePageProps) {
  const t = useT();
  const tn = useTn();
  const [params, setParams] = useSearchParams();
  const [text, setText] = useState(() => params.get('q') ?? '');
  const query = useDebouncedValue(text).trim();
  const results = useSearchResults(query, point);
  const recent = useRecentSearches();

  const inUrl = params.get('q') ?? '';
  useEffect(() => {
    if (query !== inUrl) setParams(query === '' ? {} : { q: query }, { replace: true });
  }, [query, inUrl, setParams]);

  const data = results.data;
  const more = results.more.hasMore;
  const moreOf = results.moreOf;
  useEffect(() => {
    if (!data) return;
    const count = data.stores.length + data.items.length;
    if (count === 0) announce(t('search.noResults.title', { query }));
    else announce(more ? t('search.resultsMore', { count, query }) : tn('search.results', count, { query }));
  }, [data, more, query, t, tn]);

  const pick = (value: string) => {
    setText(value);
    rememberSearch(value);
  };

  let body: ReactNode;
  if (!point) {
    body = (
      <StateMessage
        art={<PinIcon size={44} />}
        title={t('search.noLocation.title')}
        body={t('search.noLocation.body')}
        action={
          <Link to="/search-location" state={{ from: '/explore' }} className="button button--primary">
            {t('search.noLocation.action')}
          </Link>
        }
      />
    );
  } else if (query === '') {
    body = (
      <>
        <RecentSearches queries={recent} onPick={pick} onClear={clearRecentSearches} />
        {recent.length === 0 && (
          <StateMessage art={<SearchIcon size={44} />} title={t('search.start.title')} body={t('search.start.body')} />
        )}
        <SuggestionChips onPick={pick} headingId="search-suggestions-start" />
      </>
    );
  } else if (results.error && !data) {
    body = <ErrorState error={results.error} onRetry={results.refetch} />;
  } else if (!data) {
    body = <SearchResultsSkeleton />;
  } else if (data.stores.length === 0 && data.items.length === 0) {
    body = (
      <>
        <StateMessage art={<SearchIcon size={44} />} title={t('search.noResults.title', { query })} body={t('search.noResults.body')} />
        <SuggestionChips onPick={pick} headingId="search-suggestions-none" />
      </>
    );
  } else {
    // A tap on any result (a store, an item's store, ADD) keeps the query among the recent searches.
    body = (
      <div onClickCapture={() => rememberSearch(query)}>
        <SearchResults results={data} more={moreOf} renderControl={renderControl} />
        <LoadMore more={results.more} />
      </div>
    );
  }

  return (
    <>
      <header className="explore-bar">
        <h1 className="visually-hidden">{t('search.title')}</h1>
        <SearchBox value={text} onChange={setText} onSubmit={() => rememberSearch(text)} busy={results.isLoading} />
      </header>
      <main className="explore">{body}</main>
    </>
  );
}
