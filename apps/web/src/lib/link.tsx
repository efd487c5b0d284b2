import { forwardRef, useContext, type AnchorHTMLAttributes, type MouseEvent } from 'react';
import { createPath, UNSAFE_LocationContext as LocationContext, UNSAFE_NavigationContext as NavigationContext } from 'react-router';

/** A path of this app: every in-app link is absolute (no basename, no relative paths). */
export type AppPath = `/${string}`;

export interface LinkProps extends Omit<AnchorHTMLAttributes<HTMLAnchorElement>, 'href'> {
  readonly to: AppPath;
  /** Replace the current history entry (a link to where the user already is always does). */
  readonly replace?: boolean;
  readonly state?: unknown;
}

/** A click the browser should handle itself: another button, a modifier (new tab, window), another target. */
const browserHandles = (event: MouseEvent<HTMLAnchorElement>, target: string | undefined): boolean =>
  event.button !== 0 || (target !== undefined && target !== '_self') || event.metaKey || event.altKey || event.ctrlKey || event.shiftKey;

/**
 * An in-app link: a real `<a href>` (open in a new tab, long-press, screen readers) whose plain click
 * moves within the app. It does what react-router's Link does for an absolute path, in two context
 * reads: that Link resolves its path against the route matches on every render (hooks, a path
 * resolution and a JSON key per link), which made it a quarter of home's first render
 * (ADR 0038).
 */
export const Link = forwardRef<HTMLAnchorElement, LinkProps>(function Link({ to, replace, state, onClick, target, ...rest }, ref) {
  const { navigator } = useContext(NavigationContext);
  const { location } = useContext(LocationContext);
  const go = (event: MouseEvent<HTMLAnchorElement>) => {
    onClick?.(event);
    if (event.defaultPrevented || browserHandles(event, target)) return;
    event.preventDefault();
    // As react-router's Link: a link to the current location replaces its entry rather than repeat it.
    const replaces = replace ?? createPath(location) === to;
    if (replaces) navigator.replace(to, state);
    else navigator.push(to, state);
  };
  return <a {...rest} ref={ref} href={to} target={target} onClick={go} />;
});
