import { useEffect, useState } from 'react';

/** SPEC §9: the splash is removed after 1 second. */
export const SPLASH_MS = 1000;

export function useSplash(): boolean {
  const [visible, setVisible] = useState(true);
  useEffect(() => {
    const id = window.setTimeout(() => setVisible(false), SPLASH_MS);
    return () => window.clearTimeout(id);
  }, []);
  return visible;
}
