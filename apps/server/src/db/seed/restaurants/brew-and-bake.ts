import { NEW, OFF, POPULAR, REC, addonGroup, maxQty, nonVeg, rupees, veg, withAddons } from './menu-builders';
import type { RestaurantSeed } from './types';

const COFFEE = withAddons('cup', 'milk', 'shots');

export const brewAndBake: RestaurantSeed = {
  slug: 'brew-and-bake',
  name: 'Brew & Bake Café',
  description: 'Single-origin coffee, fresh bakes and all-day sandwiches near Church Street.',
  address: '22, Church Street, Shanthala Nagar, Ashok Nagar, Bengaluru 560001',
  phone: '+91 80 4111 2207',
  latitude: 12.9752,
  longitude: 77.603,
  rating: 4.4,
  ratingCount: 980,
  deliveryTime: 25,
  deliveryRadiusKm: 7,
  costForTwoPaise: rupees(450),
  minOrderPricePaise: rupees(99),
  packagingPaise: rupees(10),
  delivery: { type: 'FIXED', chargePaise: rupees(25) },
  quickBite: 'snacks',
  cuisines: ['cafe', 'desserts'],
  brand: { colors: ['#b8835a', '#5a3018'], art: 'cappuccino', cover: ['croissant', 'cappuccino', 'cake-red-velvet'] },
  addonGroups: [
    addonGroup('cup', 'Cup size', 'SINGLE', [['Regular', 0], ['Large', 50]]),
    addonGroup('milk', 'Milk', 'SINGLE', [['Regular milk', 0], ['Oat milk', 60], ['Almond milk', 60]]),
    addonGroup('shots', 'Add-ons', 'MULTI', [['Extra espresso shot', 40], ['Hazelnut syrup', 30], ['Whipped cream', 30]]),
  ],
  menu: [
    {
      name: 'Hot Coffee',
      items: [
        veg('Cappuccino', 169, 'cappuccino', 'Double espresso with velvety steamed milk.', REC, POPULAR, COFFEE),
        veg('Café Latte', 179, 'cappuccino', 'Espresso with lots of steamed milk and light foam.', COFFEE),
        veg('Flat White', 189, 'cappuccino', 'Ristretto shots with micro-foamed milk.', COFFEE),
        veg('Americano', 139, 'filter-coffee', 'Espresso topped with hot water.', withAddons('cup', 'shots')),
        veg('Masala Chai', 99, 'chai', 'Assam tea brewed with ginger and spices.'),
      ],
    },
    {
      name: 'Cold Drinks',
      items: [
        veg('Iced Americano', 159, 'cold-coffee', 'Espresso over ice.', withAddons('cup', 'shots')),
        veg('Classic Cold Coffee', 189, 'cold-coffee', 'Blended coffee with milk and ice cream.', POPULAR, COFFEE),
        veg('Mango Smoothie', 199, 'smoothie-mango', 'Alphonso mango, yoghurt and honey.', NEW),
        veg('Hazelnut Frappé', 219, 'shake-chocolate', 'Iced coffee blended with hazelnut and cream.', OFF),
      ],
    },
    {
      name: 'All-Day Bites',
      items: [
        veg('Pesto Veg Sandwich', 219, 'sandwich', 'Grilled vegetables, pesto and mozzarella on sourdough.', REC),
        nonVeg('Chicken Club Sandwich', 259, 'sandwich', 'Roast chicken, egg, lettuce and tomato, triple-decker.', POPULAR),
        nonVeg('Egg Croissant', 199, 'croissant', 'Butter croissant with scrambled eggs and chives.'),
        veg('Cheese Chilli Toast', 149, 'garlic-bread', 'Sourdough toast with cheddar and green chilli.'),
        veg('Avocado Toast', 279, 'garlic-bread', 'Smashed avocado, cherry tomato and seeds.'),
      ],
    },
    {
      name: 'Bakes and Desserts',
      items: [
        veg('Butter Croissant', 129, 'croissant', 'Flaky, all-butter croissant baked every morning.', REC, maxQty(6)),
        veg('Blueberry Muffin', 119, 'muffin', 'Soft muffin bursting with blueberries.'),
        veg('Double Chocolate Muffin', 129, 'muffin', 'Dark cocoa muffin with chocolate chips.', POPULAR),
        veg('Red Velvet Pastry', 159, 'cake-red-velvet', 'Red velvet sponge with cream-cheese frosting.'),
        veg('Chocolate Truffle Pastry', 149, 'cake-chocolate', 'Layers of dark chocolate ganache and sponge.'),
        veg('Walnut Brownie', 139, 'brownie', 'Fudgy brownie with toasted walnuts.', REC),
        veg('Chocolate Chip Cookies (3 pcs)', 119, 'cookies', 'Chewy cookies with dark chocolate chunks.', OFF),
      ],
    },
  ],
};
