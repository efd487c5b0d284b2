import { checkPaymentRequest, payOrderRequest, paymentStateResponse } from '@keka/contracts';
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import type { Guard } from '../../http/guard';
import type { Clock } from '../../lib/clock';
import { postRoute } from '../../http/route';
import { fail } from '../../lib/errors';
import { paise, toRupeeString } from '@keka/domain';
import type { DevGateway } from './dev-gateway';
import { isOnlineGateway, type OnlineGateway } from './gateway';
import type { PaymentsService } from './payments.service';

/** A provider's delivery or a page's post: small, whatever its content type. */
const PROVIDER_BODY_LIMIT = 256 * 1024;
const WEBHOOK_TYPES = ['application/json', 'application/x-www-form-urlencoded', 'text/plain'];
const gatewayParam = z.object({ gateway: z.string().max(20) });

/** The app's own page of an absolute URL: the browser stays on the origin it is signed in on. */
const pathOf = (url: string) => {
  const parsed = new URL(url, 'http://localhost');
  return `${parsed.pathname}${parsed.search}`;
};

const escapeHtml = (text: string) => text.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);

/** Form fields of a provider page's post (Razorpay, Paytm): flat strings only. */
function formFields(body: unknown): Record<string, string> {
  const text = Buffer.isBuffer(body) ? body.toString('utf8') : '';
  if (text.includes('\u0000')) fail('VALIDATION', 'Text fields must not contain NUL characters.');
  const fields: Record<string, string> = {};
  for (const [key, value] of new URLSearchParams(text)) if (key.length <= 64 && value.length <= 2048) fields[key] = value;
  return fields;
}

export function registerPaymentRoutes(app: FastifyInstance, deps: { payments: PaymentsService; guard: Guard; devGateways: ReadonlyMap<OnlineGateway, DevGateway>; currencySymbol: () => Promise<string>; clock: Clock }): void {
  const tag = 'payments';
  postRoute(
    app,
    'pay-order',
    { access: (r) => deps.guard.requireUser(r, 'customer'), body: payOrderRequest, response: paymentStateResponse, tag, summary: 'Pay an order that waits for its money with an online provider (or in cash instead): what the browser does next', rateLimit: 'place-order' },
    async (body, request) => deps.payments.pay(await deps.guard.requireUser(request, 'customer'), body.unique_order_id, body.method),
  );
  postRoute(
    app,
    'check-payment',
    { access: (r) => deps.guard.requireUser(r, 'customer'), body: checkPaymentRequest, response: paymentStateResponse, tag, summary: "Where an order paid online stands: the server asks the provider about its open attempts" },
    async (body, request) => deps.payments.check(await deps.guard.requireUser(request, 'customer'), body.unique_order_id),
  );

  // The providers' own calls, as they send them: the raw bytes (a signature is over them), in a scope with its own parsers.
  void app.register(async (scope) => {
    scope.removeAllContentTypeParsers();
    scope.addContentTypeParser(WEBHOOK_TYPES, { parseAs: 'buffer', bodyLimit: PROVIDER_BODY_LIMIT }, (_request, body, done) => done(null, body));
    scope.route({
      method: 'POST',
      url: '/api/payments/webhook/:gateway',
      bodyLimit: PROVIDER_BODY_LIMIT,
      schema: { hide: true },
      handler: async (request) => {
        const { gateway } = gatewayParam.parse(request.params);
        const raw = Buffer.isBuffer(request.body) ? request.body : Buffer.alloc(0);
        const outcome = await deps.payments.webhook(gateway, raw, request.headers);
        return { success: true, outcome };
      },
    });
    scope.route({
      method: 'POST',
      url: '/api/payments/callback/:gateway/:paymentId',
      bodyLimit: PROVIDER_BODY_LIMIT,
      schema: { hide: true },
      handler: async (request, reply) => {
        const { gateway, paymentId } = gatewayParam.extend({ paymentId: z.coerce.number().int().positive().max(2 ** 31 - 1) }).parse(request.params);
        const back = await deps.payments.callback(gateway, paymentId, formFields(request.body));
        return reply.code(303).header('location', back).send();
      },
    });

    if (deps.devGateways.size === 0) return;
    // The development gateways' "hosted page" (issue 33): a test, and it says so.
    const pageParams = gatewayParam.extend({ ref: z.string().regex(/^dev_[a-z]+_[0-9a-f]{24}$/) });
    const devOf = (params: unknown) => {
      const { gateway, ref } = pageParams.parse(params);
      const code = gateway.toUpperCase();
      const dev = isOnlineGateway(code) ? deps.devGateways.get(code) : undefined;
      const attempt = dev?.attempt(ref);
      if (!dev || !attempt) fail('NOT_FOUND', 'This test payment is unknown here (test payments are forgotten when the server restarts).');
      return { dev, attempt, ref };
    };
    scope.get('/dev/pay/:gateway/:ref', { schema: { hide: true } }, async (request, reply) => {
      const { dev, attempt } = devOf(request.params);
      const amount = `${await deps.currencySymbol()}${toRupeeString(paise(attempt.request.amountPaise))}`;
      const decided = attempt.status !== 'OPEN';
      const button = (outcome: string, label: string, style: string) =>
        `<button name="outcome" value="${outcome}" style="display:block;width:100%;min-height:48px;margin:0 0 12px;border-radius:10px;font:600 16px system-ui;${style}">${label}</button>`;
      void reply.header('cache-control', 'no-store').type('text/html; charset=utf-8');
      return `<!doctype html><html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><title>Test payment · ${escapeHtml(dev.name)}</title><link rel="icon" href="/favicon.png" sizes="64x64" type="image/png"></head>
<body style="font-family:system-ui;margin:0;background:#f4f4f5;color:#18181b">
<main style="max-width:26rem;margin:auto;padding:24px 16px">
<p role="note" style="background:#fef3c7;border:1px solid #f59e0b;border-radius:10px;padding:12px;margin:0 0 20px">Development gateway for <b>${escapeHtml(dev.name)}</b>: a test page, no money moves. The server hears of your choice by a webhook signed as ${escapeHtml(dev.name)} signs them.</p>
<h1 style="font-size:22px;margin:0 0 4px">Pay ${escapeHtml(amount)}</h1>
<p style="margin:0 0 24px;color:#52525b">${escapeHtml(attempt.request.description)}</p>
${decided ? `<p role="status" style="margin:0 0 16px">This payment is ${attempt.status === 'PAID' ? 'paid' : 'failed'} already.</p>` : ''}
<form method="post">
${button('pay', `Pay ${escapeHtml(amount)}`, 'background:#16a34a;color:#fff;border:0')}
${button('fail', 'Fail the payment', 'background:#fff;color:#b91c1c;border:1px solid #b91c1c')}
${button('cancel', 'Cancel and go back', 'background:transparent;color:#18181b;border:1px solid #a1a1aa')}
</form></main></body></html>`;
    });
    scope.post('/dev/pay/:gateway/:ref', { schema: { hide: true }, bodyLimit: 4096 }, async (request, reply) => {
      const { dev, attempt, ref } = devOf(request.params);
      const outcome = formFields(request.body).outcome;
      if (outcome !== 'pay' && outcome !== 'fail' && outcome !== 'cancel') fail('VALIDATION', 'Choose pay, fail or cancel.');
      if (outcome === 'cancel') return reply.code(303).header('location', pathOf(attempt.request.cancelUrl)).send();
      const delivery = dev.decide(ref, outcome, deps.clock.now());
      // Sent to this server's own webhook route, as the provider would send it: the same parser, check and settlement.
      const answer = await app.inject({ method: 'POST', url: `/api/payments/webhook/${dev.code.toLowerCase()}`, headers: delivery.headers, payload: delivery.body });
      if (answer.statusCode >= 500) request.log.error({ status: answer.statusCode, body: answer.body }, 'development gateway: the webhook failed');
      return reply.code(303).header('location', pathOf(attempt.request.returnUrl)).send();
    });
  });
}
