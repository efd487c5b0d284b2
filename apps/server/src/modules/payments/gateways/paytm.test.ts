import { createRequire } from 'node:module';
import { afterAll, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { WebhookRejected, type PaymentRequest, type ProviderPayment } from '../gateway';
import { asRecord } from './loopback.fake';
import { createPaytmGateway, decimalToPaise, paiseToDecimal, paytmWebhook, type PaytmConfig } from './paytm';
import { startPaytmFake, type PaytmFake } from './paytm.fake';

interface Checksums {
  generateSignature(params: Readonly<Record<string, string>> | string, key: string): Promise<string>;
  verifySignature(params: Record<string, string> | string, key: string, checksum: string): boolean;
}
const PaytmChecksum = createRequire(import.meta.url)('paytmchecksum') as Checksums;

const config: PaytmConfig = { merchantId: 'KEKAIN73419021947011', merchantKey: 'Kk9#mZ2@pQ7!xL4$', website: 'WEBSTAGING' };
const otherKey = 'Zz1#aB2@cD3!eF4$';
const now = new Date('2026-03-01T10:00:00Z');

const request = (reference: string, over: Partial<PaymentRequest> = {}): PaymentRequest => ({
  reference,
  orderRef: 'KEKA-000123',
  amountPaise: 12345,
  currency: 'INR',
  description: 'Keka order KEKA-000123',
  customer: { id: 7, name: 'Asha Rao', email: 'asha@example.test', phone: '+919876500001' },
  returnUrl: 'https://keka.test/orders/123',
  cancelUrl: 'https://keka.test/checkout',
  callbackUrl: 'https://keka.test/api/payments/paytm/callback',
  webhookUrl: 'https://keka.test/api/payments/paytm/webhook',
  ...over,
});

/** The library's decrypt logs a stack for a checksum made with another key; keep the run quiet. */
const quietly = async <T>(run: () => Promise<T>): Promise<T> => {
  const log = vi.spyOn(console, 'log').mockImplementation(() => undefined);
  try {
    return await run();
  } finally {
    log.mockRestore();
  }
};

describe('Paytm amounts', () => {
  it('turns paise into rupee strings exactly', () => {
    expect([12345, 7, 10, 100, 0, 29, 123456789012].map(paiseToDecimal)).toEqual(['123.45', '0.07', '0.10', '1.00', '0.00', '0.29', '1234567890.12']);
    expect(() => paiseToDecimal(12.5)).toThrow();
    expect(() => paiseToDecimal(-1)).toThrow();
  });

  it('turns rupee strings into paise exactly, refusing what is not an amount in paise', () => {
    // 0.29 * 100 is 28.999999999999996 in floating point; 1.15 * 100 is 114.99999999999999.
    expect(['123.45', '0.29', '1.15', '1', '1.5', '0.07', '10.00', '4.10000', '007.50'].map(decimalToPaise)).toEqual([12345, 29, 115, 100, 150, 7, 1000, 410, 750]);
    expect(['1.005', '', '.5', '1.', '-1.00', '1e3', '12,00', 'abc'].map(decimalToPaise)).toEqual([null, null, null, null, null, null, null, null]);
  });
});

describe('Paytm gateway against a fake Paytm API', () => {
  let fake: PaytmFake;
  let counter = 0;
  const reference = () => `ordPT${++counter}-pay${counter}`;
  beforeAll(async () => {
    fake = await startPaytmFake(config.merchantId, config.merchantKey);
  });
  afterAll(() => fake.close());
  beforeEach(() => {
    fake.requests.length = 0;
    fake.signAnswersWith = null;
  });
  const gateway = () => createPaytmGateway(config, { apiBase: fake.url });

  it('names itself and the host of its API as the browser host', () => {
    const g = gateway();
    expect([g.code, g.name, g.test, g.browserHosts]).toEqual(['PAYTM', 'Paytm', false, [new URL(fake.url).host]]);
    expect(createPaytmGateway(config).browserHosts).toEqual(['securegw.paytm.in']);
    expect(createPaytmGateway(config, { apiBase: 'https://securegw-stage.paytm.in' }).browserHosts).toEqual(['securegw-stage.paytm.in']);
  });

  it('refuses a merchant key the checksum cannot use, without naming it', () => {
    expect(() => createPaytmGateway({ ...config, merchantKey: 'short-key' })).toThrow('16 bytes');
    expect(() => createPaytmGateway({ ...config, merchantKey: 'short-key' })).not.toThrow('short-key');
  });

  it('initiates the transaction with a signed body and sends the browser to the payment page', async () => {
    const ref = reference();
    const started = await gateway().start(request(ref));
    expect(fake.requests).toHaveLength(1);
    const sent = fake.requests[0];
    expect(sent?.method).toBe('POST');
    expect(sent?.path).toBe(`/theia/api/v1/initiateTransaction?mid=${config.merchantId}&orderId=${ref}`);
    expect(sent?.headers['content-type']).toBe('application/json');
    const envelope = asRecord(sent?.json);
    expect(envelope?.body).toEqual({
      requestType: 'Payment',
      mid: config.merchantId,
      websiteName: 'WEBSTAGING',
      orderId: ref,
      callbackUrl: 'https://keka.test/api/payments/paytm/callback',
      txnAmount: { value: '123.45', currency: 'INR' },
      userInfo: { custId: '7' },
    });
    const signature = asRecord(envelope?.head)?.signature;
    expect(typeof signature).toBe('string');
    expect(PaytmChecksum.verifySignature(JSON.stringify(envelope?.body), config.merchantKey, String(signature))).toBe(true);
    const token = fake.orders.get(ref)?.txnToken;
    expect(started).toEqual({
      gatewayRef: ref,
      step: { kind: 'form', url: `${fake.url}/theia/api/v1/showPaymentPage?mid=${config.merchantId}&orderId=${ref}`, fields: { mid: config.merchantId, orderId: ref, txnToken: token } },
    });
  });

  it("rejects Paytm's refusals with their code, and never with the key", async () => {
    const ref = reference();
    await gateway().start(request(ref));
    await expect(gateway().start(request(ref))).rejects.toThrow('Paytm initiateTransaction refused: 325 Duplicate Order Id');
    const wrongKey = createPaytmGateway({ ...config, merchantKey: otherKey }, { apiBase: fake.url });
    const failure = await quietly(() => wrongKey.start(request(reference())).catch((e: unknown) => e));
    // The fake, like Paytm, signs its answer with the real key: the wrong key cannot verify it either.
    expect((failure as Error).message).toBe("Paytm initiateTransaction failed: the answer's signature does not hold (it says: 2005 Checksum provided is invalid)");
    expect((failure as Error).message).not.toContain(otherKey);
    await expect(gateway().start(request(reference(), { currency: 'USD' }))).rejects.toThrow('INR only');
    fake.answerNext({ status: 502, body: { error: 'bad gateway' } });
    await expect(gateway().start(request(reference()))).rejects.toThrow('HTTP 502');
    await expect(createPaytmGateway(config, { apiBase: 'http://127.0.0.1:9' }).start(request(reference()))).rejects.toThrow('no answer from Paytm');
  });

  it('rejects an answer whose signature does not hold (a forged answer)', async () => {
    fake.signAnswersWith = otherKey;
    await expect(quietly(() => gateway().start(request(reference())))).rejects.toThrow("the answer's signature does not hold");
    fake.signAnswersWith = null;
    fake.answerNext({ status: 200, body: { head: { signature: 'x' }, body: { resultInfo: { resultStatus: 'S' }, txnToken: 'forged' } } });
    await expect(gateway().start(request(reference()))).rejects.toThrow("the answer's signature does not hold");
  });

  describe('fetch', () => {
    it('asks the status API with a signed body and maps its states', async () => {
      const ref = reference();
      await gateway().start(request(ref));
      fake.requests.length = 0;
      // Nothing tried yet: Paytm answers 334 "Invalid Order Id", which is not a failure of the attempt.
      await expect(gateway().fetch(ref)).resolves.toEqual({ gatewayRef: ref, status: 'PENDING', amountPaise: 0, currency: 'INR', providerPaymentId: null });
      const sent = fake.requests[0];
      expect([sent?.method, sent?.path, asRecord(sent?.json)?.body]).toEqual(['POST', '/v3/order/status', { mid: config.merchantId, orderId: ref }]);
      expect(PaytmChecksum.verifySignature(JSON.stringify(asRecord(sent?.json)?.body), config.merchantKey, String(asRecord(asRecord(sent?.json)?.head)?.signature))).toBe(true);

      await fake.finish(ref, 'PENDING');
      await expect(gateway().fetch(ref)).resolves.toMatchObject({ status: 'PENDING', amountPaise: 12345 });
      await fake.finish(ref, 'TXN_FAILURE');
      await expect(gateway().fetch(ref)).resolves.toMatchObject({ status: 'FAILED' });
      await fake.finish(ref, 'TXN_SUCCESS');
      await expect(gateway().fetch(ref)).resolves.toEqual({ gatewayRef: ref, status: 'PAID', amountPaise: 12345, currency: 'INR', providerPaymentId: fake.orders.get(ref)?.txnId });
    });

    it("reads Paytm's decimal amount exactly", async () => {
      const ref = reference();
      await gateway().start(request(ref, { amountPaise: 29 }));
      expect(asRecord(asRecord(asRecord(fake.requests.at(-1)?.json)?.body)?.txnAmount)?.value).toBe('0.29');
      await fake.finish(ref, 'TXN_SUCCESS');
      await expect(gateway().fetch(ref)).resolves.toMatchObject({ status: 'PAID', amountPaise: 29 });
    });

    it('rejects an error answer, an answer about another order and a ref that is no order id', async () => {
      const ref = reference();
      fake.answerNext({ status: 500, body: {} });
      await expect(gateway().fetch(ref)).rejects.toThrow('HTTP 500');
      const wrong = createPaytmGateway({ ...config, merchantId: 'SOMEONEELSE000000001' }, { apiBase: fake.url });
      await expect(wrong.fetch(ref)).rejects.toThrow('335 Mid is invalid');
      const body = { resultInfo: { resultStatus: 'TXN_SUCCESS', resultCode: '01', resultMsg: 'Txn Success' }, orderId: 'another-order', txnId: '1', txnAmount: '1.00' };
      fake.answerNext({ status: 200, body: { head: { signature: await PaytmChecksum.generateSignature(JSON.stringify(body), config.merchantKey) }, body } });
      await expect(gateway().fetch(ref)).rejects.toThrow('another order');
      fake.requests.length = 0;
      await expect(gateway().fetch('a b/c')).rejects.toThrow('not a Paytm order id');
      expect(fake.requests).toHaveLength(0);
    });
  });

  describe('refund', () => {
    it('applies a signed refund with the txnId, the refund key as refId and the amount in rupees', async () => {
      const ref = reference();
      await gateway().start(request(ref));
      await fake.finish(ref, 'TXN_SUCCESS');
      const txnId = fake.orders.get(ref)?.txnId ?? null;
      fake.requests.length = 0;
      const result = await gateway().refund({ gatewayRef: ref, providerPaymentId: txnId, amountPaise: 1234, currency: 'INR', refundKey: 'refund-41-1' });
      expect(result.refundRef).toMatch(/^\d+$/);
      const sent = fake.requests[0];
      expect([sent?.method, sent?.path, asRecord(sent?.json)?.body]).toEqual(['POST', '/refund/apply', { mid: config.merchantId, txnType: 'REFUND', orderId: ref, txnId, refId: 'refund-41-1', refundAmount: '12.34' }]);
    });

    it("rejects Paytm's refusal and an attempt without a TXNID", async () => {
      const ref = reference();
      await gateway().start(request(ref));
      await fake.finish(ref, 'TXN_SUCCESS');
      const txnId = fake.orders.get(ref)?.txnId ?? null;
      await expect(gateway().refund({ gatewayRef: ref, providerPaymentId: txnId, amountPaise: 99999, currency: 'INR', refundKey: 'r1' })).rejects.toThrow('Paytm refund refused: TXN_FAILURE 619 Invalid refund amount');
      await expect(gateway().refund({ gatewayRef: ref, providerPaymentId: 'not-the-txn', amountPaise: 100, currency: 'INR', refundKey: 'r2' })).rejects.toThrow('631');
      await expect(gateway().refund({ gatewayRef: ref, providerPaymentId: null, amountPaise: 100, currency: 'INR', refundKey: 'r3' })).rejects.toThrow('no Paytm TXNID');
    });
  });

  describe('verifyCallback', () => {
    it("accepts the page's signed post and answers with the status API's state", async () => {
      const ref = reference();
      await gateway().start(request(ref));
      const fields = await fake.finish(ref, 'TXN_SUCCESS');
      fake.requests.length = 0;
      await expect(gateway().verifyCallback?.(fields)).resolves.toEqual({ gatewayRef: ref, status: 'PAID', amountPaise: 12345, currency: 'INR', providerPaymentId: fields.TXNID });
      expect(fake.requests.map((r) => r.path)).toEqual(['/v3/order/status']);
    });

    it('ignores the posted STATUS and TXNAMOUNT in favour of the API', async () => {
      const ref = reference();
      await gateway().start(request(ref));
      const fields = await fake.finish(ref, 'PENDING');
      // A post correctly signed with the merchant key (e.g. replayed from elsewhere) claiming success.
      const claim = Object.fromEntries(Object.entries({ ...fields, STATUS: 'TXN_SUCCESS', TXNAMOUNT: '99999.00' }).filter(([name]) => name !== 'CHECKSUMHASH'));
      const signed = { ...claim, CHECKSUMHASH: await PaytmChecksum.generateSignature(claim, config.merchantKey) };
      await expect(gateway().verifyCallback?.(signed)).resolves.toMatchObject({ status: 'PENDING', amountPaise: 12345 });
    });

    it('rejects a tampered amount, TXNID, ORDERID or checksum, a missing checksum and another key, asking nothing', async () => {
      const ref = reference();
      await gateway().start(request(ref));
      const fields = await fake.finish(ref, 'TXN_SUCCESS');
      const checksum = fields.CHECKSUMHASH ?? '';
      const { CHECKSUMHASH: _omit, ...unsigned } = fields;
      const otherKeyed = { ...unsigned, CHECKSUMHASH: await PaytmChecksum.generateSignature(unsigned, otherKey) };
      fake.requests.length = 0;
      const attempts: Record<string, string>[] = [
        { ...fields, TXNAMOUNT: '1.00' },
        { ...fields, TXNID: `${fields.TXNID}9` },
        { ...fields, ORDERID: 'someone-elses-order' },
        { ...fields, CHECKSUMHASH: `${checksum.slice(0, 10)}${checksum[10] === 'A' ? 'B' : 'A'}${checksum.slice(11)}` },
        { ...fields, CHECKSUMHASH: 'not a checksum' },
        unsigned,
        otherKeyed,
      ];
      for (const attempt of attempts) await expect(quietly(async () => gateway().verifyCallback?.(attempt))).rejects.toBeInstanceOf(WebhookRejected);
      expect(fake.requests).toHaveLength(0);
    });

    it('rejects a good checksum for another merchant', async () => {
      const fields: Record<string, string> = { MID: 'SOMEONEELSE000000001', ORDERID: 'x-1', TXNID: '1', STATUS: 'TXN_SUCCESS', TXNAMOUNT: '1.00' };
      await expect(gateway().verifyCallback?.({ ...fields, CHECKSUMHASH: await PaytmChecksum.generateSignature(fields, config.merchantKey) })).rejects.toThrow('another merchant');
    });
  });

  describe('verifyWebhook', () => {
    it('accepts a delivery signed with the merchant key', async () => {
      const payment: ProviderPayment = { gatewayRef: 'ordW-1', status: 'PAID', amountPaise: 12345, currency: 'INR', providerPaymentId: '20260301111212800110168470101509706' };
      const delivery = paytmWebhook.sign(config.merchantKey, { eventId: 'e1', payment }, now);
      await expect(gateway().verifyWebhook(Buffer.from(delivery.body), delivery.headers, now)).resolves.toEqual({ eventId: `ordW-1:${payment.providerPaymentId}:TXN_SUCCESS`, payment });
      expect(fake.requests).toHaveLength(0);
    });

    it("rejects another merchant's delivery and one signed with another key", async () => {
      const fields: Record<string, string> = { MID: 'SOMEONEELSE000000001', ORDERID: 'x-1', TXNID: '1', STATUS: 'TXN_SUCCESS', TXNAMOUNT: '1.00' };
      const body = new URLSearchParams({ ...fields, CHECKSUMHASH: await PaytmChecksum.generateSignature(fields, config.merchantKey) }).toString();
      await expect(gateway().verifyWebhook(Buffer.from(body), { 'content-type': 'application/x-www-form-urlencoded' }, now)).rejects.toThrow('another merchant');
      const payment: ProviderPayment = { gatewayRef: 'ordW-2', status: 'PAID', amountPaise: 100, currency: 'INR', providerPaymentId: '1' };
      const delivery = paytmWebhook.sign(otherKey, { eventId: 'e2', payment }, now);
      await expect(quietly(() => gateway().verifyWebhook(Buffer.from(delivery.body), delivery.headers, now))).rejects.toBeInstanceOf(WebhookRejected);
    });
  });
});

describe('paytmWebhook', () => {
  const key = config.merchantKey;
  const paid: ProviderPayment = { gatewayRef: 'ordW-9', status: 'PAID', amountPaise: 12345, currency: 'INR', providerPaymentId: '20260301111212800110168470101509706' };
  const fieldsOf = (body: string) => Object.fromEntries(new URLSearchParams(body));

  it("signs a form-encoded notification with the library's checksum and reads it back", () => {
    const delivery = paytmWebhook.sign(key, { eventId: 'e1', payment: paid }, now);
    expect(delivery.headers).toEqual({ 'content-type': 'application/x-www-form-urlencoded' });
    const fields = fieldsOf(delivery.body);
    expect(fields).toMatchObject({ ORDERID: 'ordW-9', TXNID: paid.providerPaymentId, TXNAMOUNT: '123.45', CURRENCY: 'INR', STATUS: 'TXN_SUCCESS', RESPCODE: '01', TXNDATE: '2026-03-01 15:30:00.0' });
    const { CHECKSUMHASH: checksum, ...signed } = fields;
    expect(PaytmChecksum.verifySignature(signed, key, checksum ?? '')).toBe(true);
    expect(paytmWebhook.verify(Buffer.from(delivery.body), delivery.headers, key, now)).toEqual({ eventId: `ordW-9:${paid.providerPaymentId}:TXN_SUCCESS`, payment: paid });
  });

  it('reads TXN_FAILURE as FAILED and PENDING as PENDING, each its own event', () => {
    const read = (status: ProviderPayment['status']) => {
      const delivery = paytmWebhook.sign(key, { eventId: 'e', payment: { ...paid, status } }, now);
      return paytmWebhook.verify(Buffer.from(delivery.body), delivery.headers, key, now);
    };
    expect(read('FAILED')).toEqual({ eventId: `ordW-9:${paid.providerPaymentId}:TXN_FAILURE`, payment: { ...paid, status: 'FAILED' } });
    expect(read('PENDING')).toEqual({ eventId: `ordW-9:${paid.providerPaymentId}:PENDING`, payment: { ...paid, status: 'PENDING' } });
  });

  it('gives a payment without a TXNID a stable, Paytm-like one', () => {
    const first = paytmWebhook.sign(key, { eventId: 'e7', payment: { ...paid, providerPaymentId: null } }, now);
    const again = paytmWebhook.sign(key, { eventId: 'e7', payment: { ...paid, providerPaymentId: null } }, now);
    expect(fieldsOf(first.body).TXNID).toMatch(/^\d{37}$/);
    expect(fieldsOf(first.body).TXNID).toBe(fieldsOf(again.body).TXNID);
  });

  it('takes the same fields as JSON, and a form without a content type', async () => {
    const fields: Record<string, string> = { ORDERID: 'ordW-3', TXNID: '77', TXNAMOUNT: '10.50', STATUS: 'TXN_SUCCESS', CURRENCY: 'INR' };
    const signed = { ...fields, CHECKSUMHASH: await PaytmChecksum.generateSignature(fields, key) };
    const expected = { eventId: 'ordW-3:77:TXN_SUCCESS', payment: { gatewayRef: 'ordW-3', status: 'PAID', amountPaise: 1050, currency: 'INR', providerPaymentId: '77' } };
    expect(paytmWebhook.verify(Buffer.from(JSON.stringify(signed)), { 'content-type': 'application/json' }, key, now)).toEqual(expected);
    expect(paytmWebhook.verify(Buffer.from(new URLSearchParams(signed).toString()), {}, key, now)).toEqual(expected);
  });

  it('rejects a wrong key, a tampered body and a missing checksum', () => {
    const delivery = paytmWebhook.sign(key, { eventId: 'e1', payment: paid }, now);
    const verify = (body: string, secret = key) => () => paytmWebhook.verify(Buffer.from(body), delivery.headers, secret, now);
    const log = vi.spyOn(console, 'log').mockImplementation(() => undefined);
    try {
      expect(verify(delivery.body, otherKey)).toThrow(WebhookRejected);
    } finally {
      log.mockRestore();
    }
    expect(verify(delivery.body.replace('TXNAMOUNT=123.45', 'TXNAMOUNT=923.45'))).toThrow('does not match');
    expect(verify(delivery.body.replace('STATUS=TXN_SUCCESS', 'STATUS=PENDING'))).toThrow('does not match');
    expect(verify(delivery.body.replace(/&?CHECKSUMHASH=[^&]*/, ''))).toThrow('without a CHECKSUMHASH');
    expect(verify(`${delivery.body}&ORDERID=ordW-10`)).toThrow('repeats the field ORDERID');
    expect(verify('{"ORDERID": 5}')).toThrow(WebhookRejected);
  });

  it('rejects a signed TXN_SUCCESS without an amount it can read', async () => {
    const fields: Record<string, string> = { ORDERID: 'ordW-4', TXNID: '78', TXNAMOUNT: '10.505', STATUS: 'TXN_SUCCESS' };
    const body = new URLSearchParams({ ...fields, CHECKSUMHASH: await PaytmChecksum.generateSignature(fields, key) }).toString();
    expect(() => paytmWebhook.verify(Buffer.from(body), {}, key, now)).toThrow('without a TXNAMOUNT');
  });
});
