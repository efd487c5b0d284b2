import { useEffect } from 'react';
import type { QueryState } from '../../../lib/use-query';
import { useAdminQuery } from '../api';

/**
 * A console read that is fetched again whenever its screen opens: after an edit on another screen
 * (a saved page, translated texts) the list must not show the 30-second cached answer.
 */
export function useFreshAdminQuery<R>(name: string, body: Record<string, unknown> = {}): QueryState<R> {
  const query = useAdminQuery<R>(name, body);
  const { refetch } = query;
  useEffect(() => {
    refetch();
  }, [refetch]);
  return query;
}
