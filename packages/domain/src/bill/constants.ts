import { paise } from '../money/money';

/** SPEC §9: a distance above 5 km adds 7.5 ('Distance Surge'). */
export const DISTANCE_SURGE_THRESHOLD_KM = 5;
export const DISTANCE_SURGE = paise(750);

/** SPEC §9: in the non-tax case a total between 499 and 699 waives the delivery charge (ADR 0002). */
export const FREE_DELIVERY_ORDER_VALUE_MIN = paise(49_900);
export const FREE_DELIVERY_ORDER_VALUE_MAX = paise(69_900);

/** SPEC §5/§9: tips are capped at 10000 and percentage tips at 100 %. */
export const TIP_MAX = paise(1_000_000);
export const TIP_PERCENT_MAX = 100;
