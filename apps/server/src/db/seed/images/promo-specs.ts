import type { ItemImage, PromoSpec } from './promo';

/** Copy and art of every slide and banner (files: /images/slides/{key}.svg, /images/banners/{key}.svg). */

const ORANGE = ['#ff9a3c', '#e2501b'] as const;
const GREEN = ['#4cb860', '#1f7a3a'] as const;
const PURPLE = ['#8e5bd8', '#4a23a0'] as const;
const RED = ['#f0534a', '#a8141c'] as const;
const TEAL = ['#2fb8a6', '#0f6f73'] as const;
const BROWN = ['#b8743a', '#6a3515'] as const;
const PINK = ['#f472a8', '#b0246a'] as const;
const BLUE = ['#3d9bf0', '#1d4fb0'] as const;

export const SLIDES = {
  welcome50: { title: ['50% off your', 'first order'], line: 'Use code WELCOME50 · up to ₹100 off', cta: 'Order now', colors: ORANGE, art: ['biryani-chicken', 'paneer-curry'] },
  'pizza-party': { title: ['Pizza night,', 'sorted'], line: 'Forno Pizzeria · 20% off with PIZZA20', cta: 'Order now', colors: RED, art: ['pizza-pepperoni', 'garlic-bread'] },
  'biryani-fest': { title: ['Biryani', 'Festival'], line: 'Dum, Hyderabadi and Malabar biryanis', cta: 'Explore', colors: BROWN, art: ['biryani-mutton', 'kheer'] },
  'fresh-groceries': { title: ['Groceries in', '30 minutes'], line: 'Fruits, veggies and daily needs', cta: 'Shop now', colors: GREEN, art: ['apple', 'milk'] },
  'free-delivery': { title: ['Free delivery on', 'your first order'], line: 'Green Bowl Co. and Annapoorna Thali', cta: 'See stores', colors: TEAL, art: ['grain-bowl', 'thali'] },
  'healthy-week': { title: ['Eat light,', 'feel great'], line: 'Salads, bowls and cold-pressed juices', cta: 'Explore', colors: GREEN, art: ['salad', 'juice-green'] },
  'late-night': { title: ['Midnight', 'cravings?'], line: 'Burgers, rolls and fried chicken', cta: 'See stores', colors: PURPLE, art: ['burger-double', 'fries'] },
  flat75: { title: ['Flat ₹75 off'], line: 'Use code FLAT75 on any order', cta: 'Grab it', colors: PINK, art: ['chicken-bucket', 'cola-can'] },
  desserts: { title: ['Sweet', 'endings'], line: 'Cakes, brownies and ice creams', cta: 'Explore', colors: PINK, art: ['cake-chocolate', 'ice-cream'] },
  'south-tiffin': { title: ['Crispy dosas,', 'fluffy idlis'], line: 'Fresh from Mylari Tiffin Room', cta: 'Order now', colors: ['#f6b73c', '#c96a12'], art: ['masala-dosa', 'filter-coffee'] },
  'summer-fruits': { title: ['Summer fruit', 'fest'], line: 'Mangoes, melons and grapes', cta: 'Shop now', colors: ['#ffb340', '#e66a1a'], art: ['mango', 'watermelon'] },
  'monthly-staples': { title: ['Stock up on', 'staples'], line: 'Atta, rice and dal at best prices', cta: 'Shop now', colors: BLUE, art: ['atta', 'rice'] },
  'bucket-deals': { title: ['Bucket', 'deals'], line: 'Krispy Fried Chicken · share the crunch', cta: 'Order now', colors: RED, art: ['chicken-bucket', 'fries'] },
} as const satisfies Record<string, PromoSpec>;

export type SlideImage = keyof typeof SLIDES;

type BannerKind = 'wide' | 'small' | 'tall' | 'strip';

export interface BannerSpec extends PromoSpec {
  readonly kind: BannerKind;
}

const wide = (title: readonly string[], line: string, colors: readonly [string, string], art: readonly ItemImage[], cta?: string): BannerSpec => ({ kind: 'wide', title, line, colors, art, ...(cta ? { cta } : {}) });
const small = (title: string, line: string, colors: readonly [string, string], art: ItemImage): BannerSpec => ({ kind: 'small', title: [title], line, colors, art: [art] });
const tall = (title: readonly string[], line: string, colors: readonly [string, string], art: readonly ItemImage[]): BannerSpec => ({ kind: 'tall', title, line, colors, art, cta: 'Shop now' });
const strip = (colors: readonly [string, string], art: readonly ItemImage[], title: string): BannerSpec => ({ kind: 'strip', title: [title], colors, art });

export const BANNERS = {
  'fresh-fruits': wide(['Fresh fruits daily'], 'Handpicked every morning', ['#ff8a4c', '#d8431f'], ['banana', 'apple', 'grapes-black'], 'Shop fruits'),
  'veggie-deals': wide(['Veggies from ₹19'], 'Farm fresh, cleaned and sorted', GREEN, ['tomato', 'carrot', 'spinach'], 'Shop now'),
  'dairy-morning': wide(['Milk by 7 AM'], 'Dairy, eggs and bread, delivered fresh', BLUE, ['milk', 'eggs', 'bread'], 'Shop dairy'),
  'small-snacks': small('Snack time', 'Chips, namkeen & more', ['#ffb300', '#e65100'], 'chips'),
  'small-beverages': small('Cool drinks', 'Juices, sodas & water', ['#ff7043', '#c62828'], 'juice-orange'),
  'small-cleaning': small('Home care', 'Detergents & cleaners', ['#29b6f6', '#0d47a1'], 'detergent'),
  'small-personal': small('Self care', 'Soaps, shampoo & more', PINK, 'shampoo'),
  'tall-mango': tall(['Mango', 'mania'], 'Alphonso & Banganapalli', ['#ffc23a', '#e5731a'], ['mango', 'smoothie-mango']),
  'tall-breakfast': tall(['Breakfast', 'box'], 'Bread, eggs, milk & juice', ['#8fd0ff', '#2a6fd1'], ['bread', 'juice-pack']),
  'tall-staples': tall(['Monthly', 'staples'], 'Atta, dal, oil & rice', BROWN, ['atta', 'oil']),
  'layout-green-basket': strip(['#e8f6e4', '#b9e3ae'], ['carrot', 'apple', 'milk', 'banana', 'tomato'], 'Green Basket'),
  'layout-daily-fresh': strip(['#fff1d6', '#ffd59a'], ['bread', 'eggs', 'orange', 'capsicum', 'atta'], 'Daily Fresh Mart'),
  'group-summer-fruits': wide(['Summer fruits'], 'Sweet, juicy and in season', ['#ffb340', '#e66a1a'], ['mango', 'watermelon', 'grapes-green']),
  'group-breakfast': wide(['Breakfast essentials'], 'Everything for a good morning', BLUE, ['bread', 'eggs', 'butter']),
  'group-party-snacks': wide(['Party snacks'], 'Chips, dips and cold drinks', PURPLE, ['chips-masala', 'namkeen', 'cola-can']),
  'group-staples': wide(['Monthly staples'], 'Atta, rice, dal and oil', BROWN, ['atta', 'rice', 'oil']),
  'group-healthy': wide(['Healthy picks'], 'Greens, sprouts and dry fruits', GREEN, ['spinach', 'dry-fruits', 'cucumber']),
  'offer-under-149': wide(['Meals under ₹149'], 'Big on taste, easy on the wallet', ORANGE, ['masala-dosa', 'roll-chicken', 'idli']),
  'offer-chef-specials': wide(["Chef's specials"], 'Signature dishes from top kitchens', BROWN, ['butter-chicken', 'pizza-margherita', 'fish-curry']),
  'offer-free-delivery': wide(['Free delivery'], 'Stores that deliver your first order free', TEAL, ['thali', 'grain-bowl', 'juice-green']),
  'offer-top-rated': wide(['Top rated near you'], 'Loved by Bengaluru, 4.3 stars and up', PURPLE, ['biryani-chicken', 'cappuccino', 'cake-red-velvet']),
} as const satisfies Record<string, BannerSpec>;

export type BannerImage = keyof typeof BANNERS;
