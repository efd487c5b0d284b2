import { useEffect } from 'react';
import { useLocation } from 'react-router';

/**
 * The path the window was last scrolled to the top for. It starts as the page the browser loaded: the
 * browser put that page at the top itself (or, on a reload, where the reader left it), and the user may
 * have scrolled the server's HTML before React hydrated it; scrolling again then would move the page
 * under a finger that is about to tap.
 */
let scrolledFor: string | null = typeof window === 'undefined' ? null : window.location.pathname;

/**
 * SPEC §2: every navigation starts at the top. Same-path history entries (sheets) do not scroll, and
 * neither does the first screen of a page load, nor an area mounting again on the path it was on.
 */
export function useScrollToTopOnNavigation(): void {
  const { pathname } = useLocation();
  useEffect(() => {
    if (pathname === scrolledFor) return;
    scrolledFor = pathname;
    window.scrollTo({ top: 0, left: 0, behavior: 'instant' });
  }, [pathname]);
}
