import { asRecord, startLoopbackServer, type FakeAnswer, type LoopbackServer, type RecordedRequest } from './loopback.fake';

/**
 * A stand-in for the part of Razorpay's REST API (https://api.razorpay.com/v1) the adapter uses:
 * orders, an order's payments, a payment, a refund — with basic auth and Razorpay-shaped errors.
 */
export interface FakeOrder {
  id: string;
  entity: 'order';
  amount: number;
  amount_paid: number;
  amount_due: number;
  currency: string;
  receipt: string | null;
  status: 'created' | 'attempted' | 'paid';
  attempts: number;
  notes: unknown;
  created_at: number;
}

export interface FakePayment {
  id: string;
  entity: 'payment';
  amount: number;
  currency: string;
  status: 'created' | 'authorized' | 'captured' | 'refunded' | 'failed';
  order_id: string;
  method: 'upi';
  captured: boolean;
  amount_refunded: number;
  created_at: number;
}

export interface RazorpayFake extends LoopbackServer {
  readonly orders: Map<string, FakeOrder>;
  readonly payments: Map<string, FakePayment>;
  /** A customer's payment attempt on an order, in this state (amount: the order's unless given). */
  attempt(orderId: string, status: FakePayment['status'], amount?: number): FakePayment;
  /** The next request is answered with this HTTP status and Razorpay error body. */
  failNext(status: number, code: string, description: string): void;
}

const error = (status: number, code: string, description: string): FakeAnswer => ({ status, body: { error: { code, description, source: 'business', step: 'payment_initiation', reason: 'input_validation_failed', metadata: {}, field: null } } });
const notFound = () => error(400, 'BAD_REQUEST_ERROR', 'The id provided does not exist');

export async function startRazorpayFake(keyId: string, keySecret: string): Promise<RazorpayFake> {
  const orders = new Map<string, FakeOrder>();
  const payments = new Map<string, FakePayment>();
  let next: FakeAnswer | null = null;
  let counter = 0;
  const newId = (prefix: string) => `${prefix}_Fake${String(++counter).padStart(10, '0')}`;
  const now = () => Math.floor(Date.now() / 1000);

  const handle = (request: RecordedRequest): FakeAnswer => {
    if (next) {
      const answer = next;
      next = null;
      return answer;
    }
    if (request.headers.authorization !== `Basic ${Buffer.from(`${keyId}:${keySecret}`).toString('base64')}`) return error(401, 'BAD_REQUEST_ERROR', 'Authentication failed');
    const path = request.path.split('?')[0] ?? '';
    const body = asRecord(request.json) ?? {};
    let match: RegExpExecArray | null;
    if (request.method === 'POST' && path === '/v1/orders') {
      if (typeof body.amount !== 'number' || !Number.isInteger(body.amount)) return error(400, 'BAD_REQUEST_ERROR', 'The amount must be an integer.');
      if (body.amount < 100) return error(400, 'BAD_REQUEST_ERROR', 'Order amount less than minimum amount allowed');
      const order: FakeOrder = {
        id: newId('order'),
        entity: 'order',
        amount: body.amount,
        amount_paid: 0,
        amount_due: body.amount,
        currency: typeof body.currency === 'string' ? body.currency : 'INR',
        receipt: typeof body.receipt === 'string' ? body.receipt : null,
        status: 'created',
        attempts: 0,
        notes: body.notes ?? [],
        created_at: now(),
      };
      orders.set(order.id, order);
      return { status: 200, body: order };
    }
    if (request.method === 'GET' && (match = /^\/v1\/orders\/([^/]+)$/.exec(path))) {
      const order = orders.get(match[1] ?? '');
      return order ? { status: 200, body: order } : notFound();
    }
    if (request.method === 'GET' && (match = /^\/v1\/orders\/([^/]+)\/payments$/.exec(path))) {
      const id = match[1] ?? '';
      if (!orders.has(id)) return notFound();
      const items = [...payments.values()].filter((p) => p.order_id === id).reverse();
      return { status: 200, body: { entity: 'collection', count: items.length, items } };
    }
    if (request.method === 'GET' && (match = /^\/v1\/payments\/([^/]+)$/.exec(path))) {
      const payment = payments.get(match[1] ?? '');
      return payment ? { status: 200, body: payment } : notFound();
    }
    if (request.method === 'POST' && (match = /^\/v1\/payments\/([^/]+)\/refund$/.exec(path))) {
      const payment = payments.get(match[1] ?? '');
      if (!payment) return notFound();
      if (!payment.captured) return error(400, 'BAD_REQUEST_ERROR', 'The payment has not been captured');
      const amount = typeof body.amount === 'number' ? body.amount : payment.amount - payment.amount_refunded;
      if (amount > payment.amount - payment.amount_refunded) return error(400, 'BAD_REQUEST_ERROR', 'The refund amount provided is greater than amount captured');
      payment.amount_refunded += amount;
      if (payment.amount_refunded === payment.amount) payment.status = 'refunded';
      return {
        status: 200,
        body: { id: newId('rfnd'), entity: 'refund', amount, currency: payment.currency, payment_id: payment.id, notes: body.notes ?? [], receipt: body.receipt ?? null, status: 'processed', speed_processed: 'normal', created_at: now() },
      };
    }
    return error(404, 'BAD_REQUEST_ERROR', 'The requested URL was not found on the server.');
  };

  const server = await startLoopbackServer(handle);
  return {
    ...server,
    orders,
    payments,
    attempt(orderId, status, amount) {
      const order = orders.get(orderId);
      if (!order) throw new Error(`fake: no order ${orderId}`);
      const payment: FakePayment = { id: newId('pay'), entity: 'payment', amount: amount ?? order.amount, currency: order.currency, status, order_id: orderId, method: 'upi', captured: status === 'captured' || status === 'refunded', amount_refunded: 0, created_at: now() };
      payments.set(payment.id, payment);
      order.attempts += 1;
      order.status = payment.captured ? 'paid' : 'attempted';
      if (payment.captured) {
        order.amount_paid = payment.amount;
        order.amount_due = 0;
      }
      return payment;
    },
    failNext(status, code, description) {
      next = error(status, code, description);
    },
  };
}
