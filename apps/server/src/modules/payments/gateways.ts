import type { Config } from '../../config/env';
import { createDevGateway, type DevGateway } from './dev-gateway';
import { ONLINE_GATEWAYS, type OnlineGateway, type PaymentGateway, type WebhookScheme } from './gateway';
import { createMercadoPagoGateway, mercadoPagoWebhook } from './gateways/mercadopago';
import { createPayMongoGateway, payMongoWebhook } from './gateways/paymongo';
import { createPaytmGateway, paytmWebhook } from './gateways/paytm';
import { createRazorpayGateway, razorpayWebhook } from './gateways/razorpay';
import { createStripeGateway, stripeWebhook } from './gateways/stripe';

/** Each provider: its name, its webhook scheme, and its adapter once its keys are set. */
const PROVIDERS: Record<OnlineGateway, { readonly name: string; readonly scheme: WebhookScheme; readonly real: (keys: Config['payments']) => PaymentGateway | null }> = {
  STRIPE: { name: 'Stripe', scheme: stripeWebhook, real: (k) => (k.stripe ? createStripeGateway(k.stripe) : null) },
  RAZORPAY: { name: 'Razorpay', scheme: razorpayWebhook, real: (k) => (k.razorpay ? createRazorpayGateway(k.razorpay) : null) },
  PAYTM: {
    name: 'Paytm',
    scheme: paytmWebhook,
    real: (k) => (k.paytm ? createPaytmGateway({ merchantId: k.paytm.merchantId, merchantKey: k.paytm.merchantKey, website: k.paytm.website }, { apiBase: k.paytm.host }) : null),
  },
  MERCADOPAGO: { name: 'Mercado Pago', scheme: mercadoPagoWebhook, real: (k) => (k.mercadopago ? createMercadoPagoGateway(k.mercadopago) : null) },
  PAYMONGO: { name: 'PayMongo', scheme: payMongoWebhook, real: (k) => (k.paymongo ? createPayMongoGateway(k.paymongo) : null) },
};

export interface Gateways {
  /** Every provider offered: real ones, and a development one for each provider without keys where those are allowed. */
  readonly all: ReadonlyMap<OnlineGateway, PaymentGateway>;
  readonly dev: ReadonlyMap<OnlineGateway, DevGateway>;
}

/** The gateways of this start (issue 33): a provider with keys is real; without, a labelled test gateway or nothing. */
export function createGateways(keys: Config['payments'], overrides: Partial<Record<OnlineGateway, PaymentGateway>> = {}): Gateways {
  const all = new Map<OnlineGateway, PaymentGateway>();
  const dev = new Map<OnlineGateway, DevGateway>();
  for (const code of ONLINE_GATEWAYS) {
    const provider = PROVIDERS[code];
    const real = overrides[code] ?? provider.real(keys);
    if (real) {
      all.set(code, real);
    } else if (keys.devGateways) {
      const test = createDevGateway({ code, name: provider.name, scheme: provider.scheme });
      all.set(code, test);
      dev.set(code, test);
    }
  }
  return { all, dev };
}
