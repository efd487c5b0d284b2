import type { QueryState } from '../../../lib/use-query';
import { errorText } from '../api';

/** A failed read, in the server's words, with 'Try again'. */
export function QueryError({ error, retry }: { readonly error: unknown; readonly retry: () => void }) {
  return (
    <p className="ad-error" role="alert">
      {errorText(error)}{' '}
      <button type="button" className="ad-button ad-button--quiet" onClick={retry}>
        Try again
      </button>
    </p>
  );
}

/** A read's trouble where its content would be: the error with 'Try again', or 'Loading…' the first time. */
export function QueryProblems<T>({ query }: { readonly query: QueryState<T> }) {
  if (query.error) return <QueryError error={query.error} retry={query.refetch} />;
  return query.isLoading && !query.data ? <p className="ad-muted">Loading…</p> : null;
}

/** Id-cursor paging of a newest-first list: back to the newest, or on to older rows. */
export function CursorPager({ cursor, next, onChange }: { readonly cursor: number | null; readonly next: number | null | undefined; readonly onChange: (cursor: number | null) => void }) {
  return (
    <div className="ad-pager">
      {cursor !== null && (
        <button type="button" className="ad-button" onClick={() => onChange(null)}>
          Newest
        </button>
      )}
      {next ? (
        <button type="button" className="ad-button" onClick={() => onChange(next)}>
          Older
        </button>
      ) : null}
    </div>
  );
}

/** A form's or an action's problem in words (nothing when there is none). */
export function FormError({ text }: { readonly text: string | null | undefined }) {
  return text ? (
    <p className="ad-error" role="alert">
      {text}
    </p>
  ) : null;
}

/** The answer to a save: confirmed politely, or a problem announced at once. */
export function FormNotice({ message }: { readonly message: { readonly ok: boolean; readonly text: string } | null }) {
  if (!message) return null;
  return (
    <p className={message.ok ? 'ad-ok' : 'ad-error'} role={message.ok ? 'status' : 'alert'}>
      {message.text}
    </p>
  );
}
