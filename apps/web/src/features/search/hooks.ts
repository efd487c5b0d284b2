import { useEffect, useState } from 'react';

/** /explore waits this long after the last keystroke before it asks the server. */
export const SEARCH_DEBOUNCE_MS = 250;

/** The value once it has stopped changing for `ms`. */
export function useDebouncedValue<T>(value: T, ms = SEARCH_DEBOUNCE_MS): T {
  const [settled, setSettled] = useState(value);
  useEffect(() => {
    const id = window.setTimeout(() => setSettled(value), ms);
    return () => window.clearTimeout(id);
  }, [value, ms]);
  return settled;
}
