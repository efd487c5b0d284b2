import { expect, test, type Locator, type Page } from '@playwright/test';
import { en, hi } from '@keka/contracts/i18n';
import { expectNoSeriousA11yViolations } from './axe';

const DEMO_CUSTOMER = { email: 'customer@demo.keka.in', password: 'customer123' };

interface SlideData {
  readonly id: number;
  readonly model: 1 | 4 | 5 | null;
  readonly slug: string | null;
  readonly keka_deal_id: number | null;
}

/** SPEC §2 slide links, written out again as the test's oracle. */
function expectedSlideHref(slide: SlideData): string | null {
  if (slide.model === 4) return `/keka-deal/${slide.keka_deal_id}`;
  if (slide.model === 5) return `/slider-stores/${slide.id}`;
  if (slide.model === 1) return `/stores/${slide.slug}`;
  return null;
}

/** No translation key ('home.title') may ever reach the screen, in any language. */
async function expectNoRawKeys(page: Page, screen: string): Promise<void> {
  const text = await page.evaluate(() => document.body.innerText);
  const leaked = Object.keys(en).filter((key) => text.includes(key));
  expect(leaked, `${screen} shows raw translation keys`).toEqual([]);
}

async function expectSlideLinks(carousel: Locator, slides: readonly SlideData[]): Promise<void> {
  const items = carousel.locator('.slider__slide');
  await expect(items).toHaveCount(slides.length);
  for (const [i, slide] of slides.entries()) {
    const href = expectedSlideHref(slide);
    const link = items.nth(i).locator('a');
    if (href) await expect(link).toHaveAttribute('href', href);
    else await expect(link).toHaveCount(0);
  }
}

async function storedAddress(page: Page): Promise<{ lat: number; lng: number; house: string | null; tag: string | null }> {
  return page.evaluate(() => JSON.parse(localStorage.getItem('userSetAddress') ?? 'null') as { lat: number; lng: number; house: string | null; tag: string | null });
}

test('a newcomer switches language, places the pin without dragging and browses every store list', async ({ page }) => {
  // Welcome in Hindi and back: every label is translated, <html lang> follows.
  await page.goto('/');
  await expect(page.getByRole('button', { name: en['welcome.next'] })).toBeVisible();
  await page.getByLabel(en['welcome.language']).selectOption({ label: 'हिन्दी' });
  await expect(page.locator('html')).toHaveAttribute('lang', 'hi');
  await expect(page.getByRole('button', { name: hi['welcome.next'] })).toBeVisible();
  await expect(page.getByRole('heading', { name: hi['welcome.slide1.title'] })).toBeVisible();
  await expectNoRawKeys(page, 'welcome (hi)');
  await expectNoSeriousA11yViolations(page, 'welcome (hi)');
  await page.getByLabel(hi['welcome.language']).selectOption({ label: 'English' });
  await expect(page.locator('html')).toHaveAttribute('lang', 'en');
  await page.getByRole('button', { name: 'Next' }).tap();
  await page.getByRole('button', { name: 'Next' }).tap();
  await expectNoRawKeys(page, 'welcome (en)');
  await page.getByRole('link', { name: 'Grab My Location' }).tap();

  // Location: the map step, moved with the arrow buttons only (WCAG 2.5.7), then house and tag.
  await expect(page).toHaveURL(/\/search-location$/);
  await page.getByRole('button', { name: /Pick on the map/ }).tap();
  await expect(page.getByRole('heading', { name: 'Confirm delivery location' })).toBeVisible();
  const map = page.getByRole('region', { name: 'Map of the delivery location' });
  await expect(map.locator('.leaflet-container')).toBeVisible();
  await expect(map.locator('.map-pin')).toBeVisible();
  const address = page.getByLabel('Address', { exact: true });
  const before = await address.inputValue();
  expect(before).not.toBe('');
  await map.getByRole('button', { name: 'Move the pin north' }).tap();
  await map.getByRole('button', { name: 'Move the pin north' }).tap();
  await map.getByRole('button', { name: 'Move the pin east' }).tap();
  await page.getByLabel('House / flat / floor (optional)').fill('Flat 12B, Lakeview');
  await page.getByText('Work', { exact: true }).tap();
  await expect(page.getByRole('radio', { name: 'Work' })).toBeChecked();
  const save = page.getByRole('button', { name: 'Save address & continue' });
  await expect(save).toBeEnabled();
  await expectNoSeriousA11yViolations(page, 'confirm location');
  await save.tap();

  await expect(page).toHaveURL(/\/$/);
  const saved = await storedAddress(page);
  expect(saved).toMatchObject({ house: 'Flat 12B, Lakeview', tag: 'Work' });
  expect(saved.lat).toBeCloseTo(12.9719 + 0.00072, 4);
  expect(saved.lng).toBeGreaterThan(77.6412);

  // Home: sliders, categories and their links by the SPEC §2 rules.
  await expect(page.getByRole('link', { name: /Delivering to .*Work/ })).toHaveAttribute('href', '/search-location');
  const home = (await (
    await page.request.post('/api/home-data', { data: { latitude: saved.lat, longitude: saved.lng } })
  ).json()) as { top_slider: SlideData[]; ad_slider: SlideData[]; bottom_slider: SlideData[]; categories: Array<{ id: number; name: string; link: string | null }> };
  const top = page.getByRole('region', { name: 'Offers for you' });
  await expectSlideLinks(top, home.top_slider);
  await expectSlideLinks(page.getByRole('region', { name: 'Keka Offers' }), home.ad_slider);
  await expectSlideLinks(page.getByRole('region', { name: 'Special Offers' }), home.bottom_slider);
  await expect(page.getByRole('region', { name: 'In the spotlight' })).toBeVisible();
  for (const category of home.categories) {
    const href = category.id === 1 ? '/food' : category.link ? `/stores/${category.link}` : `/keka-deal/${category.id}`;
    await expect(page.locator('.category-grid').getByRole('link', { name: category.name, exact: true })).toHaveAttribute('href', href);
  }
  await expect(page.getByRole('dialog')).toHaveCount(0);
  await expectNoRawKeys(page, 'home');
  await expectNoSeriousA11yViolations(page, 'home');

  // The top slider plays by itself and its pause button stops it (WCAG 2.2.2).
  const track = top.locator('.slider__track');
  await expect.poll(() => track.evaluate((el) => el.scrollLeft), { timeout: 8000 }).toBeGreaterThan(0);
  await top.getByRole('button', { name: 'Pause Offers for you' }).tap();
  await expect(top.getByRole('button', { name: 'Play Offers for you' })).toBeVisible();

  // Category tiles: Food → /food (no fresh stores there); Biryani → its deal.
  await page.locator('.category-grid').getByRole('link', { name: 'Food', exact: true }).tap();
  await expect(page).toHaveURL(/\/food$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Food delivery' })).toBeVisible();
  await expect(page.locator('.store-card').first()).toBeVisible();
  await expect(page.locator('.store-card', { hasText: 'Green Basket' })).toHaveCount(0);
  await expect(page.getByText(/open and delivering to you/)).toBeVisible();
  await expectNoSeriousA11yViolations(page, 'food');
  await page.goBack();
  await page.locator('.category-grid').getByRole('link', { name: 'Biryani', exact: true }).tap();
  await expect(page).toHaveURL(/\/keka-deal\/3$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Biryani Festival' })).toBeVisible();
  await expect(page.locator('.store-card', { hasText: "Nawab's Biryani House" })).toBeVisible();
  await expectNoSeriousA11yViolations(page, 'keka deal');
  await page.goBack();

  // A model-5 slide opens its stores.
  const ads = page.getByRole('region', { name: 'Keka Offers' });
  await ads.getByRole('button', { name: 'Pause Keka Offers' }).tap();
  const storesSlide = home.ad_slider.findIndex((s) => s.model === 5);
  await ads.locator('.slider__slide').nth(storesSlide).locator('a').tap();
  await expect(page).toHaveURL(new RegExp(`/slider-stores/${home.ad_slider[storesSlide]?.id}$`));
  await expect(page.locator('.store-card').first()).toBeVisible();
  await expectNoSeriousA11yViolations(page, 'slider stores');
  await page.goBack();

  // /stores: delivery or self-pickup, stored as userSelected.
  await page.getByRole('link', { name: 'See all stores near you' }).first().tap();
  await expect(page).toHaveURL(/\/stores$/);
  await expect(page.getByRole('radio', { name: 'Delivery' })).toBeChecked();
  await page.getByText('Self-pickup', { exact: true }).tap();
  await expect(page.getByRole('radio', { name: 'Self-pickup' })).toBeChecked();
  await expect(page.getByText(/open for pickup/)).toBeVisible();
  expect(await page.evaluate(() => localStorage.getItem('userSelected'))).toBe('SELFPICKUP');
  await expectNoSeriousA11yViolations(page, 'stores (self-pickup)');
  await page.getByText('Delivery', { exact: true }).tap();
  await expect(page.getByText(/open and delivering to you/)).toBeVisible();
  expect(await page.evaluate(() => localStorage.getItem('userSelected'))).toBe('DELIVERY');

  // /categories/stores: multi-select chips, kept in the URL.
  await page.goto('/categories/stores');
  await page.getByRole('button', { name: 'Biryani', exact: true }).tap();
  await expect(page.getByRole('button', { name: 'Biryani', exact: true })).toHaveAttribute('aria-pressed', 'true');
  await expect(page).toHaveURL(/\/categories\/stores\?c=\d+$/);
  await expect(page.locator('.store-card', { hasText: "Nawab's Biryani House" })).toBeVisible();
  await expect(page.locator('.store-card', { hasText: 'Forno Pizzeria' })).toHaveCount(0);
  await page.getByRole('button', { name: 'Pizza', exact: true }).tap();
  await expect(page.locator('.store-card', { hasText: 'Forno Pizzeria' })).toBeVisible();
  await expect(page.locator('.store-card', { hasText: "Nawab's Biryani House" })).toBeVisible();
  await expect(page.getByText('2 selected')).toBeVisible();
  await expectNoSeriousA11yViolations(page, 'categories');
  await page.getByRole('button', { name: 'Clear', exact: true }).tap();
  await expect(page.getByText('Showing every store that delivers to you')).toBeVisible();

  // The other collection routes.
  for (const [url, title] of [
    ['/quick-bites/snacks', 'Snacks'],
    ['/store-type/restaurant', 'Restaurant'],
    ['/offer-restaurants-section/3', 'Free delivery'],
  ] as const) {
    await page.goto(url);
    await expect(page.getByRole('heading', { level: 1, name: title })).toBeVisible();
    await expect(page.locator('.store-card').first()).toBeVisible();
    await expectNoSeriousA11yViolations(page, url);
  }
  await page.goto('/keka-deal/999');
  await expect(page.getByRole('heading', { name: 'This offer has ended' })).toBeVisible();

  // /offer-section: offer dishes under their store, added with the cart rules.
  await page.goto('/offer-section/1');
  await expect(page.getByRole('heading', { level: 1, name: 'Meals under ₹149' })).toBeVisible();
  const group = page.locator('.offer-group').first();
  const row = group.locator('.item-row:not(.item-row--inactive)').filter({ hasNotText: 'Customisable' }).first();
  const dish = (await row.locator('h3').textContent()) ?? '';
  await row.getByRole('button', { name: `Add ${dish} to cart` }).tap();
  await expect(page.getByRole('link', { name: /1 item.*View Cart/ })).toBeVisible();
  await expect(group.getByRole('link', { name: /View store/ })).toHaveAttribute('href', /^\/stores\/[\w-]+$/);
  await expectNoSeriousA11yViolations(page, 'offer section');

  // Store page from home: jump list, veg only, search.
  await page.goto('/');
  await page.locator('.store-card', { hasText: 'Spice Route' }).tap();
  await expect(page).toHaveURL(/\/stores\/spice-route$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Spice Route' })).toBeVisible();
  await page.getByRole('button', { name: 'Menu', exact: true }).tap();
  const sheet = page.getByRole('dialog', { name: 'Jump to a section' });
  await expect(sheet).toBeVisible();
  await expect(sheet.getByRole('button', { name: /Breads.*4 items/ })).toBeVisible();
  await expectNoSeriousA11yViolations(page, 'menu jump list');
  await sheet.getByRole('button', { name: /Desserts/ }).tap();
  await expect(sheet).toBeHidden();
  const desserts = page.getByRole('heading', { level: 2, name: /^Desserts/ });
  await expect(desserts).toBeFocused();
  await expect(desserts).toBeInViewport();
  await expect(page).toHaveURL(/\/stores\/spice-route$/);

  await page.getByRole('switch', { name: 'Veg only' }).tap();
  await expect(page.getByRole('switch', { name: 'Veg only' })).toHaveAttribute('aria-checked', 'true');
  await expect(page.locator('.item-row', { hasText: 'Butter Chicken' })).toHaveCount(0);
  await expect(page.locator('.item-row', { hasText: 'Paneer Tikka' }).first()).toBeVisible();
  const search = page.getByRole('searchbox', { name: 'Search this menu' });
  await search.fill('paneer');
  await expect(page.getByText(/\d+ dishes shown/)).toBeVisible();
  await expect(page.locator('.item-row', { hasText: 'Garlic Naan' })).toHaveCount(0);
  await expectNoSeriousA11yViolations(page, 'store (filtered)');
  await search.fill('zzzz');
  await expect(page.getByRole('heading', { name: 'No dishes match' })).toBeVisible();
  await page.getByRole('button', { name: 'Clear search and filters' }).last().tap();
  await expect(page.locator('.item-row', { hasText: 'Butter Chicken' }).first()).toBeVisible();

  // Item detail from the menu: image, name, price, ADD and the sanitised Full Description.
  await page.locator('.item-row').getByRole('link', { name: 'Paneer Tikka', exact: true }).first().tap();
  await expect(page).toHaveURL(/\/stores\/spice-route\/\d+$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Paneer Tikka' })).toBeVisible();
  const description = page.getByRole('region', { name: 'Full Description' });
  await expect(description.getByRole('listitem').first()).toBeVisible();
  await expect(page.getByRole('button', { name: 'Add Paneer Tikka to cart' })).toBeVisible();
  await expect(page.getByRole('link', { name: /From Spice Route/ })).toHaveAttribute('href', '/stores/spice-route');
  await expectNoSeriousA11yViolations(page, 'item detail');

  // The same view by id, for a grocery item.
  const groceryId = 300;
  const grocery = (await (await page.request.post('/api/get-single-item', { data: { id: groceryId } })).json()) as { name: string };
  await page.goto(`/single-store-single_item/${groceryId}`);
  await expect(page.getByRole('heading', { level: 1, name: grocery.name })).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Full Description' })).toBeVisible();

  // /my-location: the saved point on the map; moved with an arrow and saved again.
  await page.goto('/my-location');
  await expect(page.getByRole('heading', { level: 1, name: 'Your delivery location' })).toBeVisible();
  await expect(page.getByLabel('House / flat / floor (optional)')).toHaveValue('Flat 12B, Lakeview');
  await page.getByRole('button', { name: 'Move the pin south' }).tap();
  await expect(page.getByRole('button', { name: 'Save address & continue' })).toBeEnabled();
  await expectNoSeriousA11yViolations(page, 'my location');
  await page.getByRole('button', { name: 'Save address & continue' }).tap();
  await expect(page).toHaveURL(/\/$/);
  expect((await storedAddress(page)).lat).toBeLessThan(saved.lat);
});

test('a customer with a reward sees the scratch card, the rewards banner and unread alerts', async ({ page }) => {
  await page.goto('/login');
  await page.getByLabel('E-mail or phone number').fill(DEMO_CUSTOMER.email);
  await page.getByLabel('Password', { exact: true }).fill(DEMO_CUSTOMER.password);
  await page.getByRole('button', { name: 'Login' }).last().tap();
  await expect(page).toHaveURL(/\/$/);

  // The modal opens once per new card: an earlier journey that logged this customer in (addresses)
  // may have shown the welcome card already, so it is checked when it comes.
  const modal = page.getByRole('dialog', { name: 'Hurray! You have won a scratch card' });
  if (await modal.waitFor({ timeout: 5_000 }).then(() => true, () => false)) {
    await expect(modal.getByRole('link', { name: 'Scratch Now' })).toHaveAttribute('href', '/account/rewards');
    await expectNoSeriousA11yViolations(page, 'scratch card');
    await modal.getByRole('button', { name: 'Maybe later' }).tap();
    await expect(modal).toBeHidden();
  }
  await expect(page.getByRole('link', { name: /scratch card waiting/ })).toHaveAttribute('href', '/account/rewards');
  await expect(page.getByRole('link', { name: /Delivering to/ })).toHaveAttribute('href', '/my-addresses');
  await expect(page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: /Alerts \(\d+\)/ })).toBeVisible();
  await expectNoSeriousA11yViolations(page, 'home (customer)');

  // On every start the user is refreshed, so rewards and wallet are current. The modal showed this
  // card already (once per new card): the banner stays, the modal does not come back.
  const refresh = page.waitForRequest((r) => r.url().endsWith('/api/update-user-info'));
  await page.reload();
  expect((await refresh).headers().authorization).toMatch(/^Bearer /);
  await expect(page.getByRole('link', { name: /scratch card waiting/ })).toBeVisible();
  await expect(page.getByRole('dialog', { name: 'Hurray! You have won a scratch card' })).toBeHidden();

  // 'Scratch Now' leads to /account/rewards, where the Reveal button scratches the welcome card.
  await page.goto('/account/rewards');
  await page.getByRole('button', { name: 'Reveal Scratch card for joining Keka' }).tap();
  await expect(page.getByText('₹25.00 added to your wallet')).toBeVisible();
  await expectNoSeriousA11yViolations(page, 'rewards');
});

test('the new screens fit 320 px without sideways scrolling', async ({ page }) => {
  await page.setViewportSize({ width: 320, height: 640 });
  await page.goto('/search-location');
  await page.getByRole('button', { name: /Indiranagar/ }).first().tap();
  await expect(page).toHaveURL(/\/$/);
  const fits = async (url: string, ready: Locator) => {
    await page.goto(url);
    await expect(ready).toBeVisible();
    const [scroll, client] = await page.evaluate((): [number, number] => [document.documentElement.scrollWidth, document.documentElement.clientWidth]);
    expect(scroll, url).toBeLessThanOrEqual(client);
  };
  await fits('/food', page.locator('.store-card').first());
  await fits('/stores', page.getByRole('radio', { name: 'Self-pickup' }));
  await fits('/categories/stores', page.getByRole('button', { name: 'Biryani', exact: true }));
  await fits('/offer-section/1', page.locator('.item-row').first());
  await fits('/stores/spice-route', page.getByRole('switch', { name: 'Veg only' }));
  await fits('/stores/spice-route/1', page.getByRole('heading', { name: 'Full Description' }));
  await fits('/my-location', page.getByRole('button', { name: 'Move the pin north' }));
});
