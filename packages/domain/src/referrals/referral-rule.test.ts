import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { canonicalEmail, decideReferralCredit, firstNameOf, isSelfReferral, maskPhone, type ReferralFacts } from './referral-rule';

const clean: ReferralFacts = { earlierDeliveredOrders: 0, phoneAlreadyRewarded: false, deviceAlreadyRewarded: false, referrerCredits: 3, maxCreditsPerReferrer: 50, referrerActive: true };

describe('decideReferralCredit', () => {
  it.each([
    ['a clean first order', {}, { kind: 'CREDIT' }],
    ['an earlier delivered order', { earlierDeliveredOrders: 1 }, { kind: 'VOID', reason: 'NOT_FIRST_ORDER' }],
    ['a disabled referrer', { referrerActive: false }, { kind: 'VOID', reason: 'REFERRER_INACTIVE' }],
    ['a phone already rewarded', { phoneAlreadyRewarded: true }, { kind: 'VOID', reason: 'PHONE_ALREADY_REWARDED' }],
    ['a device already rewarded', { deviceAlreadyRewarded: true }, { kind: 'VOID', reason: 'DEVICE_ALREADY_REWARDED' }],
    ['the 50th credit (49 before)', { referrerCredits: 49 }, { kind: 'CREDIT' }],
    ['a 51st credit (50 before)', { referrerCredits: 50 }, { kind: 'VOID', reason: 'REFERRER_LIMIT_REACHED' }],
    ['no limit (0) and 10,000 before', { referrerCredits: 10_000, maxCreditsPerReferrer: 0 }, { kind: 'CREDIT' }],
    ['phone and device both rewarded: phone named first', { phoneAlreadyRewarded: true, deviceAlreadyRewarded: true }, { kind: 'VOID', reason: 'PHONE_ALREADY_REWARDED' }],
  ] as const)('%s', (_name, facts, verdict) => {
    expect(decideReferralCredit({ ...clean, ...facts })).toEqual(verdict);
  });

  it('never credits once any farming check fails', () => {
    fc.assert(
      fc.property(fc.boolean(), fc.boolean(), fc.nat(100), fc.nat(100), (phone, device, credits, max) => {
        const verdict = decideReferralCredit({ ...clean, phoneAlreadyRewarded: phone, deviceAlreadyRewarded: device, referrerCredits: credits, maxCreditsPerReferrer: max });
        const capped = max > 0 && credits >= max;
        expect(verdict.kind === 'CREDIT').toBe(!phone && !device && !capped);
      }),
    );
  });
});

describe('canonicalEmail and isSelfReferral', () => {
  it.each([
    ['Priya.Nair+deals@Gmail.com', 'priyanair@gmail.com'],
    ['priya.nair@googlemail.com', 'priyanair@gmail.com'],
    ['ravi.k+2@example.in', 'ravi.k@example.in'],
    ['  RAVI@EXAMPLE.IN ', 'ravi@example.in'],
  ])('%s → %s', (raw, canonical) => expect(canonicalEmail(raw)).toBe(canonical));

  const referrer = { email: 'priya.nair@gmail.com', phone: '+919876543210', deviceId: 'dev-aaaa-1111' };
  it('sees the same mailbox, phone or device', () => {
    expect(isSelfReferral(referrer, { email: 'priyanair+2@gmail.com', phone: '+919000000001', deviceId: null })).toBe(true);
    expect(isSelfReferral(referrer, { email: 'other@example.in', phone: '09876543210', deviceId: null })).toBe(true);
    expect(isSelfReferral(referrer, { email: null, phone: '+919000000001', deviceId: 'dev-aaaa-1111' })).toBe(true);
    expect(isSelfReferral(referrer, { email: 'friend@example.in', phone: '+919000000001', deviceId: 'dev-bbbb-2222' })).toBe(false);
    expect(isSelfReferral({ ...referrer, deviceId: null }, { email: null, phone: null, deviceId: null })).toBe(false);
  });
});

describe('what a referrer sees of a friend', () => {
  it('masks all but the last three digits and keeps the first name only', () => {
    expect(maskPhone('+919876543210')).toBe('••••••• 210');
    expect(maskPhone(null)).toBeNull();
    expect(maskPhone('12')).toBeNull();
    expect(firstNameOf('  Priya   Nair ')).toBe('Priya');
  });
});
