import { randomBytes } from 'node:crypto';
import type { OnlineGateway, PaymentGateway, PaymentRequest, ProviderPayment, SignedDelivery, WebhookScheme } from './gateway';
import { WebhookRejected } from './gateway';

/** One attempt at the development provider, as its "hosted page" shows it. */
export interface DevAttempt {
  readonly gatewayRef: string;
  readonly request: PaymentRequest;
  status: 'OPEN' | 'PAID' | 'FAILED';
  providerPaymentId: string | null;
  refundedPaise: number;
  events: number;
}

export interface DevGateway extends PaymentGateway {
  readonly test: true;
  attempt(gatewayRef: string): DevAttempt | undefined;
  /**
   * The customer's choice on the page: the attempt is paid or failed at the "provider", and the
   * webhook delivery the real provider would send about it comes back, signed by its own scheme.
   */
  decide(gatewayRef: string, outcome: 'pay' | 'fail', now: Date): SignedDelivery;
  /** Any delivery this provider could send, signed with this gateway's secret (tests: a tampered amount, a stale one). */
  sign(v: { readonly eventId: string; readonly payment: ProviderPayment }, at: Date): SignedDelivery;
}

const id = (prefix: string) => `${prefix}_${randomBytes(12).toString('hex')}`;

/**
 * A provider without keys, for `npm start` and development (issue 33): its page is this server's own
 * (/dev/pay/…, labelled as a test), no money moves, and what it tells the server comes the way the
 * real provider's does: a webhook in that provider's format, signed by that provider's scheme (with a
 * secret made at start-up), checked by the very `verify` the real adapter uses. Attempts live in this
 * process's memory: after a restart an old attempt is unknown here and its order expires unpaid.
 */
export function createDevGateway(v: { code: OnlineGateway; name: string; scheme: WebhookScheme }): DevGateway {
  // 16 characters (96 random bits): the length Paytm's checksum scheme requires of a merchant key, and enough for the others.
  const secret = randomBytes(12).toString('base64url');
  const attempts = new Map<string, DevAttempt>();
  const byPaymentId = new Map<string, DevAttempt>();
  const refunds = new Map<string, { readonly refundRef: string }>();

  const state = (a: DevAttempt): ProviderPayment => ({
    gatewayRef: a.gatewayRef,
    status: a.status === 'OPEN' ? 'PENDING' : a.status,
    amountPaise: a.request.amountPaise,
    currency: a.request.currency,
    providerPaymentId: a.providerPaymentId,
  });
  const known = (gatewayRef: string): DevAttempt => {
    const found = attempts.get(gatewayRef);
    if (!found) throw new Error(`The development ${v.name} gateway does not know ${gatewayRef} (attempts are kept in memory until a restart)`);
    return found;
  };

  return {
    code: v.code,
    name: v.name,
    test: true,
    browserHosts: [],
    async start(request) {
      const gatewayRef = id(`dev_${v.code.toLowerCase()}`);
      attempts.set(gatewayRef, { gatewayRef, request, status: 'OPEN', providerPaymentId: null, refundedPaise: 0, events: 0 });
      return { gatewayRef, step: { kind: 'redirect', url: `/dev/pay/${v.code.toLowerCase()}/${gatewayRef}` } };
    },
    async verifyWebhook(raw, headers, now) {
      const facts = v.scheme.verify(raw, headers, secret, now);
      if (!('lookup' in facts)) return facts;
      const attempt = byPaymentId.get(facts.lookup);
      if (!attempt) throw new WebhookRejected(`No payment ${facts.lookup} at the development ${v.name} gateway`);
      return { eventId: facts.eventId, payment: state(attempt) };
    },
    async fetch(gatewayRef) {
      return state(known(gatewayRef));
    },
    async refund(request) {
      // As the providers do: the same idempotency key is the same refund, however often it is asked.
      const seen = refunds.get(request.refundKey);
      if (seen) return seen;
      const attempt = known(request.gatewayRef);
      if (attempt.status !== 'PAID') throw new Error(`The development ${v.name} gateway cannot refund an attempt that is not paid`);
      if (attempt.refundedPaise + request.amountPaise > attempt.request.amountPaise) throw new Error('Refund above the amount paid');
      attempt.refundedPaise += request.amountPaise;
      const done = { refundRef: id('dev_refund') };
      refunds.set(request.refundKey, done);
      return done;
    },
    attempt: (gatewayRef) => attempts.get(gatewayRef),
    sign: (event, at) => v.scheme.sign(secret, event, at),
    decide(gatewayRef, outcome, now) {
      const attempt = known(gatewayRef);
      // A page decided once stays decided: a second tap (or the back button) sends the same news again.
      if (attempt.status === 'OPEN') {
        attempt.status = outcome === 'pay' ? 'PAID' : 'FAILED';
        attempt.providerPaymentId = id('dev_pay');
        byPaymentId.set(attempt.providerPaymentId, attempt);
      }
      attempt.events += 1;
      return v.scheme.sign(secret, { eventId: id(`dev_evt_${attempt.events}`), payment: state(attempt) }, now);
    },
  };
}
