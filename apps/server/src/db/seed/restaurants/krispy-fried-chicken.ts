import { NEW, OFF, POPULAR, REC, addonGroup, maxQty, nonVeg, rupees, veg, withAddons } from './menu-builders';
import type { RestaurantSeed } from './types';

const CHICKEN = withAddons('flavour', 'dips');

/** SPEC §2: the home category with a link opens /stores/kfc-restaurant, so this slug is fixed. */
export const krispyFriedChicken: RestaurantSeed = {
  slug: 'kfc-restaurant',
  name: 'Krispy Fried Chicken',
  description: 'Hand-breaded fried chicken, buckets to share, zinger-style burgers and fries.',
  address: '2, CMH Road, Indiranagar 1st Stage, Bengaluru 560038',
  phone: '+91 80 4111 2212',
  latitude: 12.9784,
  longitude: 77.6408,
  rating: 4.0,
  ratingCount: 3410,
  deliveryTime: 25,
  deliveryRadiusKm: 8,
  costForTwoPaise: rupees(450),
  minOrderPricePaise: rupees(99),
  packagingPaise: rupees(20),
  delivery: { type: 'FIXED', chargePaise: rupees(35) },
  cuisines: ['fried-chicken', 'burgers'],
  brand: { colors: ['#ef4444', '#8f1010'], art: 'chicken-bucket', cover: ['drumsticks', 'chicken-bucket', 'fries'] },
  addonGroups: [
    addonGroup('flavour', 'Choose flavour', 'SINGLE', [['Original', 0], ['Hot and spicy', 0], ['Peri peri', 20]]),
    addonGroup('dips', 'Add dips', 'MULTI', [['Garlic mayo', 25], ['Peri peri mayo', 25], ['Cheese dip', 35]]),
    addonGroup('meal', 'Make it a meal', 'SINGLE', [['No, thanks', 0], ['Fries and cola', 119]]),
  ],
  menu: [
    {
      name: 'Buckets',
      items: [
        nonVeg('Family Bucket (8 pcs)', 799, 'chicken-bucket', 'Eight pieces of hot and crispy chicken to share.', REC, POPULAR, CHICKEN, maxQty(3)),
        nonVeg('Party Bucket (12 pcs)', 1149, 'chicken-bucket', 'Twelve pieces, two large fries and four dips.', CHICKEN, maxQty(2)),
        nonVeg('Wings Bucket (12 pcs)', 549, 'wings', 'Twelve crispy wings tossed in your flavour.', POPULAR, CHICKEN),
        nonVeg('Popcorn Bucket', 399, 'popcorn-chicken', 'Bite-sized popcorn chicken, large.', CHICKEN),
        nonVeg('Boneless Strips Bucket (10 pcs)', 599, 'drumsticks', 'Ten boneless strips with two dips.', OFF),
      ],
    },
    {
      name: 'Chicken',
      items: [
        nonVeg('Fried Chicken (2 pcs)', 229, 'drumsticks', 'Two pieces of signature crispy chicken.', REC, CHICKEN),
        nonVeg('Fried Chicken (4 pcs)', 419, 'drumsticks', 'Four pieces of signature crispy chicken.', CHICKEN),
        nonVeg('Hot Wings (6 pcs)', 259, 'wings', 'Spicy crunchy wings.', POPULAR, CHICKEN),
        nonVeg('Popcorn Chicken (Regular)', 169, 'popcorn-chicken', 'Bite-sized chicken, seasoned and fried.', withAddons('dips')),
        nonVeg('Chicken Strips (3 pcs)', 219, 'drumsticks', 'Boneless strips with peppery crust.', NEW, CHICKEN),
      ],
    },
    {
      name: 'Burgers and Wraps',
      items: [
        nonVeg('Krispy Zinger Burger', 199, 'burger-chicken', 'Spicy chicken fillet, lettuce and mayo in a toasted bun.', REC, POPULAR, withAddons('meal')),
        nonVeg('Classic Chicken Burger', 169, 'burger-chicken', 'Crispy fillet with pickles and house sauce.', withAddons('meal')),
        veg('Veg Krunch Burger', 119, 'burger-veg', 'Crunchy veg patty with tangy mayo.', withAddons('meal')),
        nonVeg('Chicken Twister Wrap', 189, 'roll-chicken', 'Chicken strips, salsa and mayo in a wrap.'),
        veg('Paneer Zinger Burger', 179, 'burger-paneer', 'Spicy crumbed paneer with lettuce.', withAddons('meal')),
      ],
    },
    {
      name: 'Sides and Drinks',
      items: [
        veg('Salted Fries (Medium)', 99, 'fries', 'Golden fries.', POPULAR),
        veg('Peri Peri Fries', 119, 'fries', 'Fries with peri-peri sprinkle.'),
        veg('Coleslaw', 69, 'salad', 'Creamy cabbage and carrot slaw.'),
        veg('Choco Mud Pie', 109, 'brownie', 'Chocolate pie with fudge.'),
        veg('Cola (500 ml)', 69, 'cola-can', 'Chilled cola.', maxQty(6)),
        veg('Lemon Iced Tea', 89, 'lime-soda', 'Iced tea with lemon.', OFF),
      ],
    },
  ],
};
