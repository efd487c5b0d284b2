import { createBackground } from '../../lib/background';
import type { Db } from '../../db/client';
import type { Actor } from '../../lib/actor';
import type { Messenger } from '../messaging/messengers';
import type { SettingsService } from '../settings/settings.service';
import { generateVapidKeys, type PushMessage, type PushSender, type VapidKeys } from './push-sender';
import { pushRepository as repo } from './push.repository';

/**
 * Only real push services are pushed to: the server POSTs to a subscription's endpoint, so an endpoint
 * a client made up could point it at an internal address (SSRF). Browsers' services all live here.
 */
const PUSH_HOSTS = [/^fcm\.googleapis\.com$/, /^android\.googleapis\.com$/, /(^|\.)push\.services\.mozilla\.com$/, /(^|\.)notify\.windows\.com$/, /(^|\.)push\.apple\.com$/];

export function isPushEndpoint(endpoint: string): boolean {
  try {
    const url = new URL(endpoint);
    return url.protocol === 'https:' && url.port === '' && PUSH_HOSTS.some((host) => host.test(url.hostname));
  } catch {
    return false;
  }
}

export interface SubscriptionInput {
  readonly endpoint: string;
  readonly p256dh: string | null;
  readonly auth: string | null;
}

/**
 * Web push (SPEC §7 save-notification-token): devices subscribe; changes that matter when the app is
 * closed (an order moved, a new order for a kitchen, an offer for a rider) are pushed AFTER the change
 * committed, never inside its transaction, and never fail it (errors are logged).
 */
export function createPushService(deps: {
  db: Db;
  settings: SettingsService;
  sender: PushSender;
  onError: (error: unknown) => void;
  /** Development (DEV_OUTBOX): each user's push is also kept here (the outbox), sent or not. */
  copyTo?: Messenger;
}) {
  const { db } = deps;
  let keys: Promise<VapidKeys> | null = null;

  async function loadKeys(): Promise<VapidKeys> {
    const pair = JSON.parse(await deps.settings.secret('vapidKeys', () => JSON.stringify(generateVapidKeys()))) as VapidKeys;
    return pair;
  }

  async function pushTo(userIds: readonly number[], message: PushMessage): Promise<number> {
    const copy = deps.copyTo;
    if (copy) await Promise.all([...new Set(userIds)].map((id) => copy.send({ to: `user:${id}`, subject: message.title, text: JSON.stringify(message) })));
    const targets = (await repo.listFor(db, [...new Set(userIds)])).filter((s) => s.p256dh && s.auth && isPushEndpoint(s.endpoint));
    const outcomes = await Promise.all(targets.map((t) => deps.sender.send({ endpoint: t.endpoint, p256dh: t.p256dh ?? '', auth: t.auth ?? '' }, message)));
    await Promise.all(targets.filter((_, i) => outcomes[i] === 'gone').map((t) => repo.removeEndpoint(db, t.endpoint)));
    return outcomes.filter((o) => o === 'sent').length;
  }

  /** Never throws: a push is a courtesy after the fact. */
  const background = createBackground(deps.onError);
  const safely = (work: () => Promise<unknown>) => background.run(work);

  return {
    vapidKeys(): Promise<VapidKeys> {
      keys ??= loadKeys().catch((error: unknown) => {
        keys = null;
        throw error;
      });
      return keys;
    },

    async publicKey(): Promise<string> {
      return (await this.vapidKeys()).publicKey;
    },

    async subscribe(actor: Actor, input: SubscriptionInput): Promise<void> {
      await repo.save(db, { userId: actor.id, endpoint: input.endpoint, p256dh: input.p256dh, auth: input.auth });
    },

    async unsubscribe(actor: Actor, endpoint: string): Promise<void> {
      await repo.remove(db, actor.id, endpoint);
    },

    /** Logout: the device stops getting this account's pushes (SECURITY 29). */
    async forgetDevice(actor: Actor, endpoint: string | null): Promise<void> {
      if (endpoint) await repo.remove(db, actor.id, endpoint);
    },

    notifyUsers(userIds: readonly number[], message: PushMessage): void {
      safely(() => pushTo(userIds, message));
    },

    notifyStoreOwners(storeId: number, message: PushMessage): void {
      safely(async () => pushTo(await repo.ownersOf(db, storeId), message));
    },

    notifyOnlinePartners(storeId: number, message: PushMessage): void {
      safely(async () => pushTo(await repo.onlinePartnersOf(db, storeId), message));
    },

    /** Resolves once every push started so far has been handed to the sender (tests, shutdown). */
    idle: () => background.idle(),
  };
}

export type PushService = ReturnType<typeof createPushService>;
