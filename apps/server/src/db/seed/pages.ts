import { PUBLIC_SETTING_DEFAULTS } from '@keka/contracts';
import type { Tx } from '../client';
import { pages } from '../schema';

/** Content pages at /pages/{slug}: simple, sanitised-safe HTML (p, h2, ul, li, a, strong). */

const PHONE = PUBLIC_SETTING_DEFAULTS.supportPhone;
const EMAIL = PUBLIC_SETTING_DEFAULTS.supportEmail;
const mail = `<a href="mailto:${EMAIL}">${EMAIL}</a>`;
const tel = `<a href="tel:${PHONE.replace(/\s/g, '')}">${PHONE}</a>`;

interface PageSeed {
  readonly slug: string;
  readonly title: string;
  readonly bodyHtml: string;
}

export const PAGES: readonly PageSeed[] = [
  {
    slug: 'about-us',
    title: 'About Keka',
    bodyHtml: [
      '<p>Keka brings the food and groceries of your neighbourhood to your door. We started in Bengaluru with a simple idea: the best meals and the freshest produce are already around the corner, they just need a quick, honest way to reach you.</p>',
      '<h2>What you can order</h2>',
      '<ul><li><strong>Restaurants</strong>: biryani, dosas, thalis, pizza, rolls, healthy bowls and more, cooked fresh when you order.</li><li><strong>Fresh groceries</strong>: fruits, vegetables, dairy and daily essentials, delivered in a time slot you choose.</li><li><strong>Self-pickup</strong>: skip the delivery charge and collect your order yourself.</li></ul>',
      '<h2>How we work</h2>',
      '<p>Every price you see is the price you pay: the bill shows item total, packaging, delivery, taxes and any tip before you place the order. Our delivery partners keep 100% of the tips you give.</p>',
      `<p>Questions or ideas? Write to ${mail}; a real person reads every message.</p>`,
    ].join(''),
  },
  {
    slug: 'terms-and-conditions',
    title: 'Terms and Conditions',
    bodyHtml: [
      '<p>These terms apply when you use the Keka app or website to order from stores listed on it. By placing an order you agree to them.</p>',
      '<h2>Orders</h2>',
      '<ul><li>Stores prepare and pack your order; Keka arranges delivery and takes payment on their behalf.</li><li>Prices, availability and delivery times are set by the stores and can change. The bill shown at checkout is final for that order.</li><li>An order can be cancelled free of charge until the store accepts it.</li></ul>',
      '<h2>Payments</h2>',
      '<ul><li>You can pay by cash on delivery, Keka wallet or an online payment method shown at checkout.</li><li>Wallet balance cannot be withdrawn as cash and expires if unused for 12 months.</li></ul>',
      '<h2>Coupons and rewards</h2>',
      '<p>Each coupon has its own conditions (minimum order, stores, validity and number of uses), shown on the coupon. Scratch-card rewards are credited to your wallet and cannot be transferred.</p>',
      '<h2>Your account</h2>',
      '<p>Keep your password and one-time codes private. We may suspend accounts used for fraud or abuse of offers.</p>',
      `<p>For anything about these terms, contact ${mail}.</p>`,
    ].join(''),
  },
  {
    slug: 'privacy-policy',
    title: 'Privacy Policy',
    bodyHtml: [
      '<p>We collect only what we need to deliver your order and keep your account safe.</p>',
      '<h2>What we collect</h2>',
      '<ul><li><strong>Account details</strong>: name, phone number and e-mail address.</li><li><strong>Delivery addresses</strong> and the location you choose, to show stores that deliver to you.</li><li><strong>Orders and payments</strong>: what you ordered and how you paid. Card details are handled by the payment provider, never stored by Keka.</li></ul>',
      '<h2>How we use it</h2>',
      '<ul><li>To place, deliver and support your orders.</li><li>To share your first name, delivery address and phone number with the store and the delivery partner for that order only.</li><li>To send order updates and, if you allow notifications, offers you may like.</li></ul>',
      '<h2>Your choices</h2>',
      `<p>You can edit or delete saved addresses at any time, turn notifications off in your browser, and ask us to delete your account by writing to ${mail}. We keep order records for as long as tax law requires.</p>`,
      '<p>The app stores your cart, location and language in your browser so it works quickly and offline; clearing site data removes them.</p>',
    ].join(''),
  },
  {
    slug: 'refund-policy',
    title: 'Refund and Cancellation Policy',
    bodyHtml: [
      '<p>If something is wrong with your order, tell us within 24 hours from the order page or by writing to support. We will make it right.</p>',
      '<h2>When you get a refund</h2>',
      '<ul><li>The store cancels the order or an item is unavailable: full refund of what you paid for it.</li><li>Items are missing, damaged or not what you ordered: refund or replacement, your choice.</li><li>You cancel before the store accepts the order: full refund.</li></ul>',
      '<h2>How refunds are paid</h2>',
      '<ul><li><strong>Wallet</strong>: instantly.</li><li><strong>Online payments</strong>: back to the original method within 5 to 7 working days.</li><li><strong>Cash on delivery</strong>: to your Keka wallet.</li></ul>',
      '<p>Tips are refunded in full if the order is cancelled before pickup.</p>',
    ].join(''),
  },
  {
    slug: 'contact-us',
    title: 'Contact Us',
    bodyHtml: [
      '<p>We are here from 7 AM to midnight, every day.</p>',
      `<ul><li><strong>Phone</strong>: ${tel}</li><li><strong>E-mail</strong>: ${mail}</li><li><strong>Office</strong>: Keka Technologies, 3rd Floor, 100 Feet Road, Indiranagar, Bengaluru 560038</li></ul>`,
      '<h2>About an order</h2>',
      '<p>Open <a href="/my-orders">My Orders</a> and choose the order: you can see its live status, call the delivery partner once the order is picked up, or report a problem.</p>',
      '<h2>Partner with us</h2>',
      '<p>Run a restaurant or a grocery store? <a href="/store/register">Register your store</a>. Want to deliver with Keka? <a href="/delivery/register">Sign up as a delivery partner</a>.</p>',
    ].join(''),
  },
];

export async function insertPages(tx: Tx): Promise<number> {
  await tx.insert(pages).values(PAGES.map((page, i) => ({ ...page, sortOrder: i })));
  return PAGES.length;
}
