import { useMemo, type MouseEvent } from 'react';
import { useNavigate } from 'react-router';
import { sanitizeHtml } from '../../lib/sanitize-html';

export interface SafeHtmlProps {
  /** Server-written HTML; it is sanitised here, whatever the server promised. */
  readonly html: string;
  readonly className?: string;
}

/**
 * Rich text from the server (content pages, an item's 'Full Description') through the allow-list
 * sanitiser. Links to paths of this app navigate inside the app instead of reloading it.
 */
export function SafeHtml({ html, className }: SafeHtmlProps) {
  const navigate = useNavigate();
  const clean = useMemo(() => sanitizeHtml(html), [html]);
  const onClick = (event: MouseEvent<HTMLDivElement>) => {
    if (event.defaultPrevented || event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return;
    const link = (event.target as Element).closest?.('a');
    const href = link?.getAttribute('href');
    if (!href?.startsWith('/')) return;
    event.preventDefault();
    void navigate(href);
  };
  // Only in-app links are intercepted; Enter on a focused link fires the same click event.
  return <div className={`rich-text ${className ?? ''}`} onClick={onClick} dangerouslySetInnerHTML={{ __html: clean }} />;
}
