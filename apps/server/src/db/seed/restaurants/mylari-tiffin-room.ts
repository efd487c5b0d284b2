import { NEW, OFF, POPULAR, REC, addonGroup, maxQty, rupees, veg, withAddons } from './menu-builders';
import type { RestaurantSeed } from './types';

export const mylariTiffinRoom: RestaurantSeed = {
  slug: 'mylari-tiffin-room',
  name: 'Mylari Tiffin Room',
  description: 'Pure-veg Mysore-style tiffin: crisp dosas, soft idlis and strong filter coffee.',
  address: '44, 17th Main Road, 5th Block, Koramangala, Bengaluru 560095',
  phone: '+91 80 4111 2202',
  latitude: 12.9352,
  longitude: 77.6245,
  rating: 4.6,
  ratingCount: 5210,
  deliveryTime: 20,
  deliveryRadiusKm: 6,
  costForTwoPaise: rupees(250),
  minOrderPricePaise: 0,
  packagingPaise: rupees(10),
  delivery: { type: 'DYNAMIC' },
  isPureVeg: true,
  isFeatured: true,
  quickBite: 'snacks',
  cuisines: ['south-indian', 'pure-veg'],
  brand: { colors: ['#f6b73c', '#c96a12'], art: 'masala-dosa', cover: ['idli', 'masala-dosa', 'filter-coffee'] },
  addonGroups: [
    addonGroup('sides', 'Add on', 'MULTI', [['Extra coconut chutney', 15], ['Extra sambar', 25], ['Ghee on top', 20]]),
    addonGroup('podi', 'Podi style', 'SINGLE', [['Plain', 0], ['Gunpowder podi with ghee', 25]]),
  ],
  menu: [
    {
      name: 'Dosa',
      items: [
        veg('Masala Dosa', 110, 'masala-dosa', 'Crisp rice-lentil crepe with potato palya, chutney and sambar.', REC, POPULAR, withAddons('sides', 'podi')),
        veg('Mylari Benne Dosa', 125, 'ghee-dosa', 'Soft, spongy butter dosa the Mysore way, with coconut chutney.', REC, withAddons('sides')),
        veg('Ghee Roast Dosa', 140, 'ghee-dosa', 'Paper-thin dosa roasted golden in ghee.', withAddons('sides', 'podi')),
        veg('Onion Rava Dosa', 130, 'onion-dosa', 'Lacy semolina dosa with onion, cumin and green chilli.'),
        veg('Set Dosa (3 pcs)', 105, 'uttapam', 'Three soft, thick dosas with vegetable sagu.'),
        veg('Paper Dosa', 150, 'masala-dosa', 'An extra-long, extra-crisp plain dosa.', OFF),
      ],
    },
    {
      name: 'Idli and Vada',
      items: [
        veg('Idli (2 pcs)', 60, 'idli', 'Steamed rice cakes with chutney and sambar.', POPULAR, withAddons('sides', 'podi')),
        veg('Medu Vada (2 pcs)', 75, 'vada', 'Crunchy urad dal doughnuts with a fluffy centre.', withAddons('sides')),
        veg('Idli Vada Combo', 95, 'idli', 'One idli and one vada with chutney and sambar.', REC),
        veg('Sambar Vada', 85, 'sambar', 'Vada soaked in hot sambar, topped with onion and coriander.'),
        veg('Thatte Idli', 70, 'idli', 'One large plate-sized idli, soft and fluffy.', NEW),
      ],
    },
    {
      name: 'Rice and Meals',
      items: [
        veg('Bisi Bele Bath', 120, 'sambar', 'Karnataka rice-lentil one-pot with vegetables and spice powder, with boondi.', REC),
        veg('Lemon Rice', 95, 'lemon-rice', 'Rice tossed with lemon, peanuts, curry leaves and turmeric.'),
        veg('Curd Rice', 90, 'curd-rice', 'Creamy curd rice tempered with mustard, ginger and pomegranate.'),
        veg('South Indian Meals', 180, 'banana-leaf-meal', 'Rice, sambar, rasam, two palyas, curd, papad and payasam.', POPULAR, maxQty(5)),
        veg('Khara Bath', 80, 'uttapam', 'Savoury semolina upma with vegetables and ghee.'),
      ],
    },
    {
      name: 'Sweets and Beverages',
      items: [
        veg('Kesari Bath', 70, 'kheer', 'Semolina halwa with saffron, ghee and cashews.'),
        veg('Chow Chow Bath', 130, 'kheer', 'Khara bath and kesari bath on one plate.'),
        veg('Filter Coffee', 40, 'filter-coffee', 'Chicory-blend decoction with frothy hot milk.', REC, maxQty(6)),
        veg('Masala Chai', 35, 'chai', 'Tea brewed with ginger, cardamom and milk.'),
        veg('Badam Milk', 70, 'lassi', 'Chilled almond milk with saffron.'),
        veg('Buttermilk', 35, 'lime-soda', 'Spiced neer more with curry leaves and ginger.', OFF),
      ],
    },
  ],
};
