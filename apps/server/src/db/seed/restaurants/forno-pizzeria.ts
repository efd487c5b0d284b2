import { NEW, OFF, POPULAR, REC, addonGroup, maxQty, nonVeg, rupees, veg, withAddons } from './menu-builders';
import type { RestaurantSeed } from './types';

const VEG_PIZZA = withAddons('size', 'crust', 'veg-toppings');
const MEAT_PIZZA = withAddons('size', 'crust', 'veg-toppings', 'meat-toppings');

export const fornoPizzeria: RestaurantSeed = {
  slug: 'forno-pizzeria',
  name: 'Forno Pizzeria',
  description: 'Hand-stretched pizzas from a wood-fired oven, pasta and garlic bread.',
  address: '3rd Floor, 584, 12th Main Road, HAL 2nd Stage, Indiranagar, Bengaluru 560008',
  phone: '+91 80 4111 2205',
  latitude: 12.9698,
  longitude: 77.6388,
  rating: 4.5,
  ratingCount: 2760,
  deliveryTime: 30,
  deliveryRadiusKm: 7,
  costForTwoPaise: rupees(700),
  minOrderPricePaise: rupees(199),
  packagingPaise: rupees(30),
  delivery: { type: 'FIXED', chargePaise: rupees(40) },
  taxPercent: 5,
  isFeatured: true,
  cuisines: ['pizza', 'desserts'],
  brand: { colors: ['#ef5a4c', '#9c1a1a'], art: 'pizza-margherita', cover: ['garlic-bread', 'pizza-pepperoni', 'pasta-red'] },
  addonGroups: [
    addonGroup('size', 'Choose size', 'SINGLE', [['Regular 8"', 0], ['Medium 10"', 150], ['Large 12"', 280]]),
    addonGroup('crust', 'Choose crust', 'SINGLE', [['Classic hand-tossed', 0], ['Thin crust', 0], ['Cheese burst', 99]]),
    addonGroup('veg-toppings', 'Extra toppings', 'MULTI', [['Extra cheese', 60], ['Jalapeños', 40], ['Black olives', 40], ['Mushrooms', 40], ['Sweet corn', 30], ['Paneer', 60]]),
    addonGroup('meat-toppings', 'Meat toppings', 'MULTI', [['Chicken sausage', 80], ['Chicken pepperoni', 90]]),
  ],
  menu: [
    {
      name: 'Veg Pizzas',
      items: [
        veg('Margherita', 249, 'pizza-margherita', 'San Marzano tomato, fior di latte and fresh basil.', REC, POPULAR, VEG_PIZZA),
        veg('Farmhouse', 329, 'pizza-veggie', 'Capsicum, onion, mushroom, tomato and sweet corn.', VEG_PIZZA),
        veg('Paneer Tikka Pizza', 349, 'pizza-paneer', 'Tandoori paneer, onion, capsicum and mint mayo drizzle.', REC, VEG_PIZZA),
        veg('Four Cheese', 379, 'pizza-margherita', 'Mozzarella, cheddar, parmesan and gorgonzola.', VEG_PIZZA),
        veg('Garden Pesto', 359, 'pizza-veggie', 'Basil pesto base, zucchini, olives and cherry tomato.', NEW, VEG_PIZZA),
        veg('Truffle Mushroom', 429, 'pizza-veggie', 'Wild mushrooms, truffle oil and thyme.', OFF),
      ],
    },
    {
      name: 'Non-Veg Pizzas',
      items: [
        nonVeg('Chicken Pepperoni', 399, 'pizza-pepperoni', 'Spicy chicken pepperoni with mozzarella and oregano.', REC, POPULAR, MEAT_PIZZA),
        nonVeg('BBQ Chicken', 389, 'pizza-pepperoni', 'Smoky barbecue chicken, red onion and coriander.', MEAT_PIZZA),
        nonVeg('Chicken Tikka Pizza', 379, 'pizza-paneer', 'Chicken tikka, onion, capsicum and green chilli.', MEAT_PIZZA),
        nonVeg('Meat Lovers', 469, 'pizza-pepperoni', 'Pepperoni, chicken sausage, ham and barbecue chicken.', MEAT_PIZZA),
      ],
    },
    {
      name: 'Pasta',
      items: [
        veg('Penne Arrabbiata', 279, 'pasta-red', 'Penne in a spicy tomato and garlic sauce.'),
        veg('Penne Alfredo', 299, 'pasta-white', 'Creamy parmesan sauce with mushrooms and herbs.', POPULAR),
        nonVeg('Chicken Pink Sauce Pasta', 329, 'pasta-red', 'Grilled chicken in a tomato-cream sauce.'),
        veg('Mac and Cheese', 289, 'pasta-white', 'Baked macaroni in a three-cheese sauce.'),
      ],
    },
    {
      name: 'Sides',
      items: [
        veg('Garlic Bread Sticks', 149, 'garlic-bread', 'Oven-baked breadsticks with garlic butter and herbs.', REC),
        veg('Cheesy Garlic Bread', 179, 'garlic-bread', 'Garlic bread loaded with mozzarella and chilli flakes.', POPULAR),
        veg('Potato Wedges', 139, 'fries', 'Seasoned wedges with a cheesy dip.'),
        nonVeg('Chicken Wings (6 pcs)', 259, 'wings', 'Oven-roasted wings tossed in peri-peri.'),
      ],
    },
    {
      name: 'Desserts and Drinks',
      items: [
        veg('Choco Lava Cake', 119, 'cake-chocolate', 'Warm chocolate cake with a molten centre.', POPULAR, maxQty(4)),
        veg('Tiramisu', 229, 'cake-red-velvet', 'Coffee-soaked sponge with mascarpone cream.'),
        veg('Cola (500 ml)', 60, 'cola-can', 'Chilled cola.', maxQty(6)),
        veg('Fresh Lime Soda', 89, 'lime-soda', 'Sweet or salted lime soda.', OFF),
      ],
    },
  ],
};
