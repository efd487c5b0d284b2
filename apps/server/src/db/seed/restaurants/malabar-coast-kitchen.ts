import { OFF, POPULAR, REC, addonGroup, maxQty, nonVeg, rupees, veg, withAddons } from './menu-builders';
import type { RestaurantSeed } from './types';

const PAIR = withAddons('pair-with');

export const malabarCoastKitchen: RestaurantSeed = {
  slug: 'malabar-coast-kitchen',
  name: 'Malabar Coast Kitchen',
  description: 'Kerala and coastal Karnataka cooking: appams, fish curries, ghee roasts and Malabar biryani.',
  address: '88, 1st Cross, 1st Block, Koramangala, Bengaluru 560034',
  phone: '+91 80 4111 2209',
  latitude: 12.9279,
  longitude: 77.6271,
  rating: 4.3,
  ratingCount: 1450,
  deliveryTime: 40,
  deliveryRadiusKm: 8,
  costForTwoPaise: rupees(650),
  minOrderPricePaise: rupees(149),
  packagingPaise: rupees(20),
  delivery: { type: 'DYNAMIC' },
  taxPercent: 5,
  cuisines: ['kerala', 'south-indian', 'biryani'],
  brand: { colors: ['#3fb68b', '#0f5c46'], art: 'fish-curry', cover: ['appam', 'fish-curry', 'parotta'] },
  addonGroups: [
    addonGroup('pair-with', 'Pair with', 'SINGLE', [['Nothing, thanks', 0], ['2 Appams', 60], ['2 Kerala parottas', 70], ['Steamed rice', 50]]),
    addonGroup('spice', 'Spice level', 'SINGLE', [['Medium', 0], ['Kerala hot', 0]]),
  ],
  menu: [
    {
      name: 'Breakfast and Breads',
      items: [
        veg('Appam (2 pcs)', 89, 'appam', 'Lacy rice-coconut hoppers with a soft, spongy centre.', POPULAR, maxQty(6)),
        veg('Appam with Veg Stew', 169, 'appam', 'Two appams with coconut-milk vegetable stew.', REC),
        veg('Kerala Parotta (2 pcs)', 79, 'parotta', 'Flaky, layered maida parottas.', POPULAR, maxQty(8)),
        veg('Puttu with Kadala Curry', 149, 'chole', 'Steamed rice-coconut cylinders with black chickpea curry.'),
        veg('Idiyappam (3 pcs)', 99, 'idli', 'String hoppers with coconut milk.', OFF),
      ],
    },
    {
      name: 'Seafood',
      items: [
        nonVeg('Meen Curry (Kerala Fish Curry)', 339, 'fish-curry', 'Seer fish in a tangy kudampuli and coconut gravy.', REC, POPULAR, PAIR),
        nonVeg('Fish Fry (Tawa)', 299, 'fish-fry', 'Seer fish rubbed with chilli-pepper masala and tawa-fried.', withAddons('spice')),
        nonVeg('Prawns Ghee Roast', 389, 'chilli-chicken', 'Mangalorean prawns in a roasted red chilli and ghee masala.', REC, PAIR),
        nonVeg('Kane Rava Fry', 329, 'fish-fry', 'Ladyfish coated in semolina and fried crisp.'),
        nonVeg('Prawn Moilee', 379, 'paneer-curry', 'Prawns in a mild turmeric-coconut milk gravy.', PAIR),
      ],
    },
    {
      name: 'Chicken and Meat',
      items: [
        nonVeg('Chicken Ghee Roast', 319, 'chicken-curry', 'Mangalorean classic with byadgi chilli and ghee.', POPULAR, PAIR),
        nonVeg('Nadan Chicken Curry', 289, 'chicken-curry', 'Homestyle chicken curry with roasted coconut.', PAIR, withAddons('spice')),
        nonVeg('Kerala Chicken Fry', 279, 'tandoori-chicken', 'Chicken fried with curry leaves and green chilli.'),
        nonVeg('Mutton Pepper Fry', 369, 'mutton-curry', 'Dry mutton roast with crushed black pepper.', withAddons('spice')),
        nonVeg('Egg Roast', 179, 'egg-curry', 'Boiled eggs in a slow-cooked onion-tomato masala.', PAIR),
      ],
    },
    {
      name: 'Rice and Biryani',
      items: [
        nonVeg('Malabar Chicken Biryani', 299, 'biryani-chicken', 'Short-grain kaima rice with chicken, ghee and fried onions.', REC),
        veg('Veg Biryani (Malabar)', 229, 'biryani-veg', 'Kaima rice with vegetables and cashews.'),
        veg('Kerala Meals', 199, 'banana-leaf-meal', 'Red rice, sambar, avial, thoran, pachadi, pickle and payasam.', POPULAR),
        veg('Ghee Rice', 149, 'jeera-rice', 'Kaima rice cooked in ghee with cashews and raisins.'),
      ],
    },
    {
      name: 'Desserts',
      items: [
        veg('Palada Payasam', 119, 'kheer', 'Rice flakes slow-cooked in sweetened milk.', REC),
        veg('Elaneer Pudding', 149, 'rasmalai', 'Tender coconut pudding.', OFF),
      ],
    },
  ],
};
