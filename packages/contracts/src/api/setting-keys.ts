/**
 * Public settings (SPEC §3): the seed writes these values, get-settings returns them, and the web
 * writes each to browser storage by key. The web falls back to these defaults before the first fetch.
 * Secrets never live here: server-only settings have isPublic = false in the database.
 */
export const PUBLIC_SETTING_DEFAULTS = {
  storeName: 'Keka',
  storeColor: '#fc8019',
  storeLogo: '/assets/logo.svg',
  currencyFormat: '₹',
  currencySymbolAlign: 'left',
  currencyCode: 'INR',
  timezone: 'Asia/Kolkata',
  taxApplicable: 'false',
  taxPercentage: '5',
  enDelChrRnd: 'true',
  enGDMA: 'false',
  tips: '10,20,30,50',
  showPromoSlider: 'true',
  hidePriceWhenZero: 'true',
  itemsRemovedMsg: 'Items from your previous store were removed from the cart',
  restaurantMinOrderMessage: 'Add items worth at least',
  notAcceptingOrdersMsg: 'Not accepting orders right now',
  cartRestaurantNotOperational: 'This store does not deliver to your location yet',
  ongoingOrderMsg: 'You have an order on its way',
  showCustomHomeMessage: 'true',
  customHomeMessage: 'Hot food and fresh groceries, delivered in minutes.',
  enGdpr: 'true',
  gdprMessage: 'We use browser storage to remember your cart, location and language.',
  mapTileUrl: 'https://{s}.tile.openstreetmap.org/{z}/{x}/{y}.png',
  mapAttribution: '© OpenStreetMap contributors',
  supportPhone: '+91 80 4000 1234',
  supportEmail: 'help@keka.example',
  facebookUrl: 'https://facebook.com/keka',
  instagramUrl: 'https://instagram.com/keka',
  twitterUrl: 'https://x.com/keka',
  forceNewSettingsVersion: '1',
  forceCacheClearVersion: '1',
} as const satisfies Record<string, string>;

export type SettingKey = keyof typeof PUBLIC_SETTING_DEFAULTS;
