import { OFF, POPULAR, REC, addonGroup, maxQty, nonVeg, rupees, veg, withAddons } from './menu-builders';
import type { RestaurantSeed } from './types';

export const spiceRoute: RestaurantSeed = {
  slug: 'spice-route',
  name: 'Spice Route',
  description: 'North Indian curries, tandoor and breads from a family kitchen on 100 Feet Road.',
  address: '1187, 100 Feet Road, HAL 2nd Stage, Indiranagar, Bengaluru 560038',
  phone: '+91 80 4111 2201',
  latitude: 12.9667,
  longitude: 77.6413,
  rating: 4.4,
  ratingCount: 2140,
  deliveryTime: 35,
  deliveryRadiusKm: 7,
  costForTwoPaise: rupees(600),
  minOrderPricePaise: rupees(149),
  packagingPaise: rupees(20),
  delivery: { type: 'FIXED', chargePaise: rupees(35) },
  taxPercent: 5,
  isFeatured: true,
  cuisines: ['north-indian', 'mughlai'],
  brand: { colors: ['#f59e42', '#b8420f'], art: 'butter-chicken', cover: ['paneer-tikka', 'butter-chicken', 'naan'] },
  addonGroups: [
    addonGroup('portion', 'Choose portion', 'SINGLE', [['Half (serves 1)', 0], ['Full (serves 2)', 140]]),
    addonGroup('extras', 'Add extras', 'MULTI', [['Extra butter', 30], ['Green salad', 40], ['Boondi raita', 50]]),
  ],
  menu: [
    {
      name: 'Starters',
      items: [
        veg('Paneer Tikka', 289, 'paneer-tikka', 'Cottage cheese cubes in hung-curd marinade, charred in the tandoor with peppers and onion.', REC),
        veg('Hara Bhara Kebab', 229, 'samosa', 'Spinach, peas and potato patties with a cashew centre, served with mint chutney.'),
        nonVeg('Tandoori Chicken (Half)', 319, 'tandoori-chicken', 'Bone-in chicken marinated overnight in yoghurt and Kashmiri chilli, roasted in the clay oven.', REC, POPULAR),
        nonVeg('Chicken Malai Tikka', 329, 'seekh-kebab', 'Boneless chicken in cream, cheese and cardamom marinade, gently smoked.'),
        nonVeg('Mutton Seekh Kebab', 379, 'seekh-kebab', 'Minced mutton with ginger, green chilli and garam masala, grilled on skewers.'),
        nonVeg('Amritsari Fish Tikka', 359, 'fish-fry', 'Basa fillets in ajwain and gram-flour batter, crisp-fried, with lemon.', OFF),
      ],
    },
    {
      name: 'Main Course',
      items: [
        nonVeg('Butter Chicken', 349, 'butter-chicken', 'Tandoori chicken simmered in a silky tomato, butter and fenugreek gravy.', REC, POPULAR, withAddons('portion', 'extras')),
        nonVeg('Chicken Tikka Masala', 339, 'chicken-curry', 'Charred chicken tikka in a spiced onion-tomato masala.', withAddons('portion')),
        nonVeg('Rogan Josh', 419, 'mutton-curry', 'Kashmiri-style mutton curry slow-cooked with fennel and dried ginger.', withAddons('portion')),
        veg('Paneer Butter Masala', 289, 'paneer-curry', 'Soft paneer in a rich, mildly sweet tomato-cashew gravy.', REC, withAddons('portion', 'extras')),
        veg('Palak Paneer', 279, 'palak-paneer', 'Paneer cubes in a garlicky spinach purée finished with cream.', withAddons('portion')),
        veg('Dal Makhani', 249, 'dal-makhani', 'Black urad and rajma slow-cooked overnight with butter and cream.', POPULAR, withAddons('portion', 'extras')),
        veg('Dal Tadka', 199, 'dal', 'Yellow toor dal tempered with cumin, garlic and dried red chilli.'),
        veg('Kadai Mushroom', 269, 'mushroom-curry', 'Button mushrooms tossed with capsicum and freshly pounded kadai masala.'),
        veg('Malai Kofta', 299, 'malai-kofta', 'Paneer and potato dumplings in a velvety white gravy.'),
      ],
    },
    {
      name: 'Breads',
      items: [
        veg('Butter Naan', 69, 'naan', 'Leavened flatbread from the tandoor, brushed with butter.', maxQty(8)),
        veg('Garlic Naan', 79, 'naan', 'Naan topped with chopped garlic and coriander.', POPULAR, maxQty(8)),
        veg('Tandoori Roti', 39, 'roti', 'Whole-wheat flatbread baked in the clay oven.', maxQty(10)),
        veg('Lachha Paratha', 69, 'parotta', 'Flaky, layered whole-wheat paratha.'),
      ],
    },
    {
      name: 'Rice',
      items: [
        veg('Jeera Rice', 169, 'jeera-rice', 'Basmati rice tempered with cumin and ghee.'),
        nonVeg('Chicken Dum Biryani', 329, 'biryani-chicken', 'Basmati layered with marinated chicken, sealed and slow-cooked.', REC),
        veg('Veg Pulao', 189, 'biryani-veg', 'Fragrant basmati with seasonal vegetables and whole spices.'),
      ],
    },
    {
      name: 'Desserts',
      items: [
        veg('Gulab Jamun (2 pcs)', 99, 'gulab-jamun', 'Warm khoya dumplings soaked in rose-cardamom syrup.'),
        veg('Rasmalai (2 pcs)', 139, 'rasmalai', 'Chenna discs in saffron milk with pistachio.', OFF),
      ],
    },
  ],
};
