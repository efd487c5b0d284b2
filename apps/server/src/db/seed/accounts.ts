import { eq } from 'drizzle-orm';
import type { Tx } from '../client';
import {
  addresses,
  deliveryPartnerStores,
  deliveryProfiles,
  notifications,
  rewards,
  storeOwners,
  users,
  walletTransactions,
} from '../schema';
import { inEnglish, localText } from '../../lib/local-text';
import { hashPassword } from '../../lib/password';
import { DEMO_ACCOUNTS, DEMO_CUSTOMER_ADDRESSES, DEMO_PARTNER_POSITIONS, DEMO_CUSTOMER_WALLET_PAISE, DEMO_STORE_SLUGS, type DemoAccountKey } from './constants';
import { requireId } from './require-id';
import { slideImagePath } from './images/paths';
import { insertCustomerGroups } from './coupons';

export type PasswordHashes = Readonly<Record<DemoAccountKey, string>>;

const DAY_MS = 86_400_000;

/** scrypt is slow (~50 ms), so each demo password is hashed once, in parallel, before the transaction. */
export async function hashDemoPasswords(): Promise<PasswordHashes> {
  const keys = Object.keys(DEMO_ACCOUNTS) as DemoAccountKey[];
  const hashes = await Promise.all(keys.map((key) => hashPassword(DEMO_ACCOUNTS[key].password)));
  return Object.fromEntries(keys.map((key, i) => [key, hashes[i]])) as Record<DemoAccountKey, string>;
}

export async function insertAccounts(tx: Tx, hashes: PasswordHashes, storeIds: ReadonlyMap<string, number>, now: Date): Promise<number> {
  const keys = Object.keys(DEMO_ACCOUNTS) as DemoAccountKey[];
  const rows = await tx
    .insert(users)
    .values(
      keys.map((key) => {
        const { name, email, phone, role, referralCode } = DEMO_ACCOUNTS[key];
        return { name, email, phone, role, referralCode, passwordHash: hashes[key] };
      }),
    )
    .returning({ id: users.id, email: users.email });
  const ids = new Map(rows.map((r) => [r.email ?? '', r.id]));
  const idOf = (key: DemoAccountKey): number => requireId(ids, DEMO_ACCOUNTS[key].email);
  await insertCustomerData(tx, idOf('customer'), now);
  await insertStaffData(tx, idOf('delivery'), idOf('storeOwner'), storeIds);
  await insertPartner(tx, idOf('delivery2'), { vehicle: 'Scooter', vehicleNumber: 'KA 05 JX 7781', ...DEMO_PARTNER_POSITIONS.delivery2 }, storeIds);
  await insertCustomerGroups(tx, [idOf('staff')]);
  return rows.length;
}

async function insertCustomerData(tx: Tx, userId: number, now: Date): Promise<void> {
  const saved = await tx
    .insert(addresses)
    .values(DEMO_CUSTOMER_ADDRESSES.map((a) => ({ userId, ...a })))
    .returning({ id: addresses.id });
  const defaultAddress = saved[0];
  if (!defaultAddress) throw new Error('customer address was not inserted');
  await tx.update(users).set({ defaultAddressId: defaultAddress.id, walletBalancePaise: DEMO_CUSTOMER_WALLET_PAISE }).where(eq(users.id, userId));
  // The cached balance and the ledger agree: one credit row for the whole balance.
  // Server-written texts as keys too, so the demo reads them in Hindi as well (issue 9).
  const bonus = localText('wallet.reason.welcomeBonus');
  await tx.insert(walletTransactions).values({ userId, type: 'CREDIT', amountPaise: DEMO_CUSTOMER_WALLET_PAISE, balanceAfterPaise: DEMO_CUSTOMER_WALLET_PAISE, reason: inEnglish(bonus), reasonText: bonus });
  const cardTitle = localText('reward.title.signup', { app: 'Keka' });
  await tx.insert(rewards).values({ userId, title: inEnglish(cardTitle), titleText: cardTitle, amountPaise: 2500, expiresAt: new Date(now.getTime() + 30 * DAY_MS) });
  await tx.insert(notifications).values([
    { userId, title: 'Welcome to Keka, Aarav!', message: 'Your ₹150 welcome bonus is in your wallet. Happy ordering!', clickAction: '/my-wallet', isRead: true },
    { userId, title: 'Your address is saved', message: 'We will deliver to Home, Indiranagar unless you choose another address.', clickAction: '/my-addresses', isRead: true },
    { userId, title: 'You won a scratch card', message: 'Scratch it to reveal your reward.', clickAction: '/account/rewards', isRead: false },
    { userId, title: 'Biryani Festival is on', message: "Dum biryanis from Nawab's Biryani House and more. Tap to explore.", image: slideImagePath('biryani-fest'), clickAction: '/keka-deal/3', isRead: false },
  ]);
}

async function insertStaffData(tx: Tx, deliveryUserId: number, ownerUserId: number, storeIds: ReadonlyMap<string, number>): Promise<void> {
  // Approved and online so the demo partner can take orders straight away.
  await insertPartner(tx, deliveryUserId, { vehicle: 'Motorbike', vehicleNumber: 'KA 03 HM 4521', ...DEMO_PARTNER_POSITIONS.delivery }, storeIds);
  await tx.insert(storeOwners).values(DEMO_STORE_SLUGS.ownedByStoreOwner.map((slug) => ({ userId: ownerUserId, storeId: requireId(storeIds, slug) })));
}

/** An approved, online partner of every demo store, at a known position. */
async function insertPartner(tx: Tx, userId: number, p: { vehicle: string; vehicleNumber: string; latitude: number; longitude: number }, storeIds: ReadonlyMap<string, number>): Promise<void> {
  await tx.insert(deliveryProfiles).values({
    userId,
    vehicle: p.vehicle,
    vehicleNumber: p.vehicleNumber,
    isOnline: true,
    isApproved: true,
    commissionPercent: 80,
    lastLatitude: p.latitude,
    lastLongitude: p.longitude,
  });
  await tx.insert(deliveryPartnerStores).values([...storeIds.values()].map((storeId) => ({ userId, storeId })));
}
