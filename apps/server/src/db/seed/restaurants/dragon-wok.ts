import { OFF, POPULAR, REC, addonGroup, maxQty, nonVeg, rupees, veg, withAddons } from './menu-builders';
import type { RestaurantSeed } from './types';

export const dragonWok: RestaurantSeed = {
  slug: 'dragon-wok',
  name: 'Dragon Wok',
  description: 'Indo-Chinese favourites off a roaring wok: hakka noodles, manchurian and momos.',
  address: '9, Old Airport Road, Domlur Layout, Bengaluru 560071',
  phone: '+91 80 4111 2204',
  latitude: 12.9587,
  longitude: 77.6421,
  rating: 4.1,
  ratingCount: 1320,
  deliveryTime: 30,
  deliveryRadiusKm: 7,
  costForTwoPaise: rupees(500),
  minOrderPricePaise: rupees(149),
  packagingPaise: rupees(20),
  delivery: { type: 'FIXED', chargePaise: rupees(30) },
  // A small late-evening kitchen surcharge, so the bill's surcharge line is visible in the demo.
  surchargePaise: rupees(10),
  cuisines: ['chinese'],
  brand: { colors: ['#e2463a', '#7a1010'], art: 'hakka-noodles', cover: ['momos', 'hakka-noodles', 'manchurian'] },
  addonGroups: [
    addonGroup('spice', 'Spice level', 'SINGLE', [['Regular', 0], ['Spicy', 0], ['Extra spicy', 0]]),
    addonGroup('protein', 'Add protein', 'MULTI', [['Egg', 30], ['Chicken', 70], ['Prawns', 120]]),
  ],
  menu: [
    {
      name: 'Soups',
      items: [
        veg('Veg Hot and Sour Soup', 139, 'soup-hot-sour', 'Peppery, tangy broth with mushrooms, bamboo shoot and tofu.'),
        veg('Sweet Corn Soup', 129, 'soup-sweet-corn', 'Creamy corn broth with vegetables.'),
        nonVeg('Chicken Manchow Soup', 159, 'soup-hot-sour', 'Garlicky, spicy soup with shredded chicken and crispy noodles.', POPULAR),
        nonVeg('Lemon Coriander Chicken Soup', 159, 'soup-sweet-corn', 'Clear, fragrant broth with lemon and coriander.'),
      ],
    },
    {
      name: 'Starters',
      items: [
        veg('Veg Momos (6 pcs)', 149, 'momos', 'Steamed dumplings with cabbage, carrot and spring onion, with red chutney.', POPULAR, maxQty(5)),
        nonVeg('Chicken Momos (6 pcs)', 179, 'momos', 'Steamed chicken dumplings with ginger and garlic.', REC, maxQty(5)),
        veg('Crispy Chilli Baby Corn', 219, 'chilli-chicken', 'Batter-fried baby corn tossed in chilli-garlic sauce.'),
        veg('Veg Spring Rolls', 179, 'spring-roll', 'Crisp rolls stuffed with glass noodles and vegetables.'),
        nonVeg('Chilli Chicken Dry', 269, 'chilli-chicken', 'Wok-tossed chicken with capsicum, onion and green chilli.', REC, withAddons('spice')),
        nonVeg('Dragon Prawns', 349, 'wings', 'Crisp prawns in a sweet and fiery dragon sauce.', OFF),
      ],
    },
    {
      name: 'Noodles and Rice',
      items: [
        veg('Veg Hakka Noodles', 189, 'hakka-noodles', 'Thin noodles tossed with crunchy vegetables and soy.', POPULAR, withAddons('spice', 'protein')),
        veg('Schezwan Noodles', 199, 'schezwan-noodles', 'Noodles in house schezwan sauce with peppers.', withAddons('spice', 'protein')),
        nonVeg('Chicken Hakka Noodles', 229, 'hakka-noodles', 'Hakka noodles with shredded chicken and egg.', REC, withAddons('spice')),
        veg('Veg Fried Rice', 179, 'fried-rice', 'Wok-fried rice with vegetables and spring onion.', withAddons('spice', 'protein')),
        nonVeg('Egg Fried Rice', 199, 'fried-rice', 'Fried rice with scrambled egg and pepper.'),
        nonVeg('Chicken Schezwan Fried Rice', 239, 'fried-rice', 'Spicy fried rice with chicken and schezwan sauce.', withAddons('spice')),
        veg('American Chop Suey', 229, 'schezwan-noodles', 'Crispy noodles under a sweet and sour vegetable sauce.'),
      ],
    },
    {
      name: 'Mains',
      items: [
        veg('Veg Manchurian Gravy', 199, 'manchurian', 'Vegetable dumplings in a soy-garlic gravy.', POPULAR),
        veg('Paneer Chilli Gravy', 239, 'manchurian', 'Paneer with peppers in a spicy chilli gravy.'),
        nonVeg('Kung Pao Chicken', 289, 'chilli-chicken', 'Chicken with peanuts and dried red chillies.'),
        nonVeg('Chicken in Black Bean Sauce', 289, 'manchurian', 'Stir-fried chicken in fermented black bean sauce.'),
        veg('Darsaan with Ice Cream', 149, 'ice-cream', 'Honey-glazed fried noodles with sesame and vanilla ice cream.'),
      ],
    },
  ],
};
