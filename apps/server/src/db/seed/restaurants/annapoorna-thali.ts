import { NEW, OFF, POPULAR, REC, addonGroup, maxQty, rupees, veg, withAddons } from './menu-builders';
import type { RestaurantSeed } from './types';

const THALI = withAddons('sweet', 'thali-extras');

export const annapoornaThali: RestaurantSeed = {
  slug: 'annapoorna-thali',
  name: 'Annapoorna Thali House',
  description: 'Pure-veg unlimited-style thalis from Gujarat, Rajasthan and the South, packed for home.',
  address: '14, Ulsoor Road, Halasuru, Bengaluru 560042',
  phone: '+91 80 4111 2211',
  latitude: 12.9817,
  longitude: 77.6199,
  rating: 4.6,
  ratingCount: 2890,
  deliveryTime: 30,
  deliveryRadiusKm: 7,
  costForTwoPaise: rupees(400),
  minOrderPricePaise: 0,
  packagingPaise: rupees(10),
  delivery: { type: 'DYNAMIC' },
  isFreeDelivery: true,
  isPureVeg: true,
  isFeatured: true,
  cuisines: ['pure-veg', 'north-indian'],
  brand: { colors: ['#f7c948', '#c2410c'], art: 'thali-gujarati', cover: ['dal', 'thali', 'gulab-jamun'] },
  addonGroups: [
    addonGroup('sweet', 'Choose your sweet', 'SINGLE', [['Gulab jamun', 0], ['Kheer', 20], ['Rasmalai', 30]]),
    addonGroup('thali-extras', 'Add to your thali', 'MULTI', [['Extra roti (2)', 30], ['Extra papad', 10], ['Masala chaas', 30]]),
  ],
  menu: [
    {
      name: 'Thalis',
      items: [
        veg('Gujarati Thali', 299, 'thali-gujarati', 'Dal, kadhi, two shaaks, farsan, rotli, rice, papad, pickle and a sweet.', REC, POPULAR, THALI, maxQty(5)),
        veg('Rajasthani Thali', 329, 'thali', 'Dal baati churma, gatte ki sabzi, ker sangri, bajra roti and rice.', REC, THALI, maxQty(5)),
        veg('North Indian Thali', 279, 'thali', 'Paneer curry, dal makhani, seasonal sabzi, two rotis, jeera rice, raita and sweet.', POPULAR, THALI, maxQty(5)),
        veg('Mini Thali', 189, 'thali-mini', 'Dal, one sabzi, two rotis, rice and pickle.', THALI),
        veg('Jain Thali', 299, 'thali-mini', 'Made without onion, garlic or root vegetables.', THALI),
        veg('Festive Maharaja Thali', 449, 'thali', 'Twelve items including two sweets and farsan, for a proper feast.', NEW, THALI, maxQty(3)),
      ],
    },
    {
      name: 'Curries and Dal',
      items: [
        veg('Paneer Butter Masala', 229, 'paneer-curry', 'Paneer in a creamy tomato gravy.'),
        veg('Chole Masala', 179, 'chole', 'Punjabi chickpeas with whole spices.', POPULAR),
        veg('Rajma Masala', 179, 'rajma', 'Kidney beans in an onion-tomato gravy.'),
        veg('Gujarati Kadhi', 139, 'dal', 'Sweet-sour yoghurt and besan curry.'),
        veg('Aloo Gobi', 159, 'veg-curry', 'Potato and cauliflower dry sabzi.'),
        veg('Gatte ki Sabzi', 189, 'malai-kofta', 'Gram-flour dumplings in a yoghurt gravy.', OFF),
      ],
    },
    {
      name: 'Breads and Rice',
      items: [
        veg('Phulka (2 pcs)', 40, 'roti', 'Soft puffed wheat rotis with ghee.', maxQty(10)),
        veg('Bajra Roti', 45, 'roti', 'Pearl-millet flatbread with white butter.'),
        veg('Methi Thepla (3 pcs)', 89, 'parotta', 'Fenugreek flatbreads, great for travel.'),
        veg('Jeera Rice', 129, 'jeera-rice', 'Basmati with cumin and ghee.'),
        veg('Khichdi with Kadhi', 169, 'curd-rice', 'Moong dal khichdi with kadhi and papad.'),
      ],
    },
    {
      name: 'Farsan and Sweets',
      items: [
        veg('Khaman Dhokla', 99, 'samosa', 'Steamed besan squares with mustard tempering.', POPULAR),
        veg('Kachori (2 pcs)', 79, 'samosa', 'Flaky moong dal kachoris with tamarind chutney.'),
        veg('Gulab Jamun (2 pcs)', 79, 'gulab-jamun', 'Warm, syrupy khoya dumplings.'),
        veg('Shrikhand', 99, 'kheer', 'Saffron-cardamom hung curd.'),
        veg('Aamras', 129, 'smoothie-mango', 'Chilled Alphonso mango pulp.', OFF),
      ],
    },
  ],
};
