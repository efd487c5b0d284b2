/**
 * Facts about the demo data that tests and the README rely on; import these instead of hard-coding
 * ids, which depend on insertion order.
 */
export { DEMO_COUPONS } from './coupons';
export { OUTSIDE_DELIVERY_AREA, POPULAR_LOCATIONS } from './city';

export const DEMO_ACCOUNTS = {
  customer: { name: 'Aarav Sharma', email: 'customer@demo.keka.in', password: 'customer123', phone: '+919876500001', role: 'customer', referralCode: 'AARAV150' },
  delivery: { name: 'Ravi Kumar', email: 'delivery@demo.keka.in', password: 'delivery123', phone: '+919876500002', role: 'delivery', referralCode: 'RAVI100' },
  /** A second partner for the same stores, so two can race for one offer. */
  delivery2: { name: 'Imran Khan', email: 'delivery2@demo.keka.in', password: 'delivery123', phone: '+919876500005', role: 'delivery', referralCode: 'IMRAN100' },
  storeOwner: { name: 'Meera Iyer', email: 'store@demo.keka.in', password: 'store123', phone: '+919876500003', role: 'store_owner', referralCode: 'MEERA100' },
  /** A customer in the admin's "Keka staff" group: the one demo account the staff coupon (STAFF200) works for. */
  staff: { name: 'Priya Nair', email: 'staff@demo.keka.in', password: 'staff123', phone: '+919876500006', role: 'customer', referralCode: 'PRIYA100' },
  admin: { name: 'Keka Admin', email: 'admin@demo.keka.in', password: 'admin123', phone: '+919876500004', role: 'admin', referralCode: 'KEKAADMIN' },
} as const;

export type DemoAccountKey = keyof typeof DEMO_ACCOUNTS;

export const DEMO_STORE_SLUGS = {
  /** Pure-veg restaurant (thalis), free first-order delivery, DYNAMIC delivery charge, no minimum order. */
  pureVeg: 'annapoorna-thali',
  /** Pure-veg South Indian tiffin, quick bite 'snacks', DYNAMIC delivery. */
  pureVegTiffin: 'mylari-tiffin-room',
  /** Veg and non-veg pizzas with SINGLE (size, crust) and MULTI (toppings) add-ons; 5% store tax; FIXED ₹40 delivery; minimum ₹199. */
  withAddons: 'forno-pizzeria',
  /** North Indian, 5% store tax, FIXED ₹35 delivery, minimum ₹149; owned by the demo store owner. */
  taxed: 'spice-route',
  /** Dynamic delivery charge (3 km for ₹30, then ₹8/km), minimum ₹199, family-pack SINGLE add-on. */
  dynamicDelivery: 'nawabs-biryani-house',
  /** Rolls with a ₹0 MULTI add-on option (hidePriceWhenZero) and no packaging charge. */
  zeroPriceAddon: 'roll-junction',
  /** Free first-order delivery, FIXED delivery, healthy bowls. */
  freeDelivery: 'green-bowl-co',
  /** ₹10 surcharge on every order. */
  withSurcharge: 'dragon-wok',
  /** SPEC §2's linked home tile target. */
  linkTile: 'kfc-restaurant',
  /** The one inactive restaurant ('not accepting orders'). */
  inactive: 'tandoori-nights',
  /** Café owned by the demo store owner. */
  cafe: 'brew-and-bake',
  /** Fresh grocery stores with delivery slots and the single-store layout. */
  groceries: ['green-basket', 'daily-fresh-mart'],
  /** Delivery priced by distance bands (the delivery-charge call): up to 2 km ₹19, 4 km ₹29, 6 km ₹45. */
  bucketDelivery: 'malabar-coast-kitchen',
  /** The stores the demo store owner manages. */
  ownedByStoreOwner: ['spice-route', 'brew-and-bake'],
} as const;

/** Where the demo partners are when the demo starts (Indiranagar and Domlur), for `nearest` dispatch. */
export const DEMO_PARTNER_POSITIONS = {
  delivery: { latitude: 12.9719, longitude: 77.6412 },
  delivery2: { latitude: 12.9611, longitude: 77.6387 },
} as const;

/** The demo customer's saved addresses; the first is the default. */
export const DEMO_CUSTOMER_ADDRESSES = [
  { tag: 'Home', house: 'Flat 304, Lakeview Residency', address: '12th Main Road, HAL 2nd Stage, Indiranagar, Bengaluru, Karnataka 560008', landmark: 'Near Indiranagar Metro', latitude: 12.9716, longitude: 77.6408 },
  { tag: 'Work', house: '4th Floor, Sunrise Tech Park', address: '80 Feet Road, 4th Block, Koramangala, Bengaluru, Karnataka 560034', landmark: 'Opposite Forum Mall', latitude: 12.9343, longitude: 77.6265 },
] as const;

/** Demo customer wallet: ₹150 welcome credit. */
export const DEMO_CUSTOMER_WALLET_PAISE = 15_000;

/** The bands of the delivery-charge call for DEMO_STORE_SLUGS.bucketDelivery (km → rupees). */
export const DEMO_DELIVERY_BUCKETS = [
  { upToKm: 2, rupees: 19 },
  { upToKm: 4, rupees: 29 },
  { upToKm: 6, rupees: 45 },
] as const;
