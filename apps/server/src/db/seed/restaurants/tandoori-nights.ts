import { OFF, POPULAR, REC, addonGroup, nonVeg, rupees, veg, withAddons } from './menu-builders';
import type { RestaurantSeed } from './types';

/** The one inactive demo restaurant: it shows the 'not accepting orders' state (SPEC §5). */
export const tandooriNights: RestaurantSeed = {
  slug: 'tandoori-nights',
  name: 'Tandoori Nights',
  description: 'Late-evening kebabs and Mughlai curries; currently not accepting orders.',
  address: '19, St Marks Road, Shanthala Nagar, Bengaluru 560001',
  phone: '+91 80 4111 2213',
  latitude: 12.972,
  longitude: 77.601,
  rating: 3.8,
  ratingCount: 640,
  deliveryTime: 45,
  deliveryRadiusKm: 5,
  costForTwoPaise: rupees(800),
  minOrderPricePaise: rupees(199),
  packagingPaise: rupees(25),
  delivery: { type: 'DYNAMIC' },
  isActive: false,
  opensAt: '12:00:00',
  closesAt: '23:00:00',
  cuisines: ['mughlai', 'north-indian'],
  brand: { colors: ['#6b4bb8', '#2e1a66'], art: 'seekh-kebab', cover: ['tandoori-chicken', 'seekh-kebab', 'naan'] },
  addonGroups: [
    addonGroup('portion', 'Choose portion', 'SINGLE', [['Half', 0], ['Full', 180]]),
    addonGroup('sides', 'Add sides', 'MULTI', [['Mint chutney', 20], ['Laccha onions', 20], ['Rumali roti', 35]]),
  ],
  menu: [
    {
      name: 'Kebabs',
      items: [
        nonVeg('Tandoori Chicken', 349, 'tandoori-chicken', 'Whole-leg chicken roasted in the tandoor.', REC, withAddons('portion', 'sides')),
        nonVeg('Mutton Galouti Kebab', 449, 'seekh-kebab', 'Melt-in-the-mouth Lucknowi mutton patties on ulte tawa paratha.', REC),
        nonVeg('Chicken Seekh Kebab', 329, 'seekh-kebab', 'Minced chicken skewers with herbs.', withAddons('sides')),
        nonVeg('Tandoori Prawns', 499, 'tandoori-chicken', 'Jumbo prawns in ajwain marinade.'),
        veg('Tandoori Aloo', 229, 'paneer-tikka', 'Stuffed potato barrels from the tandoor.'),
        veg('Paneer Angara', 289, 'paneer-tikka', 'Smoky, spicy paneer tikka.', POPULAR),
      ],
    },
    {
      name: 'Curries',
      items: [
        nonVeg('Nalli Nihari', 549, 'mutton-curry', 'Slow-cooked lamb shank in a rich, spiced broth.', REC),
        nonVeg('Murgh Musallam', 429, 'butter-chicken', 'Whole chicken in a royal onion-cashew gravy.', withAddons('portion')),
        nonVeg('Mutton Korma', 469, 'mutton-curry', 'Lucknowi mutton korma with kewra.', withAddons('portion')),
        nonVeg('Butter Chicken', 369, 'butter-chicken', 'The Delhi classic.', POPULAR, withAddons('portion')),
        veg('Paneer Lababdar', 299, 'paneer-curry', 'Paneer in a tangy tomato-onion gravy.'),
        veg('Dal Bukhara', 269, 'dal-makhani', 'Black dal simmered for 18 hours.', REC),
        veg('Subz Diwani Handi', 259, 'veg-curry', 'Seasonal vegetables in a spinach-fenugreek gravy.'),
      ],
    },
    {
      name: 'Breads and Rice',
      items: [
        veg('Roomali Roti', 45, 'roti', 'Paper-thin handkerchief bread.'),
        veg('Butter Naan', 75, 'naan', 'Tandoor naan with butter.'),
        veg('Warqi Paratha', 89, 'parotta', 'Flaky layered paratha.'),
        nonVeg('Lucknowi Mutton Biryani', 449, 'biryani-mutton', 'Awadhi dum biryani with kewra and saffron.', REC),
        veg('Zafrani Pulao', 229, 'biryani-veg', 'Saffron pulao with dry fruits.'),
      ],
    },
    {
      name: 'Desserts',
      items: [
        veg('Shahi Tukda', 149, 'kheer', 'Fried bread in saffron rabri.'),
        veg('Kulfi Falooda', 169, 'ice-cream', 'Malai kulfi with falooda and rose syrup.', OFF),
      ],
    },
  ],
};
