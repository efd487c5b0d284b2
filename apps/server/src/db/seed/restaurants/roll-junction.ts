import { NEW, OFF, POPULAR, REC, addonGroup, maxQty, nonVeg, rupees, veg, withAddons } from './menu-builders';
import type { RestaurantSeed } from './types';

const ROLL = withAddons('roll-extras');

export const rollJunction: RestaurantSeed = {
  slug: 'roll-junction',
  name: 'Roll Junction',
  description: 'Kolkata-style kathi rolls on flaky parathas, wrapped hot off the tawa.',
  address: '57, Brigade Road, Ashok Nagar, Bengaluru 560025',
  phone: '+91 80 4111 2208',
  latitude: 12.9719,
  longitude: 77.6074,
  rating: 3.9,
  ratingCount: 760,
  deliveryTime: 20,
  deliveryRadiusKm: 6,
  costForTwoPaise: rupees(300),
  minOrderPricePaise: 0,
  packagingPaise: 0,
  delivery: { type: 'FIXED', chargePaise: rupees(25) },
  quickBite: 'rolls',
  cuisines: ['rolls'],
  brand: { colors: ['#f7c948', '#d8731a'], art: 'roll-chicken', cover: ['roll-paneer', 'roll-chicken', 'samosa'] },
  addonGroups: [
    // The free option shows how a ₹0 price is hidden when hidePriceWhenZero is on (SPEC §5).
    addonGroup('roll-extras', 'Make it better', 'MULTI', [['Extra onions and chutney', 0], ['Extra egg layer', 20], ['Extra cheese', 30], ['Make it double', 60]]),
  ],
  menu: [
    {
      name: 'Veg Rolls',
      items: [
        veg('Paneer Tikka Roll', 149, 'roll-paneer', 'Tandoori paneer, onion and mint chutney in a flaky paratha.', REC, POPULAR, ROLL),
        veg('Aloo Masala Roll', 89, 'roll-paneer', 'Spiced potato with onions and green chutney.', ROLL),
        veg('Mushroom Tikka Roll', 139, 'roll-paneer', 'Chargrilled mushrooms with peppers.', ROLL),
        veg('Double Cheese Veg Roll', 129, 'roll-egg', 'Mixed vegetables and melted cheese.', ROLL),
        veg('Soya Chaap Roll', 139, 'roll-chicken', 'Malai soya chaap with onion rings.', NEW, ROLL),
      ],
    },
    {
      name: 'Egg and Chicken Rolls',
      items: [
        nonVeg('Egg Roll', 89, 'roll-egg', 'Paratha cooked with a beaten egg, onion and chilli.', POPULAR, ROLL),
        nonVeg('Double Egg Roll', 109, 'roll-egg', 'Two eggs layered on the paratha.', ROLL),
        nonVeg('Chicken Tikka Roll', 159, 'roll-chicken', 'Smoky chicken tikka, onion and mint chutney.', REC, POPULAR, ROLL),
        nonVeg('Egg Chicken Roll', 179, 'roll-chicken', 'Chicken tikka on an egg paratha.', REC, ROLL),
        nonVeg('Chicken Seekh Roll', 179, 'roll-chicken', 'Chicken seekh kebab with lachha onions.', ROLL),
        nonVeg('Mutton Boti Roll', 219, 'roll-chicken', 'Tender mutton boti in a spicy marinade.', OFF),
      ],
    },
    {
      name: 'Snacks',
      items: [
        veg('Samosa (2 pcs)', 49, 'samosa', 'Crisp pastry with spiced potato and peas.', POPULAR),
        veg('Paneer Pakora', 119, 'samosa', 'Gram-flour fried paneer slices.'),
        nonVeg('Chicken Lollipop (4 pcs)', 189, 'drumsticks', 'Frenched wings fried and tossed in chilli sauce.'),
        veg('Masala Fries', 89, 'fries', 'Fries with chaat masala.'),
        veg('Pav Bhaji', 129, 'pav-bhaji', 'Buttery vegetable bhaji with two soft pavs.', REC),
      ],
    },
    {
      name: 'Beverages',
      items: [
        veg('Masala Chai', 30, 'chai', 'Cutting chai with ginger.', maxQty(6)),
        veg('Sweet Lassi', 79, 'lassi', 'Thick Punjabi lassi with malai.'),
        veg('Fresh Lime Soda', 69, 'lime-soda', 'Sweet, salted or mixed.'),
        veg('Lemon Soda (can)', 45, 'lemon-can', 'Chilled lemon soda.', maxQty(6)),
      ],
    },
  ],
};
