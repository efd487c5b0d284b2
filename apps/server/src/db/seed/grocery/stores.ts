import { rupees } from '../restaurants/menu-builders';
import type { GroceryStoreSeed } from './types';

/**
 * The two fresh stores. Products are named as in the catalogue; where one name comes in two pack
 * sizes the reference adds the unit ('White Eggs, 6 pcs').
 */

const SNACK_TIME = ['Classic Salted Chips', 'Masala Magic Chips', 'Aloo Bhujia', 'Chocolate Cream Biscuits', 'Milk Chocolate', 'Nachos Cheese', 'Kerala Banana Chips', 'Cola', 'Lemon Soda', 'Cold Coffee', 'Choco Chip Cookies'];
const SUMMER_FRUITS = ['Mango Alphonso', 'Mango Banganapalli', 'Watermelon Kiran', 'Green Grapes', 'Pomegranate', 'Tender Coconut Water', 'Orange Nagpur', 'Mosambi'];

export const greenBasket: GroceryStoreSeed = {
  slug: 'green-basket',
  name: 'Green Basket',
  description: 'Fresh fruits, vegetables, dairy and daily essentials, delivered in a slot that suits you.',
  address: 'Shop 3, 80 Feet Road, HAL 3rd Stage, Indiranagar, Bengaluru 560075',
  phone: '+91 80 4111 2301',
  latitude: 12.9642,
  longitude: 77.6424,
  rating: 4.5,
  ratingCount: 3120,
  deliveryTime: 30,
  deliveryRadiusKm: 8,
  minOrderPricePaise: rupees(199),
  packagingPaise: 0,
  delivery: { type: 'FIXED', chargePaise: rupees(25) },
  isFeatured: true,
  brand: { colors: ['#5cc26a', '#1f7a3a'], art: 'apple', cover: ['carrot', 'banana', 'milk'] },
  notStocked: [],
  outOfStock: [],
  priceSeed: null,
  layout: {
    topBgColor: '#e8f6e4',
    topImage: 'layout-green-basket',
    headings: ['Green Basket', 'Fresh groceries in your slot', 'Fruits, vegetables, dairy and daily essentials'],
  },
  slotGroups: [
    { name: 'Fresh Picks', products: ['Banana Robusta', 'Apple Shimla', 'Mango Banganapalli', 'Green Grapes', 'Pomegranate', 'Tomato Hybrid', 'Onion', 'Potato', 'Carrot Ooty', 'Coriander Leaves', 'Spinach (Palak)', 'Cucumber'] },
    { name: 'Daily Essentials', products: ['Toned Milk', 'Fresh Curd', 'White Eggs, 6 pcs', 'Sandwich Bread', 'Salted Butter, 100 g', 'Fresh Paneer', 'Whole Wheat Atta, 5 kg', 'Sona Masoori Rice', 'Toor Dal', 'Sunflower Oil'] },
    { name: 'Best Value', products: ['Sugar', 'Iodised Salt', 'Glucose Biscuits', 'Detergent Powder', 'Masala Instant Noodles', 'Thick Poha', 'Chana Dal', 'Mineral Water, 5 l', 'Toilet Tissue Rolls', 'Dishwash Bar'] },
    { name: 'Snack Time', products: SNACK_TIME },
  ],
  itemGroups: [
    { key: 'summer-fruits', name: 'Summer Fruits', image: 'group-summer-fruits', products: [...SUMMER_FRUITS, 'Black Grapes Seedless'] },
    { key: 'breakfast', name: 'Breakfast Essentials', image: 'group-breakfast', products: ['Sandwich Bread', 'Brown Bread', 'White Eggs, 6 pcs', 'Salted Butter, 100 g', 'Toned Milk', 'Corn Flakes', 'Rolled Oats', 'Orange Juice', 'Cheese Slices', 'Assam Tea', 'Filter Coffee Powder'] },
    { key: 'party-snacks', name: 'Party Snacks', image: 'group-party-snacks', products: ['Classic Salted Chips', 'Cream and Onion Chips', 'Nachos Cheese', 'Aloo Bhujia', 'Masala Peanuts', 'Khatta Meetha Mix', 'Dark Chocolate 70%', 'Cola', 'Lemon Soda'] },
  ],
  banners: [
    { type: 0, name: 'Fresh fruits daily', image: 'fresh-fruits', topCategory: 'fruits' },
    { type: 0, name: 'Veggies from ₹19', image: 'veggie-deals', topCategory: 'vegetables' },
    { type: 0, name: 'Milk by 7 AM', image: 'dairy-morning', itemGroup: 'breakfast' },
    { type: 1, name: 'Snack time', image: 'small-snacks', topCategory: 'snacks' },
    { type: 1, name: 'Cool drinks', image: 'small-beverages', topCategory: 'beverages' },
    { type: 1, name: 'Home care', image: 'small-cleaning', topCategory: 'household' },
    { type: 1, name: 'Self care', image: 'small-personal', topCategory: 'personal-care' },
    { type: 2, name: 'Mango mania', image: 'tall-mango', itemGroup: 'summer-fruits' },
    { type: 2, name: 'Breakfast box', image: 'tall-breakfast', itemGroup: 'breakfast' },
    { type: 2, name: 'Monthly staples', image: 'tall-staples', topCategory: 'staples' },
  ],
  slots: [
    { startsAt: '07:00', endsAt: '09:00', capacity: 20 },
    { startsAt: '09:00', endsAt: '11:00', capacity: 20 },
    { startsAt: '12:00', endsAt: '14:00', capacity: 20 },
    { startsAt: '17:00', endsAt: '19:00', capacity: 20 },
    // Two orders fill this slot, so "last slots left" and a full slot can be shown and tested.
    { startsAt: '19:00', endsAt: '21:00', capacity: 2 },
  ],
};

export const dailyFreshMart: GroceryStoreSeed = {
  slug: 'daily-fresh-mart',
  name: 'Daily Fresh Mart',
  description: 'Your neighbourhood supermarket for staples, snacks, fresh produce and home care.',
  address: '7, 1st Main Road, 3rd Block, Koramangala, Bengaluru 560034',
  phone: '+91 80 4111 2302',
  latitude: 12.925,
  longitude: 77.635,
  rating: 4.3,
  ratingCount: 2210,
  deliveryTime: 35,
  deliveryRadiusKm: 9,
  minOrderPricePaise: rupees(149),
  packagingPaise: rupees(10),
  delivery: { type: 'DYNAMIC' },
  brand: { colors: ['#ffb340', '#d2561a'], art: 'atta', cover: ['bread', 'orange', 'atta'] },
  notStocked: ['Apple Royal Gala', 'Red Bell Pepper', 'Greek Yogurt Blueberry', 'Butter Croissant', 'Fruit and Nut Muesli'],
  outOfStock: ['Black Grapes Seedless', 'Mustard Oil', 'Face Wash'],
  priceSeed: 7,
  layout: {
    topBgColor: '#fff1d6',
    topImage: 'layout-daily-fresh',
    headings: ['Daily Fresh Mart', 'Everyday low prices', 'Staples, snacks and home care, delivered in a slot'],
  },
  slotGroups: [
    { name: 'Fresh Picks', products: ['Tomato Hybrid', 'Onion', 'Potato', 'Banana Yelakki', 'Orange Nagpur', 'Capsicum Green', 'Cauliflower', 'Lemon', 'Green Chilli', 'Methi Leaves'] },
    { name: 'Daily Essentials', products: ['Full Cream Milk', 'Fresh Curd Family Pack', 'White Eggs, 12 pcs', 'Brown Bread', 'Pav', 'Cow Ghee', 'Whole Wheat Atta, 10 kg', 'Basmati Rice', 'Moong Dal', 'Groundnut Oil', 'Assam Tea'] },
    { name: 'Best Value', products: ['Sugar', 'Iodised Salt', 'Marie Biscuits', 'Liquid Detergent', 'Atta Noodles', 'Bombay Rava', 'Masoor Dal', 'Mineral Water, 1 l', 'Kitchen Towels', 'Neem Soap', 'Toothpaste'] },
    { name: 'Snack Time', products: SNACK_TIME },
  ],
  itemGroups: [
    { key: 'staples', name: 'Monthly Staples', image: 'group-staples', products: ['Whole Wheat Atta, 5 kg', 'Whole Wheat Atta, 10 kg', 'Sona Masoori Rice', 'Basmati Rice', 'Toor Dal', 'Moong Dal', 'Chana Dal', 'Sunflower Oil', 'Groundnut Oil', 'Sugar', 'Iodised Salt', 'Turmeric Powder'] },
    { key: 'healthy', name: 'Healthy Picks', image: 'group-healthy', products: ['Spinach (Palak)', 'Cucumber', 'California Almonds', 'Cashews W320', 'Golden Raisins', 'Rolled Oats', 'Brown Rice', 'Ragi Flour', 'Green Tea', 'Green Moong Whole'] },
    { key: 'summer-fruits', name: 'Summer Fruits', image: 'group-summer-fruits', products: SUMMER_FRUITS },
  ],
  banners: [
    { type: 0, name: 'Milk by 7 AM', image: 'dairy-morning', topCategory: 'dairy' },
    { type: 0, name: 'Fresh fruits daily', image: 'fresh-fruits', itemGroup: 'summer-fruits' },
    { type: 1, name: 'Snack time', image: 'small-snacks', topCategory: 'snacks' },
    { type: 1, name: 'Home care', image: 'small-cleaning', topCategory: 'household' },
    { type: 1, name: 'Cool drinks', image: 'small-beverages', topCategory: 'beverages' },
    { type: 2, name: 'Monthly staples', image: 'tall-staples', itemGroup: 'staples' },
    { type: 2, name: 'Mango mania', image: 'tall-mango', itemGroup: 'summer-fruits' },
  ],
  slots: [
    { startsAt: '08:00', endsAt: '10:00', capacity: 20 },
    { startsAt: '10:00', endsAt: '12:00', capacity: 20 },
    { startsAt: '16:00', endsAt: '18:00', capacity: 20 },
    { startsAt: '18:00', endsAt: '20:00', capacity: 20 },
    { startsAt: '20:00', endsAt: '22:00', capacity: 2 },
  ],
};

export const GROCERY_STORES: readonly GroceryStoreSeed[] = [greenBasket, dailyFreshMart];
