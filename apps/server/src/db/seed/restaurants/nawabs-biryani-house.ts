import { NEW, OFF, POPULAR, REC, addonGroup, maxQty, nonVeg, rupees, veg, withAddons } from './menu-builders';
import type { RestaurantSeed } from './types';

export const nawabsBiryaniHouse: RestaurantSeed = {
  slug: 'nawabs-biryani-house',
  name: "Nawab's Biryani House",
  description: 'Hyderabadi dum biryani cooked in sealed handis, kebabs and slow-cooked curries.',
  address: '212, 27th Main Road, Sector 1, HSR Layout, Bengaluru 560102',
  phone: '+91 80 4111 2203',
  latitude: 12.9121,
  longitude: 77.6446,
  rating: 4.3,
  ratingCount: 3890,
  deliveryTime: 40,
  deliveryRadiusKm: 9,
  costForTwoPaise: rupees(500),
  minOrderPricePaise: rupees(199),
  packagingPaise: rupees(25),
  delivery: { type: 'DYNAMIC' },
  isFeatured: true,
  cuisines: ['biryani', 'mughlai'],
  brand: { colors: ['#c98a4a', '#6a3515'], art: 'biryani-mutton', cover: ['seekh-kebab', 'biryani-chicken', 'kheer'] },
  addonGroups: [
    addonGroup('portion', 'Choose portion', 'SINGLE', [['Regular (serves 1)', 0], ['Family pack (serves 3)', 320]]),
    addonGroup('sides', 'Add sides', 'MULTI', [['Mirchi ka salan', 40], ['Onion raita', 35], ['Double masala', 30]]),
    addonGroup('extras', 'Make it extra', 'MULTI', [['Boiled egg', 25], ['Extra chicken piece', 90]]),
  ],
  menu: [
    {
      name: 'Dum Biryani',
      items: [
        nonVeg('Hyderabadi Chicken Dum Biryani', 299, 'biryani-chicken', 'Long-grain basmati and marinated chicken, slow-cooked under a dough seal.', REC, POPULAR, withAddons('portion', 'sides', 'extras')),
        nonVeg('Mutton Dum Biryani', 399, 'biryani-mutton', 'Tender goat on the bone, layered with saffron rice and fried onions.', REC, withAddons('portion', 'sides')),
        nonVeg('Chicken 65 Biryani', 329, 'biryani-chicken', 'Dum biryani topped with crisp, fiery chicken 65.', NEW, withAddons('sides', 'extras')),
        nonVeg('Egg Biryani', 229, 'biryani-egg', 'Masala-fried boiled eggs on fragrant biryani rice.', withAddons('sides')),
        nonVeg('Prawn Biryani', 429, 'biryani-chicken', 'Coastal prawns cooked dum-style with mint and green chilli.', OFF),
        veg('Veg Dum Biryani', 239, 'biryani-veg', 'Seasonal vegetables, mint and saffron rice, sealed and steamed.', withAddons('portion', 'sides')),
        veg('Paneer Tikka Biryani', 269, 'biryani-paneer', 'Tandoori paneer tikka layered through dum biryani.', withAddons('sides')),
        nonVeg('Biryani Bucket (serves 4)', 999, 'biryani-chicken', 'A full handi of chicken dum biryani with salan and raita.', POPULAR, maxQty(3)),
      ],
    },
    {
      name: 'Kebabs',
      items: [
        nonVeg('Chicken 65', 249, 'chilli-chicken', 'Crisp fried chicken tossed with curry leaves and red chilli.', POPULAR),
        nonVeg('Pathar ka Gosht', 389, 'seekh-kebab', 'Thin mutton slices seared on a hot stone.'),
        nonVeg('Tangdi Kebab', 299, 'tandoori-chicken', 'Chicken drumsticks in a spiced yoghurt marinade.'),
        veg('Paneer 65', 229, 'paneer-tikka', 'Crisp paneer cubes with curry leaves and chilli.'),
      ],
    },
    {
      name: 'Curries and Breads',
      items: [
        nonVeg('Haleem', 289, 'mutton-curry', 'Slow-pounded wheat, lentils and mutton, finished with ghee and fried onion.', OFF),
        nonVeg('Chicken Korma', 299, 'chicken-curry', 'Mild, nutty Mughlai chicken curry.'),
        veg('Bagara Baingan', 219, 'veg-curry', 'Baby brinjals in a sesame, peanut and tamarind gravy.'),
        veg('Rumali Roti', 35, 'roti', 'Handkerchief-thin bread from the inverted griddle.', maxQty(10)),
        veg('Sheermal', 59, 'naan', 'Saffron-milk flatbread, lightly sweet.'),
      ],
    },
    {
      name: 'Sides and Desserts',
      items: [
        veg('Mirchi ka Salan', 79, 'dal', 'Green chillies in a tangy peanut-sesame gravy.'),
        veg('Burani Raita', 69, 'curd-rice', 'Garlic-smoked yoghurt raita.'),
        veg('Double ka Meetha', 119, 'kheer', 'Hyderabadi bread pudding with saffron and dry fruits.', REC),
        veg('Qubani ka Meetha', 139, 'rasmalai', 'Stewed apricots with cream.'),
        veg('Phirni', 89, 'kheer', 'Ground-rice pudding set in a clay pot.'),
      ],
    },
  ],
};
