/**
 * Polite screen-reader announcements (WCAG 4.1.3) through one live region that the app shell
 * renders (#live-region). Clearing first makes a repeated message be read again.
 */
export function announce(message: string): void {
  const region = document.getElementById('live-region');
  if (!region) return;
  region.textContent = '';
  window.setTimeout(() => {
    region.textContent = message;
  }, 50);
}
