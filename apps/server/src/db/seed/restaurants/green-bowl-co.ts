import { NEW, OFF, POPULAR, REC, addonGroup, maxQty, nonVeg, rupees, veg, withAddons } from './menu-builders';
import type { RestaurantSeed } from './types';

const BOWL = withAddons('base', 'protein');

export const greenBowlCo: RestaurantSeed = {
  slug: 'green-bowl-co',
  name: 'Green Bowl Co.',
  description: 'Salads, grain bowls, smoothie bowls and cold-pressed juices, with calories on every item.',
  address: '1502, 19th Main Road, Sector 1, HSR Layout, Bengaluru 560102',
  phone: '+91 80 4111 2210',
  latitude: 12.9116,
  longitude: 77.6389,
  rating: 4.5,
  ratingCount: 1120,
  deliveryTime: 25,
  deliveryRadiusKm: 8,
  costForTwoPaise: rupees(500),
  minOrderPricePaise: rupees(99),
  packagingPaise: rupees(15),
  delivery: { type: 'FIXED', chargePaise: rupees(30) },
  isFreeDelivery: true,
  cuisines: ['healthy'],
  brand: { colors: ['#5cc26a', '#1f7a3a'], art: 'grain-bowl', cover: ['salad', 'grain-bowl', 'juice-green'] },
  addonGroups: [
    addonGroup('base', 'Choose base', 'SINGLE', [['Quinoa', 0], ['Brown rice', 0], ['Greens only', 0]]),
    addonGroup('protein', 'Add protein', 'MULTI', [['Grilled chicken', 90], ['Paneer', 70], ['Tofu', 70], ['Boiled eggs', 40]]),
    addonGroup('boost', 'Boost', 'MULTI', [['Chia seeds', 30], ['Whey protein', 60]]),
  ],
  menu: [
    {
      name: 'Salads and Soups',
      items: [
        veg('Classic Greek Salad', 249, 'salad', 'Cucumber, tomato, olives, feta and oregano dressing. 310 kcal.', POPULAR, withAddons('protein')),
        veg('Caesar Salad', 269, 'salad', 'Romaine, parmesan, croutons and a light Caesar dressing. 360 kcal.', withAddons('protein')),
        nonVeg('Grilled Chicken Salad', 319, 'salad', 'Herb chicken, greens, cherry tomato and lemon vinaigrette. 420 kcal.', REC),
        veg('Sprouts Chaat Salad', 179, 'sprouts-bowl', 'Moong sprouts, pomegranate, onion and tamarind. 220 kcal.'),
        veg('Watermelon Feta Salad', 229, 'salad', 'Watermelon, feta, mint and balsamic. 240 kcal.', OFF),
        veg('Roasted Tomato Basil Soup', 169, 'soup-tomato', 'Slow-roasted tomatoes, basil and a swirl of olive oil. 180 kcal.'),
      ],
    },
    {
      name: 'Grain Bowls and Wraps',
      items: [
        veg('Mexican Burrito Bowl', 289, 'grain-bowl', 'Rice, black beans, corn salsa, guacamole and sour cream. 540 kcal.', REC, POPULAR, BOWL),
        nonVeg('Teriyaki Chicken Bowl', 339, 'grain-bowl', 'Teriyaki chicken, edamame, pickled carrots and sesame. 560 kcal.', REC, BOWL),
        veg('Paneer Tikka Bowl', 309, 'grain-bowl', 'Tandoori paneer, mint yoghurt and kachumber. 520 kcal.', BOWL),
        veg('Falafel Hummus Bowl', 299, 'grain-bowl', 'Baked falafel, hummus, tabbouleh and tahini. 510 kcal.', NEW, BOWL),
        nonVeg('Egg and Avocado Bowl', 289, 'grain-bowl', 'Soft-boiled eggs, avocado, greens and seeds. 450 kcal.', BOWL),
        nonVeg('Grilled Chicken Wrap', 259, 'roll-chicken', 'Herb chicken, hummus and greens in a whole-wheat wrap. 470 kcal.', POPULAR),
        veg('Tofu Buddha Bowl', 299, 'grain-bowl', 'Roasted tofu, sweet potato, kale and peanut dressing. 490 kcal.', BOWL),
      ],
    },
    {
      name: 'Smoothie Bowls',
      items: [
        veg('Berry Blast Bowl', 269, 'smoothie-bowl', 'Mixed berries, banana, granola and chia. 380 kcal.', POPULAR, withAddons('boost')),
        veg('Tropical Mango Bowl', 259, 'smoothie-bowl', 'Mango, pineapple, coconut flakes and granola. 360 kcal.', withAddons('boost')),
        veg('Peanut Butter Banana Bowl', 249, 'smoothie-bowl', 'Banana, peanut butter, oats and cacao nibs. 430 kcal.', withAddons('boost')),
      ],
    },
    {
      name: 'Cold-Pressed Juices',
      items: [
        veg('Green Detox Juice', 169, 'juice-green', 'Spinach, cucumber, apple, celery and lemon. 110 kcal.', REC, maxQty(5)),
        veg('ABC Juice', 159, 'juice-watermelon', 'Apple, beetroot and carrot. 130 kcal.', maxQty(5)),
        veg('Orange Carrot Ginger', 159, 'juice-orange', 'Fresh orange, carrot and a kick of ginger. 120 kcal.', maxQty(5)),
        veg('Watermelon Mint Cooler', 139, 'juice-watermelon', 'Watermelon and fresh mint. 90 kcal.'),
        veg('Mango Protein Smoothie', 199, 'smoothie-mango', 'Mango, Greek yoghurt and whey. 280 kcal.', withAddons('boost')),
      ],
    },
  ],
};
