import type { ContentPage, getPagesResponse } from '@keka/contracts';
import { callApi } from '../../lib/api';
import { useQuery } from '../../lib/use-query';

export type PageSummary = (typeof getPagesResponse)['_output'][number];

/** get-pages: the content pages (about, terms, privacy …) for link lists. */
export function usePages() {
  return useQuery('get-pages', (signal) => callApi<PageSummary[]>('get-pages', {}, { signal }));
}

/** get-single-page {slug}: one page with its HTML body (sanitised before it is shown). */
export function usePage(slug: string | undefined) {
  return useQuery(slug ? `get-single-page:${slug}` : null, (signal) => callApi<ContentPage>('get-single-page', { slug }, { signal }));
}
