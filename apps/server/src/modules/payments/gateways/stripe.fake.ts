import http from 'node:http';
import type { AddressInfo } from 'node:net';

/**
 * A stand-in for the parts of Stripe's HTTP API the Stripe adapter uses, on 127.0.0.1, so tests run the
 * official `stripe` library end to end without reaching api.stripe.com. It speaks Stripe's wire format
 * (form-encoded requests with bracket keys, JSON answers, `{ error: { type, code, message } }` on
 * failure), checks the bearer key, and replays answers per Idempotency-Key as Stripe does.
 *
 *   POST /v1/checkout/sessions      creates an open session
 *   GET  /v1/checkout/sessions/:id  (honours expand[]=payment_intent)
 *   POST /v1/refunds                refunds a known PaymentIntent
 */

/** One request as the fake received it. */
export interface FakeStripeRequest {
  readonly method: string;
  /** Without the query string. */
  readonly path: string;
  readonly query: Readonly<Record<string, string>>;
  readonly authorization: string | null;
  readonly idempotencyKey: string | null;
  readonly contentType: string | null;
  /** The form body as Stripe reads it: flat bracket keys (`line_items[0][quantity]`) to values. */
  readonly form: Readonly<Record<string, string>>;
}

export interface FakeSession {
  readonly id: string;
  readonly object: 'checkout.session';
  readonly mode: string;
  readonly livemode: false;
  readonly created: number;
  readonly expires_at: number;
  readonly amount_subtotal: number;
  readonly amount_total: number;
  readonly currency: string;
  readonly client_reference_id: string | null;
  readonly customer_email: string | null;
  readonly metadata: Readonly<Record<string, string>>;
  readonly success_url: string | null;
  readonly cancel_url: string | null;
  readonly url: string | null;
  readonly status: 'open' | 'complete' | 'expired';
  readonly payment_status: 'paid' | 'unpaid' | 'no_payment_required';
  readonly payment_intent: string | null;
}

export interface FakePaymentIntent {
  readonly id: string;
  readonly object: 'payment_intent';
  readonly amount: number;
  readonly currency: string;
  readonly status: string;
}

/** An error answer in Stripe's shape. */
export interface FakeStripeError {
  readonly status: number;
  readonly type: string;
  readonly code?: string;
  readonly message: string;
}

export interface FakeStripe {
  /** What `createStripeGateway(config, options)` takes to talk to this fake. */
  readonly options: { readonly host: string; readonly port: number; readonly protocol: 'http' };
  /** Every request received, oldest first (retries included). */
  readonly requests: FakeStripeRequest[];
  session(id: string): FakeSession | undefined;
  /** Moves a session on as Stripe would after the customer paid, gave up, or it timed out. */
  updateSession(id: string, patch: Partial<Pick<FakeSession, 'status' | 'payment_status' | 'payment_intent' | 'amount_total'>>): void;
  putPaymentIntent(paymentIntent: FakePaymentIntent): void;
  /** The status new refunds get ('succeeded' unless told otherwise). */
  setRefundStatus(status: string): void;
  /** Answers every request with this error until called with null. */
  failWith(error: FakeStripeError | null): void;
  /** Forgets requests, objects, idempotency keys and any failure mode. */
  reset(): void;
  close(): Promise<void>;
}

interface Answer {
  readonly status: number;
  readonly body: unknown;
}

export async function startFakeStripe(secretKey: string): Promise<FakeStripe> {
  const requests: FakeStripeRequest[] = [];
  const sessions = new Map<string, FakeSession>();
  const paymentIntents = new Map<string, FakePaymentIntent>();
  /** Idempotency-Key → the first answer and the body it answered, as Stripe keeps them. */
  const replays = new Map<string, { readonly signature: string; readonly answer: Answer }>();
  let failure: FakeStripeError | null = null;
  let refundStatus = 'succeeded';
  let counter = 0;
  const nextId = (prefix: string) => `${prefix}_test_fake${(++counter).toString().padStart(6, '0')}`;
  const clock = () => Math.floor(Date.now() / 1000);

  const stripeError = (status: number, type: string, message: string, code?: string): Answer => ({
    status,
    body: { error: { type, message, ...(code ? { code } : {}) } },
  });

  const integer = (value: string | undefined): number | null => (value !== undefined && /^\d+$/.test(value) ? Number(value) : null);

  function createSession(form: Readonly<Record<string, string>>): Answer {
    const amount = integer(form['line_items[0][price_data][unit_amount]']);
    const quantity = integer(form['line_items[0][quantity]']) ?? 1;
    const currency = form['line_items[0][price_data][currency]'];
    if (amount === null || !currency) return stripeError(400, 'invalid_request_error', 'Missing required param: line_items[0][price_data].', 'parameter_missing');
    if (form.mode !== 'payment') return stripeError(400, 'invalid_request_error', 'Invalid mode.', 'parameter_invalid_string');
    const metadata: Record<string, string> = {};
    for (const [key, value] of Object.entries(form)) {
      const match = /^metadata\[(.+)\]$/.exec(key);
      if (match?.[1]) metadata[match[1]] = value;
    }
    const id = nextId('cs');
    const created = clock();
    const session: FakeSession = {
      id,
      object: 'checkout.session',
      mode: form.mode,
      livemode: false,
      created,
      expires_at: created + 24 * 60 * 60,
      amount_subtotal: amount * quantity,
      amount_total: amount * quantity,
      currency,
      client_reference_id: form.client_reference_id ?? null,
      customer_email: form.customer_email ?? null,
      metadata,
      success_url: form.success_url ?? null,
      cancel_url: form.cancel_url ?? null,
      url: `https://checkout.stripe.com/c/pay/${id}`,
      status: 'open',
      payment_status: 'unpaid',
      payment_intent: null,
    };
    sessions.set(id, session);
    return { status: 200, body: session };
  }

  function retrieveSession(id: string, query: Readonly<Record<string, string>>): Answer {
    const session = sessions.get(id);
    if (!session) return stripeError(404, 'invalid_request_error', `No such checkout.session: '${id}'`, 'resource_missing');
    const expandIntent = Object.entries(query).some(([key, value]) => key.startsWith('expand[') && value === 'payment_intent');
    const intent = expandIntent && session.payment_intent ? paymentIntents.get(session.payment_intent) : undefined;
    return { status: 200, body: intent ? { ...session, payment_intent: intent } : session };
  }

  function createRefund(form: Readonly<Record<string, string>>): Answer {
    const intentId = form.payment_intent;
    const intent = intentId ? paymentIntents.get(intentId) : undefined;
    if (!intentId || !intent) return stripeError(400, 'invalid_request_error', `No such payment_intent: '${intentId ?? ''}'`, 'resource_missing');
    const amount = form.amount === undefined ? intent.amount : integer(form.amount);
    if (amount === null || amount < 1 || amount > intent.amount) {
      return stripeError(400, 'invalid_request_error', 'Refund amount is greater than unrefunded amount on charge.', 'amount_too_large');
    }
    return {
      status: 200,
      body: { id: nextId('re'), object: 'refund', amount, currency: intent.currency, payment_intent: intent.id, status: refundStatus, created: clock() },
    };
  }

  function route(method: string, path: string, query: Readonly<Record<string, string>>, form: Readonly<Record<string, string>>): Answer {
    if (method === 'POST' && path === '/v1/checkout/sessions') return createSession(form);
    const sessionPath = /^\/v1\/checkout\/sessions\/([^/]+)$/.exec(path);
    if (method === 'GET' && sessionPath?.[1]) return retrieveSession(decodeURIComponent(sessionPath[1]), query);
    if (method === 'POST' && path === '/v1/refunds') return createRefund(form);
    return stripeError(404, 'invalid_request_error', `Unrecognized request URL (${method}: ${path}).`);
  }

  function answer(request: FakeStripeRequest): Answer {
    if (request.authorization !== `Bearer ${secretKey}`) {
      const given = request.authorization?.replace(/^Bearer /, '') ?? '';
      return stripeError(401, 'invalid_request_error', `Invalid API Key provided: ${given.slice(0, 8)}****${given.slice(-4)}`);
    }
    if (failure) return stripeError(failure.status, failure.type, failure.message, failure.code);
    const key = request.idempotencyKey;
    const signature = JSON.stringify([request.method, request.path, request.form]);
    const earlier = key ? replays.get(key) : undefined;
    if (earlier) {
      if (earlier.signature !== signature) {
        return stripeError(400, 'idempotency_error', `Keys for idempotent requests can only be used with the same parameters they were first used with.`);
      }
      return earlier.answer;
    }
    const fresh = route(request.method, request.path, request.query, request.form);
    // Stripe keeps the answer of a request that ran; the fake keeps successes.
    if (key && request.method === 'POST' && fresh.status === 200) replays.set(key, { signature, answer: fresh });
    return fresh;
  }

  const server = http.createServer((incoming, outgoing) => {
    const chunks: Buffer[] = [];
    incoming.on('data', (chunk: Buffer) => chunks.push(chunk));
    incoming.on('end', () => {
      const url = new URL(incoming.url ?? '/', 'http://127.0.0.1');
      const single = (name: string) => {
        const value = incoming.headers[name];
        return (Array.isArray(value) ? value[0] : value) ?? null;
      };
      const request: FakeStripeRequest = {
        method: incoming.method ?? 'GET',
        path: url.pathname,
        query: Object.fromEntries(url.searchParams),
        authorization: single('authorization'),
        idempotencyKey: single('idempotency-key'),
        contentType: single('content-type'),
        form: Object.fromEntries(new URLSearchParams(Buffer.concat(chunks).toString('utf8'))),
      };
      requests.push(request);
      const { status, body } = answer(request);
      outgoing.writeHead(status, { 'content-type': 'application/json', 'request-id': `req_fake${requests.length}` }).end(JSON.stringify(body));
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;

  return {
    options: { host: '127.0.0.1', port, protocol: 'http' },
    requests,
    session: (id) => sessions.get(id),
    updateSession(id, patch) {
      const session = sessions.get(id);
      if (!session) throw new Error(`fake Stripe has no session ${id}`);
      sessions.set(id, { ...session, ...patch });
    },
    putPaymentIntent: (paymentIntent) => void paymentIntents.set(paymentIntent.id, paymentIntent),
    setRefundStatus: (status) => void (refundStatus = status),
    failWith: (error) => void (failure = error),
    reset() {
      requests.length = 0;
      sessions.clear();
      paymentIntents.clear();
      replays.clear();
      failure = null;
      refundStatus = 'succeeded';
    },
    close: () =>
      new Promise<void>((resolve, reject) => {
        server.closeAllConnections();
        server.close((error) => (error ? reject(error) : resolve()));
      }),
  };
}
