import type { ItemImage } from './promo';

/** Round tiles for cuisines, home categories and grocery top categories (/images/categories/{key}.svg). */
export const CATEGORY_ART = {
  food: { title: 'Food', art: 'burger-double' },
  'north-indian': { title: 'North Indian', art: 'butter-chicken' },
  'south-indian': { title: 'South Indian', art: 'masala-dosa' },
  biryani: { title: 'Biryani', art: 'biryani-chicken' },
  chinese: { title: 'Chinese', art: 'hakka-noodles' },
  pizza: { title: 'Pizza', art: 'pizza-margherita' },
  burgers: { title: 'Burgers', art: 'burger-chicken' },
  cafe: { title: 'Cafe', art: 'cappuccino' },
  desserts: { title: 'Desserts', art: 'cake-chocolate' },
  rolls: { title: 'Rolls', art: 'roll-paneer' },
  kerala: { title: 'Kerala', art: 'fish-curry' },
  healthy: { title: 'Healthy', art: 'salad' },
  'pure-veg': { title: 'Pure Veg', art: 'thali-gujarati' },
  'fried-chicken': { title: 'Fried Chicken', art: 'chicken-bucket' },
  mughlai: { title: 'Mughlai', art: 'seekh-kebab' },
  groceries: { title: 'Groceries', art: 'banana' },
  'quick-bites': { title: 'Quick Bites', art: 'samosa' },
  fruits: { title: 'Fruits', art: 'apple' },
  vegetables: { title: 'Vegetables', art: 'tomato' },
  dairy: { title: 'Dairy and Eggs', art: 'milk' },
  bakery: { title: 'Bakery', art: 'bread' },
  staples: { title: 'Atta, Rice and Dal', art: 'atta' },
  'oils-masala': { title: 'Oils and Masala', art: 'oil' },
  snacks: { title: 'Snacks', art: 'chips' },
  beverages: { title: 'Beverages', art: 'juice-pack' },
  household: { title: 'Household', art: 'detergent' },
  'personal-care': { title: 'Personal Care', art: 'shampoo' },
} as const satisfies Record<string, { readonly title: string; readonly art: ItemImage }>;

export type CategoryImage = keyof typeof CATEGORY_ART;
