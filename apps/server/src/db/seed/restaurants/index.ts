import { annapoornaThali } from './annapoorna-thali';
import { brewAndBake } from './brew-and-bake';
import { burgerYard } from './burger-yard';
import { dragonWok } from './dragon-wok';
import { fornoPizzeria } from './forno-pizzeria';
import { greenBowlCo } from './green-bowl-co';
import { krispyFriedChicken } from './krispy-fried-chicken';
import { malabarCoastKitchen } from './malabar-coast-kitchen';
import { mylariTiffinRoom } from './mylari-tiffin-room';
import { nawabsBiryaniHouse } from './nawabs-biryani-house';
import { rollJunction } from './roll-junction';
import { spiceRoute } from './spice-route';
import { tandooriNights } from './tandoori-nights';
import type { RestaurantSeed } from './types';

/** Every demo restaurant, in listing order (stores.sort_order). */
export const RESTAURANTS: readonly RestaurantSeed[] = [
  spiceRoute,
  mylariTiffinRoom,
  nawabsBiryaniHouse,
  fornoPizzeria,
  krispyFriedChicken,
  dragonWok,
  burgerYard,
  brewAndBake,
  annapoornaThali,
  greenBowlCo,
  malabarCoastKitchen,
  rollJunction,
  tandooriNights,
];
