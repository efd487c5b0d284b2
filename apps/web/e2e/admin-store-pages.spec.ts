import { expect, test, type APIRequestContext } from '@playwright/test';
import sharp from 'sharp';
import { adminToken, openAdmin, openSection } from './admin-helpers';
import { expectNoSeriousA11yViolations } from './axe';
import { actor, logInCustomer, shot, type ApiActor } from './live-helpers';

interface StorePage {
  store: { id: number };
  banners: { id: number; type: number; name: string }[];
  slot_groups: { id: number; position: number; name: string; items: { id: number }[] }[];
  item_groups: { id: number; name: string }[];
}

/** A banner picture with its words on it, as banner art is (the server refuses SVG, so it goes as PNG). */
const bannerPicture = () =>
  sharp(
    Buffer.from(
      '<svg xmlns="http://www.w3.org/2000/svg" width="900" height="300"><rect width="900" height="300" fill="#f4a62a"/><text x="60" y="185" font-family="sans-serif" font-size="88" font-weight="700" fill="#3b1d00">Fruit fest</text></svg>',
    ),
  )
    .png()
    .toBuffer();

/** The demo page as it was, to put back after the journey (later journeys read Green Basket's four slots). */
let seeded: { storeId: number; page: StorePage } | null = null;

const adminApi = async (request: APIRequestContext) => actor(request, await adminToken(request));
const pageOf = async (api: ApiActor, storeId: number) => (await api.call<{ data: StorePage }>('admin/get-store-page', { store_id: storeId })).data;

test.afterEach(async ({ request }) => {
  if (!seeded) return;
  const { storeId, page: before } = seeded;
  const api = await adminApi(request);
  const now = await pageOf(api, storeId);
  for (const b of now.banners.filter((x) => x.name === 'Weekend fruit fest')) await api.call('admin/delete-store-content', { kind: 'banner', id: b.id });
  for (const g of now.slot_groups.filter((x) => x.name === 'Weekend Picks')) await api.call('admin/delete-store-content', { kind: 'slot_group', id: g.id });
  const snackTime = before.slot_groups.find((g) => g.name === 'Snack Time');
  if (snackTime && !now.slot_groups.some((g) => g.name === 'Snack Time')) {
    await api.call('admin/save-slot-group', { store_id: storeId, name: snackTime.name, item_ids: snackTime.items.map((i) => i.id) });
  }
  const restored = await pageOf(api, storeId);
  expect(restored.slot_groups.map((g) => [g.position, g.name])).toEqual(before.slot_groups.map((g) => [g.position, g.name]));
  expect(restored.banners.map((b) => b.name)).toEqual(before.banners.map((b) => b.name));
});

/**
 * Store pages: at 1280x800 an admin adds a 120 px banner opening an item group and, in the slot freed
 * from "Snack Time", a new item slot of Green Basket's own items; a customer on a phone (390x844) sees
 * both on the store's single-store page. The demo page is put back afterwards.
 */
test('an admin adds a banner and an item slot to Green Basket; a customer sees them on its page', async ({ browser, request }) => {
  const api = await adminApi(request);
  const storeId = ((await api.call<{ data: { id: number; slug: string }[] }>('admin/pick-stores', { q: 'green-basket' })).data.find((s) => s.slug === 'green-basket') ?? { id: 0 }).id;
  seeded = { storeId, page: await pageOf(api, storeId) };
  expect(seeded.page.slot_groups.find((g) => g.name === 'Snack Time')?.position).toBe(4);

  const { context: adminContext, page: admin } = await openAdmin(browser);
  await openSection(admin, 'Store pages');
  await admin.getByLabel('Find a store for Store').fill('Green');
  await admin.getByRole('button', { name: /^Green Basket/ }).click();
  await expect(admin).toHaveURL(new RegExp(`/admin/store-pages\\?store=${storeId}$`));
  await expect(admin.getByRole('heading', { name: 'Banners', level: 2 })).toBeVisible();

  // A banner in the 120 px row, opening the store's "Summer Fruits" group.
  await admin.getByRole('button', { name: 'Add banner to More offers (120 px)' }).click();
  const bannerForm = admin.getByRole('form', { name: 'New banner' });
  await bannerForm.getByLabel(/^Name/).fill('Weekend fruit fest');
  await bannerForm.getByRole('combobox', { name: 'Opens', exact: true }).selectOption({ label: 'An item group' });
  await bannerForm.getByRole('combobox', { name: 'Item group', exact: true }).selectOption({ label: 'Summer Fruits' });
  await bannerForm.getByLabel(/^Picture/).setInputFiles({ name: 'fest.png', mimeType: 'image/png', buffer: await bannerPicture() });
  await expect(bannerForm.locator('img.ad-thumb')).toHaveAttribute('src', /^\/uploads\/[a-f0-9]{32}\.webp$/);
  await shot(admin, 'admin-banner-form');
  await bannerForm.getByRole('button', { name: 'Save' }).click();
  await expect(admin.getByRole('status')).toHaveText('Banner saved; the store page shows it now.');
  const offers = admin.getByRole('table', { name: 'More offers (120 px) banners in order' });
  await expect(offers.getByRole('row').last()).toContainText('Weekend fruit fest');
  await expect(offers.getByRole('row').last()).toContainText('Item group: Summer Fruits');

  // Reordered from the keyboard: the focus follows the row, so a second Enter moves it again.
  const up = admin.getByRole('button', { name: 'Move banner Weekend fruit fest up' });
  await up.focus();
  await admin.keyboard.press('Enter');
  await expect(offers.getByRole('row').nth(-2)).toContainText('Weekend fruit fest');
  await expect(up).toBeFocused();
  await admin.keyboard.press('Enter');
  await expect(offers.getByRole('row').nth(-3)).toContainText('Weekend fruit fest');

  // Four slots are in use: one goes (confirmed in a dialog), a new one takes its place.
  await expect(admin.getByRole('button', { name: 'Add item slot' })).toBeDisabled();
  await admin.getByRole('button', { name: 'Delete slot Snack Time' }).click();
  const dialog = admin.getByRole('dialog', { name: 'Delete the item slot “Snack Time”?' });
  await shot(admin, 'admin-delete-dialog');
  await dialog.getByRole('button', { name: 'Delete' }).click();
  await expect(admin.getByRole('status')).toHaveText('Item slot Snack Time deleted.');
  await admin.getByRole('button', { name: 'Add item slot' }).click();
  const slotForm = admin.getByRole('form', { name: 'New item slot' });
  await slotForm.getByLabel(/^Name/).fill('Weekend Picks');
  const find = slotForm.getByLabel('Find an item for Items, in the order the slot shows them');
  for (const [typed, name] of [
    ['mango', 'Mango Banganapalli'],
    ['shimla', 'Apple Shimla'],
    ['grapes', 'Green Grapes'],
  ]) {
    await find.fill(typed ?? '');
    await slotForm.getByRole('button', { name: new RegExp(`^${name}`) }).click();
  }
  await slotForm.getByRole('button', { name: 'Move Green Grapes up' }).click();
  await expect(slotForm.getByRole('listitem')).toHaveText([/Mango Banganapalli/, /Green Grapes/, /Apple Shimla/]);
  await shot(admin, 'admin-slot-form');
  await slotForm.getByRole('button', { name: 'Save' }).click();
  await expect(admin.getByRole('status')).toHaveText('Item slot saved; the store page shows it now.');
  const slots = admin.getByRole('table', { name: 'Item slots in order' });
  await expect(slots.getByRole('row').last()).toContainText('3 items: Mango Banganapalli, Green Grapes, Apple Shimla');
  await expectNoSeriousA11yViolations(admin, 'admin store pages');
  await shot(admin, 'admin-store-pages');

  // The customer, on a phone.
  const phone = await browser.newContext({ viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true, locale: 'en-IN', bypassCSP: true });
  const page = await phone.newPage();
  await logInCustomer(page);
  await page.goto('/stores/green-basket');
  await expect(page.getByRole('heading', { level: 1, name: 'Green Basket' })).toBeVisible();
  const picks = page.getByRole('region', { name: 'Weekend Picks' });
  await expect(picks).toBeVisible();
  await expect(picks.locator('.product-card h3')).toHaveText(['Mango Banganapalli', 'Green Grapes', 'Apple Shimla']);
  await expect(page.getByRole('region', { name: 'Snack Time' })).toHaveCount(0);
  const banner = page.getByRole('region', { name: 'More offers' }).getByRole('link', { name: 'Weekend fruit fest' });
  await banner.scrollIntoViewIfNeeded();
  await expect(banner).toHaveAttribute('href', /^\/item-group\/\d+$/);
  await shot(page, 'customer-store-page');
  await banner.tap();
  await expect(page.getByRole('heading', { level: 1, name: 'Summer Fruits' })).toBeVisible();
  await phone.close();
  await adminContext.close();
});
