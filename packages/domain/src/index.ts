export * from './money/money';
export * from './geo/distance';
export * from './bill/types';
export * from './bill/constants';
export * from './bill/calculate-bill';
export * from './cart/cart';
export * from './orders/order-status';
export * from './coupon/validate-coupon';
