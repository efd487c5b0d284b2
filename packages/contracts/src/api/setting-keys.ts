/**
 * Public settings (SPEC §3): the seed writes these values, get-settings returns them, and the web
 * writes each to browser storage by key. The web falls back to these defaults before the first fetch.
 * Secrets never live here: server-only settings have isPublic = false in the database.
 */
export const PUBLIC_SETTING_DEFAULTS = {
  storeName: 'Keka',
  storeColor: '#fc8019',
  storeLogo: '/assets/logo.webp',
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
  /** Hours after delivery a customer may report missing or wrong items (issue 36). */
  itemReportHours: '48',
  forceNewSettingsVersion: '1',
  forceCacheClearVersion: '1',
} as const satisfies Record<string, string>;

export type SettingKey = keyof typeof PUBLIC_SETTING_DEFAULTS;

/**
 * Server-only settings of the delivery-partner app (issue 8). Amounts are rupee strings like the public
 * ones; the server reads each with this default when the row is missing.
 */
export const DELIVERY_SETTING_DEFAULTS = {
  /** Offers stop while a partner holds this much cash from COD orders; 0 = no limit. */
  cash_limit: '5000',
  /** Offers stop while a partner has this many accepted or picked-up orders; 0 = no limit. */
  max_accept_delivery_limit: '3',
  /** `broadcast`: every eligible partner of the store sees an offer, first to accept wins; `nearest`: one at a time, nearest first. */
  delivery_dispatch_mode: 'broadcast',
  /** `nearest`: seconds each partner has the offer alone before it moves on. */
  delivery_offer_seconds: '30',
  /** Commission basis: `order_total` (less the tip) or `delivery_charge`. */
  delivery_commission_base: 'delivery_charge',
  /** Commission percentage, unless the partner's profile has his own. */
  delivery_commission_percent: '80',
} as const satisfies Record<string, string>;

export type DeliverySettingKey = keyof typeof DELIVERY_SETTING_DEFAULTS;
