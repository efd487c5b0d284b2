import { createRequire } from 'node:module';
import { asRecord, startLoopbackServer, type FakeAnswer, type LoopbackServer, type RecordedRequest } from './loopback.fake';

/**
 * A stand-in for the part of Paytm's PG API the adapter uses: initiateTransaction, the v3
 * Transaction Status API and refund/apply. Like Paytm it checks `head.signature` over the request's
 * body with the merchant key and signs its answers' bodies the same way.
 */
interface Checksums {
  generateSignature(params: Readonly<Record<string, string>> | string, key: string): Promise<string>;
  verifySignature(params: Record<string, string> | string, key: string, checksum: string): boolean;
}
const PaytmChecksum = createRequire(import.meta.url)('paytmchecksum') as Checksums;

export interface PaytmFakeOrder {
  readonly orderId: string;
  /** As initiateTransaction received it ('123.45'). */
  readonly amount: string;
  readonly txnToken: string;
  status: 'NONE' | 'TXN_SUCCESS' | 'TXN_FAILURE' | 'PENDING';
  txnId: string | null;
  /** What the customer paid, when it differs from the order (a fake's way to test amounts). */
  paid: string | null;
}

export interface PaytmFake extends LoopbackServer {
  readonly orders: Map<string, PaytmFakeOrder>;
  /**
   * The customer ends on Paytm's page: the order takes `status`, and the fields Paytm's page posts
   * to callbackUrl are returned, CHECKSUMHASH-signed with the merchant key.
   */
  finish(orderId: string, status: 'TXN_SUCCESS' | 'TXN_FAILURE' | 'PENDING', paid?: string): Promise<Record<string, string>>;
  /** The next request is answered with this instead. */
  answerNext(answer: FakeAnswer): void;
  /** Sign answers with another key (a forged or corrupted answer). */
  signAnswersWith: string | null;
}

export async function startPaytmFake(mid: string, merchantKey: string): Promise<PaytmFake> {
  const orders = new Map<string, PaytmFakeOrder>();
  let next: FakeAnswer | null = null;
  let counter = 0;
  const state = { signAnswersWith: null as string | null };

  const answer = async (body: Record<string, unknown>): Promise<FakeAnswer> => ({
    status: 200,
    body: { head: { responseTimestamp: String(Date.now()), version: 'v1', signature: await PaytmChecksum.generateSignature(JSON.stringify(body), state.signAnswersWith ?? merchantKey) }, body },
  });
  const result = (resultStatus: string, resultCode: string, resultMsg: string) => ({ resultStatus, resultCode, resultMsg });

  const handle = async (request: RecordedRequest): Promise<FakeAnswer> => {
    if (next) {
      const given = next;
      next = null;
      return given;
    }
    const url = new URL(request.path, 'http://fake');
    const envelope = asRecord(request.json);
    const body = asRecord(envelope?.body);
    const signature = asRecord(envelope?.head)?.signature;
    if (request.method !== 'POST' || !body) return { status: 400, body: { error: 'not a Paytm request' } };
    if (typeof signature !== 'string' || !PaytmChecksum.verifySignature(JSON.stringify(body), merchantKey, signature)) {
      return answer({ resultInfo: result('F', '2005', 'Checksum provided is invalid') });
    }
    if (body.mid !== mid) return answer({ resultInfo: result('F', '335', 'Mid is invalid') });

    if (url.pathname === '/theia/api/v1/initiateTransaction') {
      const orderId = typeof body.orderId === 'string' ? body.orderId : '';
      const txnAmount = asRecord(body.txnAmount);
      if (url.searchParams.get('mid') !== mid || url.searchParams.get('orderId') !== orderId) return answer({ resultInfo: result('F', '1007', 'Missing mandatory element') });
      if (orders.has(orderId)) return answer({ resultInfo: result('F', '325', 'Duplicate Order Id') });
      if (typeof txnAmount?.value !== 'string' || !/^\d+\.\d{2}$/.test(txnAmount.value)) return answer({ resultInfo: result('F', '2007', 'Txn amount is invalid') });
      const order: PaytmFakeOrder = { orderId, amount: txnAmount.value, txnToken: `txntoken${String(++counter).padStart(8, '0')}`, status: 'NONE', txnId: null, paid: null };
      orders.set(orderId, order);
      return answer({ resultInfo: result('S', '0000', 'Success'), txnToken: order.txnToken, isPromoCodeValid: false, authenticated: false });
    }
    if (url.pathname === '/v3/order/status') {
      const order = orders.get(typeof body.orderId === 'string' ? body.orderId : '');
      if (!order || order.status === 'NONE') return answer({ resultInfo: result('TXN_FAILURE', '334', 'Invalid Order Id.') });
      const info =
        order.status === 'TXN_SUCCESS'
          ? result('TXN_SUCCESS', '01', 'Txn Success')
          : order.status === 'TXN_FAILURE'
            ? result('TXN_FAILURE', '227', 'Your payment has been declined by your bank.')
            : result('PENDING', '402', 'Looks like the payment is not complete.');
      return answer({
        resultInfo: info,
        txnId: order.txnId,
        bankTxnId: '777001087423130',
        orderId: order.orderId,
        txnAmount: order.paid ?? order.amount,
        txnType: 'SALE',
        gatewayName: 'HDFC',
        bankName: 'HDFC Bank',
        mid,
        paymentMode: 'UPI',
        refundAmt: '0.00',
        txnDate: '2026-03-01 15:30:00.0',
      });
    }
    if (url.pathname === '/refund/apply') {
      const order = orders.get(typeof body.orderId === 'string' ? body.orderId : '');
      if (!order || order.status !== 'TXN_SUCCESS' || body.txnId !== order.txnId) return answer({ resultInfo: result('TXN_FAILURE', '631', 'Record not found') });
      const refundAmount = typeof body.refundAmount === 'string' ? body.refundAmount : '';
      if (!/^\d+\.\d{2}$/.test(refundAmount) || Number(refundAmount.replace('.', '')) > Number(order.amount.replace('.', ''))) return answer({ resultInfo: result('TXN_FAILURE', '619', 'Invalid refund amount') });
      return answer({
        txnTimestamp: '2026-03-01 15:30:00.0',
        orderId: order.orderId,
        mid,
        refId: body.refId,
        resultInfo: result('PENDING', '601', 'Refund request was raised for this transaction. But it is pending state'),
        refundId: `2026030111212800${String(++counter).padStart(6, '0')}`,
        txnId: order.txnId,
        refundAmount,
      });
    }
    return { status: 404, body: { error: 'no such Paytm API' } };
  };

  const server = await startLoopbackServer(handle);
  return {
    ...server,
    orders,
    get signAnswersWith() {
      return state.signAnswersWith;
    },
    set signAnswersWith(key: string | null) {
      state.signAnswersWith = key;
    },
    answerNext(given) {
      next = given;
    },
    async finish(orderId, status, paid) {
      const order = orders.get(orderId);
      if (!order) throw new Error(`fake: no order ${orderId}`);
      order.status = status;
      order.txnId = `20260301111212800110168${String(++counter).padStart(12, '0')}`;
      order.paid = paid ?? null;
      const fields: Record<string, string> = {
        BANKNAME: 'HDFC Bank',
        BANKTXNID: '777001087423130',
        CURRENCY: 'INR',
        GATEWAYNAME: 'HDFC',
        MID: mid,
        ORDERID: orderId,
        PAYMENTMODE: 'UPI',
        RESPCODE: status === 'TXN_SUCCESS' ? '01' : status === 'TXN_FAILURE' ? '227' : '402',
        RESPMSG: status === 'TXN_SUCCESS' ? 'Txn Success' : 'Not paid',
        STATUS: status,
        TXNAMOUNT: paid ?? order.amount,
        TXNDATE: '2026-03-01 15:30:00.0',
        TXNID: order.txnId,
      };
      return { ...fields, CHECKSUMHASH: await PaytmChecksum.generateSignature(fields, merchantKey) };
    },
  };
}
