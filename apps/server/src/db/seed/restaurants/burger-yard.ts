import { NEW, OFF, POPULAR, REC, addonGroup, maxQty, nonVeg, rupees, veg, withAddons } from './menu-builders';
import type { RestaurantSeed } from './types';

const BURGER = withAddons('meal', 'extras');

export const burgerYard: RestaurantSeed = {
  slug: 'burger-yard',
  name: 'Burger Yard',
  description: 'Smash burgers, crispy chicken and loaded fries, made to order.',
  address: '612, 80 Feet Road, 6th Block, Koramangala, Bengaluru 560095',
  phone: '+91 80 4111 2206',
  latitude: 12.9365,
  longitude: 77.619,
  rating: 4.2,
  ratingCount: 1880,
  deliveryTime: 25,
  deliveryRadiusKm: 6,
  costForTwoPaise: rupees(400),
  minOrderPricePaise: 0,
  packagingPaise: rupees(15),
  delivery: { type: 'DYNAMIC' },
  quickBite: 'burgers',
  cuisines: ['burgers'],
  brand: { colors: ['#ffb340', '#d2561a'], art: 'burger-double', cover: ['fries', 'burger-chicken', 'shake-chocolate'] },
  addonGroups: [
    addonGroup('meal', 'Make it a meal', 'SINGLE', [['Just the burger', 0], ['With fries and a drink', 99]]),
    addonGroup('extras', 'Extras', 'MULTI', [['Cheese slice', 25], ['Jalapeños', 20], ['Caramelised onions', 20], ['Extra sauce', 0]]),
  ],
  menu: [
    {
      name: 'Veg Burgers',
      items: [
        veg('Classic Aloo Tikki Burger', 99, 'burger-veg', 'Spiced potato patty, onion, tomato and tangy mayo.', POPULAR, BURGER),
        veg('Crispy Paneer Burger', 169, 'burger-paneer', 'Crumb-fried paneer slab with peri-peri mayo and lettuce.', REC, BURGER),
        veg('Smoky Bean Burger', 159, 'burger-veg', 'Black bean and corn patty with chipotle sauce.', BURGER),
        veg('Mushroom Swiss Burger', 189, 'burger-veg', 'Sautéed mushrooms and Swiss cheese on a veg patty.', OFF),
      ],
    },
    {
      name: 'Chicken Burgers',
      items: [
        nonVeg('Crispy Chicken Burger', 179, 'burger-chicken', 'Buttermilk-fried chicken thigh, slaw and pickles.', REC, POPULAR, BURGER),
        nonVeg('Double Smash Burger', 279, 'burger-double', 'Two smashed chicken patties, double cheese and burger sauce.', REC, BURGER),
        nonVeg('Peri Peri Chicken Burger', 199, 'burger-chicken', 'Grilled peri-peri chicken with garlic aioli.', BURGER),
        nonVeg('Korean Fire Burger', 219, 'burger-chicken', 'Crispy chicken glazed in gochujang with sesame slaw.', NEW, BURGER),
        nonVeg('Egg and Cheese Burger', 129, 'burger-paneer', 'Fried egg, cheese and caramelised onions.'),
      ],
    },
    {
      name: 'Sides',
      items: [
        veg('Salted Fries', 89, 'fries', 'Crisp, skin-on fries.', POPULAR),
        veg('Peri Peri Fries', 109, 'fries', 'Fries dusted with peri-peri seasoning.'),
        veg('Loaded Cheese Fries', 149, 'fries', 'Fries with cheese sauce and jalapeños.', REC),
        nonVeg('Chicken Nuggets (6 pcs)', 149, 'popcorn-chicken', 'Golden chicken nuggets with honey mustard.'),
        veg('Onion Rings', 119, 'popcorn-chicken', 'Beer-battered onion rings with ranch.'),
        nonVeg('Chicken Wings (6 pcs)', 229, 'wings', 'Wings tossed in hot sauce.', OFF),
      ],
    },
    {
      name: 'Shakes and Drinks',
      items: [
        veg('Chocolate Shake', 149, 'shake-chocolate', 'Thick chocolate shake with whipped cream.', POPULAR, maxQty(4)),
        veg('Strawberry Shake', 149, 'shake-strawberry', 'Strawberry shake made with real fruit.'),
        veg('Cold Coffee', 129, 'cold-coffee', 'Blended cold coffee with ice cream.'),
        veg('Iced Lemon Tea', 89, 'lime-soda', 'House-brewed lemon iced tea.'),
        veg('Cola (330 ml)', 50, 'cola-can', 'Chilled can.', maxQty(6)),
      ],
    },
  ],
};
