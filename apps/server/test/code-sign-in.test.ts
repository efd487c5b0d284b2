import { and, desc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { outboxMessages, users } from '../src/db/schema';
import { DEMO_ACCOUNTS } from '../src/db/seed/seed';
import { registerCustomer } from './fixtures';
import { createTestApp, type TestApp } from './helpers';

/** SPEC §7 phone codes and the e-mailed password reset; SECURITY 20, 21, 22. */
let now = new Date('2026-11-23T10:00:00Z');
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ clock: { now: () => now } });
});
afterAll(async () => t.close());

let phones = 0;
const newPhone = () => `9${String(Date.now() % 1e8).padStart(8, '0')}${(phones += 1) % 10}`;
const e164 = (digits: string) => `+91${digits}`;

/** The code in the newest message the development outbox kept for `to`. */
async function lastCode(to: string): Promise<string> {
  await t.app.messagesIdle();
  const [row] = await t.db.select().from(outboxMessages).where(eq(outboxMessages.recipient, to)).orderBy(desc(outboxMessages.id)).limit(1);
  const code = /\b(\d{6})\b/.exec(row?.body ?? '')?.[1];
  if (!code) throw new Error(`no code was sent to ${to}`);
  return code;
}
const wrongOf = (code: string) => String((Number(code) + 1) % 1_000_000).padStart(6, '0');

describe('phone codes (SECURITY 20)', () => {
  it('signs a new phone up with its code and a referral code, once', async () => {
    const phone = newPhone();
    const sent = await t.post('send-otp', { phone });
    expect(sent.statusCode).toBe(200);
    expect(sent.json()).toEqual({ success: true, message: 'We have sent a 6-digit code to your phone.' });
    const code = await lastCode(e164(phone));
    const wrong = await t.post('verify-otp', { phone, otp: wrongOf(code) });
    expect(wrong.statusCode).toBe(422);
    expect(wrong.json()).toMatchObject({ success: false, code: 'INVALID_CODE' });
    expect((await t.post('verify-otp', { phone, otp: code })).json()).toEqual({ success: true, data: { verified: true, user_exists: false } });
    // A new phone cannot sign IN with the code, and that does not use the code up.
    expect((await t.post('login-otp-user', { phone, otp: code })).statusCode).toBe(404);
    const made = await t.post('register-otp-user', { name: 'Otp Person', phone, otp: ` ${code.slice(0, 3)} ${code.slice(3)} `, refferal_code: DEMO_ACCOUNTS.customer.referralCode, role: 'admin' });
    expect(made.statusCode).toBe(200);
    const data = made.json<{ data: { id: number; phone: string; role: string; auth_token: string } }>().data;
    expect(data).toMatchObject({ phone: e164(phone), role: 'customer' });
    const [row] = await t.db.select().from(users).where(eq(users.id, data.id));
    expect(row?.passwordHash).toBeNull();
    expect(row?.referredByUserId).not.toBeNull();
    // Single use.
    expect((await t.post('login-otp-user', { phone, otp: code })).statusCode).toBe(422);
    expect((await t.post('register-otp-user', { name: 'Again', phone, otp: code })).statusCode).toBe(422);
  });

  it('signs an existing customer in with a code, and never with a password-less login', async () => {
    const phone = DEMO_ACCOUNTS.customer.phone.slice(3);
    expect((await t.post('login-send-otp', { phone })).statusCode).toBe(200);
    const code = await lastCode(DEMO_ACCOUNTS.customer.phone);
    expect((await t.post('verify-otp', { phone, otp: code })).json()).toMatchObject({ data: { user_exists: true } });
    const res = await t.post('login-otp-user', { phone, otp: code });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ data: { email: DEMO_ACCOUNTS.customer.email } });
  });

  it('allows 5 tries per code, then not even the right one', async () => {
    const phone = newPhone();
    await t.post('send-otp', { phone });
    const code = await lastCode(e164(phone));
    for (let i = 0; i < 5; i += 1) expect((await t.post('verify-otp', { phone, otp: wrongOf(code) })).statusCode).toBe(422);
    expect((await t.post('verify-otp', { phone, otp: code })).statusCode).toBe(422);
  });

  it('expires a code after 10 minutes, and a newer code voids the older', async () => {
    const phone = newPhone();
    await t.post('send-otp', { phone });
    const first = await lastCode(e164(phone));
    await t.post('send-otp', { phone });
    const second = await lastCode(e164(phone));
    if (first !== second) expect((await t.post('verify-otp', { phone, otp: first })).statusCode).toBe(422);
    now = new Date(now.getTime() + 10 * 60_000 + 1_000);
    expect((await t.post('verify-otp', { phone, otp: second })).statusCode).toBe(422);
  });

  it('sends at most 3 codes to one phone in 15 minutes', async () => {
    const phone = newPhone();
    for (let i = 0; i < 3; i += 1) expect((await t.post('send-otp', { phone })).statusCode).toBe(200);
    const refused = await t.post('login-send-otp', { phone });
    expect(refused.statusCode).toBe(429);
    expect(refused.json()).toMatchObject({ code: 'RATE_LIMITED' });
    now = new Date(now.getTime() + 16 * 60_000);
    expect((await t.post('send-otp', { phone })).statusCode).toBe(200);
  });

  it('custom-otp-user signs up (a name needed) and then signs in', async () => {
    const phone = newPhone();
    await t.post('send-otp', { phone });
    const code = await lastCode(e164(phone));
    const nameless = await t.post('custom-otp-user', { phone, otp: code });
    expect(nameless.statusCode).toBe(400);
    expect(nameless.json()).toMatchObject({ message: 'Enter your name to create your account.' });
    expect((await t.post('custom-otp-user', { phone, otp: code, name: 'Custom Person' })).statusCode).toBe(200);
    await t.post('login-send-otp', { phone });
    const again = await t.post('custom-otp-user', { phone, otp: await lastCode(e164(phone)) });
    expect(again.statusCode).toBe(200);
    expect(again.json()).toMatchObject({ data: { name: 'Custom Person' } });
  });

  it('refuses malformed codes and phones with 400', async () => {
    for (const body of [{ phone: '12345' }, { phone: 'x'.repeat(500) }, {}, { phone: 9_876_500_001 }]) expect((await t.post('send-otp', body)).statusCode).toBe(400);
    for (const otp of ['12345', '1234567', 'abcdef', '', 123456]) expect((await t.post('verify-otp', { phone: newPhone(), otp })).statusCode).toBe(400);
  });

  it('lets exactly one of two racing sign-ins use a code', async () => {
    const phone = DEMO_ACCOUNTS.customer.phone.slice(3);
    now = new Date(now.getTime() + 16 * 60_000);
    await t.post('login-send-otp', { phone });
    const code = await lastCode(DEMO_ACCOUNTS.customer.phone);
    const answers = await Promise.all([1, 2, 3].map(() => t.post('login-otp-user', { phone, otp: code })));
    expect(answers.map((a) => a.statusCode).sort()).toEqual([200, 422, 422]);
  });
});

describe('password reset by an e-mailed code (SECURITY 21, 22)', () => {
  it('answers the same for an unknown address, and mails only a real account', async () => {
    const unknown = 'nobody-at-all@example.test';
    const known = await registerCustomer(t.post);
    const [row] = await t.db.select().from(users).where(eq(users.id, known.userId));
    const email = row?.email ?? '';
    const a = await t.post('send-password-reset-mail', { email });
    const b = await t.post('send-password-reset-mail', { email: unknown });
    expect(a.statusCode).toBe(200);
    expect(a.json()).toEqual(b.json());
    await t.app.messagesIdle();
    const mails = (to: string) => t.db.select().from(outboxMessages).where(and(eq(outboxMessages.recipient, to), eq(outboxMessages.channel, 'MAIL')));
    expect(await mails(unknown)).toHaveLength(0);
    expect(await mails(email)).toHaveLength(1);
    // Both addresses are counted alike: the 4th request in 15 minutes is refused for either.
    for (const to of [email, unknown]) {
      await t.post('send-password-reset-mail', { email: to });
      await t.post('send-password-reset-mail', { email: to });
    }
    const [x, y] = await Promise.all([email, unknown].map((to) => t.post('send-password-reset-mail', { email: to })));
    expect([x?.statusCode, y?.statusCode]).toEqual([429, 429]);
    expect(x?.json()).toEqual(y?.json());
  });

  it('sets a new password with the code, signs out every session, and the code works once', async () => {
    now = new Date(now.getTime() + 16 * 60_000);
    const known = await registerCustomer(t.post);
    const [row] = await t.db.select().from(users).where(eq(users.id, known.userId));
    const email = row?.email ?? '';
    await t.post('send-password-reset-mail', { email: email.toUpperCase() });
    const code = await lastCode(email);
    expect((await t.post('verify-password-reset-otp', { email, code: wrongOf(code) })).statusCode).toBe(422);
    expect((await t.post('verify-password-reset-otp', { email, code })).statusCode).toBe(200);
    expect((await t.post('change-user-password', { email, code, password: 'x' })).statusCode).toBe(400);
    expect((await t.post('change-user-password', { email, code, password: 'brand-new-pass' })).statusCode).toBe(200);
    expect((await t.post('update-user-info', {}, { token: known.token })).statusCode).toBe(401);
    expect((await t.post('login', { email, password: 'secret123' })).statusCode).toBe(401);
    expect((await t.post('login', { email, password: 'brand-new-pass' })).statusCode).toBe(200);
    expect((await t.post('change-user-password', { email, code, password: 'another-pass' })).statusCode).toBe(422);
  });

  it('never sets a password for an unknown address', async () => {
    const res = await t.post('change-user-password', { email: 'nobody-at-all@example.test', code: '123456', password: 'brand-new-pass' });
    expect(res.statusCode).toBe(422);
  });
});

describe('development outbox', () => {
  it('lists what the development adapters kept, as JSON and as an escaped page', async () => {
    const phone = newPhone();
    now = new Date(now.getTime() + 16 * 60_000);
    await t.post('send-otp', { phone });
    await t.app.messagesIdle();
    const json = await t.app.inject({ method: 'GET', url: `/dev/outbox.json?to=${encodeURIComponent(e164(phone))}` });
    expect(json.statusCode).toBe(200);
    const messages = json.json<{ messages: { channel: string; to: string; body: string }[] }>().messages;
    expect(messages).toHaveLength(1);
    expect(messages[0]).toMatchObject({ channel: 'SMS', to: e164(phone) });
    const page = await t.app.inject({ method: 'GET', url: '/dev/outbox' });
    expect(page.headers['content-type']).toContain('text/html');
    expect(page.body).toContain('NOT delivered');
  });
});
