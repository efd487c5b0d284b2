import { expect, test } from '@playwright/test';

/**
 * ADR 0024 on a phone: a returning customer's home asks for its sections once, from the small early
 * script before the app's code has arrived, and the first banner is preloaded from that answer. The app
 * takes the answer over instead of asking again, and nothing is refused by the page's CSP.
 */
const HOME = { lat: 12.9719, lng: 77.6412, address: 'Indiranagar, Bengaluru', house: null, tag: null };

test('home reads its sections once, early, and preloads the first banner', async ({ page, request }) => {
  const expected = (await (await request.post('/api/home-data', { data: { latitude: HOME.lat, longitude: HOME.lng } })).json()) as {
    top_slider: { image: string; name: string }[];
  };
  const first = expected.top_slider[0];
  expect(first, 'the demo city has a top slider').toBeTruthy();

  await page.addInitScript((home) => {
    localStorage.setItem('userSetAddress', JSON.stringify(home));
    localStorage.setItem('gdprConfirmed', '1');
  }, HOME);
  const refused: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'error' && /Content Security Policy/i.test(message.text())) refused.push(message.text());
  });
  const homeDataCalls: string[] = [];
  page.on('request', (req) => {
    if (new URL(req.url()).pathname === '/api/home-data') homeDataCalls.push(req.postData() ?? '');
  });
  // The app's own entry script, whatever the build named it, as index.html names it.
  const html = await (await request.get('/')).text();
  const entry = [...html.matchAll(/<script type="module"[^>]*src="([^"]+)"/g)].map((m) => m[1]).at(-1);
  expect(entry, 'index.html names the app script').toBeTruthy();
  const indexDone = page.waitForResponse((res) => new URL(res.url()).pathname === entry);

  await page.goto('/');
  await expect(page.getByRole('img', { name: first?.name }).first()).toBeVisible();
  await indexDone;
  expect(homeDataCalls).toEqual([JSON.stringify({ latitude: HOME.lat, longitude: HOME.lng })]);
  await expect(page.locator(`link[rel="preload"][as="image"][href="${first?.image ?? ''}"]`)).toHaveCount(1);
  expect(refused).toEqual([]);

  // A reload reads once more: an early answer serves one page load only.
  await page.reload();
  await expect(page.getByRole('img', { name: first?.name }).first()).toBeVisible();
  expect(homeDataCalls).toHaveLength(2);
});
