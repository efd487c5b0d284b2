import { useNavigate } from 'react-router';
import { readString, STORAGE_KEYS } from '../../lib/storage';

/** react-router's index of the current history entry (0 for the first entry of the tab, or a deep link). */
function historyIndex(): number {
  return (window.history.state as { idx?: number } | null)?.idx ?? 0;
}

function goBack(steps: number): Promise<void> {
  if (steps <= 0) return Promise.resolve();
  return new Promise((resolve) => {
    window.addEventListener('popstate', () => resolve(), { once: true });
    window.history.go(-steps);
  });
}

/**
 * Leaving /my-addresses after a choice. `depth` is how many of the screen's own steps sit above the
 * list (0 on the list, 2 on the add flow's confirm step). 'origin' returns to where the user came from
 * (the entry before the list); 'list' returns to the list, unless the cart sent the user here (the
 * fromCart flag, SPEC §4), who then goes back to /cart. Going BACK keeps the phone's back button sane:
 * no finished steps are left behind in the history.
 */
export function useLeaveAddressBook(from: string | undefined): (depth: number, to: 'origin' | 'list') => void {
  const navigate = useNavigate();
  return (depth, to) => {
    const fromCart = from === '/cart' || readString(STORAGE_KEYS.fromCart) === '1';
    if (to === 'list' && !fromCart) {
      if (historyIndex() >= depth) void navigate(-depth);
      else void navigate('/my-addresses', { replace: true });
      return;
    }
    // The entry before the list is where the user came from (the cart's link, the home bar, a login detour).
    if (historyIndex() > depth) {
      void navigate(-(depth + 1));
      return;
    }
    // Opened directly (no history before it): leave the steps, then replace the list with the target.
    void goBack(Math.min(depth, historyIndex())).then(() => navigate(fromCart ? '/cart' : (from ?? '/'), { replace: true }));
  };
}
