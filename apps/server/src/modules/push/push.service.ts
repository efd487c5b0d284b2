import { createBackground } from '../../lib/background';
import type { Db } from '../../db/client';
import type { LocalText } from '../../db/schema/local-text';
import type { Actor } from '../../lib/actor';
import { inEnglish } from '../../lib/local-text';
import type { Messenger } from '../messaging/messengers';
import type { SettingsService } from '../settings/settings.service';
import type { TextsService } from '../settings/texts.service';
import { generateVapidKeys, type PushMessage, type PushSender, type VapidKeys } from './push-sender';
import { pushRepository as repo, type SubscriptionRow } from './push.repository';

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
  /** The language code the device's app is in: its pushes are written in it (null: the default language). */
  readonly language: string | null;
}

/** What to push, as translation keys: each device gets it in the language it subscribed in (issue 9). */
export interface PushNote {
  readonly title: LocalText;
  readonly body: LocalText;
  readonly url: string;
  /** Same tag = the newer push replaces the older on the lock screen (one per order). */
  readonly tag?: string;
}

/**
 * Web push (SPEC §7 save-notification-token): devices subscribe; changes that matter when the app is
 * closed (an order moved, a new order for a kitchen, an offer for a rider) are pushed AFTER the change
 * committed, never inside its transaction, and never fail it (errors are logged).
 */
export function createPushService(deps: {
  db: Db;
  settings: SettingsService;
  texts: TextsService;
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

  /** The note in each language asked for (said once per language, not per device). */
  function sayer(note: PushNote) {
    const english: PushMessage = { title: inEnglish(note.title), body: inEnglish(note.body), url: note.url, ...(note.tag ? { tag: note.tag } : {}) };
    const said = new Map<string | null, Promise<PushMessage>>();
    return {
      english,
      async in(language: string | null): Promise<PushMessage> {
        let message = said.get(language);
        if (!message) {
          message = deps.texts.sayerFor(language).then((say) => ({ ...english, title: say(note.title, english.title), body: say(note.body, english.body) }));
          said.set(language, message);
        }
        return message;
      },
    };
  }

  async function pushTo(userIds: readonly number[], note: PushNote): Promise<number> {
    const ids = [...new Set(userIds)];
    return deliver(ids, await repo.listFor(db, ids), note);
  }

  /** `subscriptions`: those of `ids` whose accounts are active, the newest first (repo.listFor). */
  async function deliver(ids: readonly number[], subscriptions: readonly SubscriptionRow[], note: PushNote): Promise<number> {
    const say = sayer(note);
    const copy = deps.copyTo;
    if (copy) {
      // The outbox copy reads as the user's devices would show it (English when they have none).
      await Promise.all(
        ids.map(async (id) => {
          const own = subscriptions.find((s) => s.userId === id);
          const message = own ? await say.in(own.language) : say.english;
          await copy.send({ to: `user:${id}`, subject: message.title, text: JSON.stringify(message) });
        }),
      );
    }
    const targets = subscriptions.filter((s) => s.p256dh && s.auth && isPushEndpoint(s.endpoint));
    const outcomes = await Promise.all(targets.map(async (t: SubscriptionRow) => deps.sender.send({ endpoint: t.endpoint, p256dh: t.p256dh ?? '', auth: t.auth ?? '' }, await say.in(t.language))));
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
      await repo.save(db, { userId: actor.id, endpoint: input.endpoint, p256dh: input.p256dh, auth: input.auth, language: input.language });
    },

    async unsubscribe(actor: Actor, endpoint: string): Promise<void> {
      await repo.remove(db, actor.id, endpoint);
    },

    /** Logout: the device stops getting this account's pushes (SECURITY 29). */
    async forgetDevice(actor: Actor, endpoint: string | null): Promise<void> {
      if (endpoint) await repo.remove(db, actor.id, endpoint);
    },

    notifyUsers(userIds: readonly number[], note: PushNote): void {
      safely(() => pushTo(userIds, note));
    },

    notifyStoreOwners(storeId: number, note: PushNote): void {
      safely(async () => {
        const { ownerIds, subscriptions } = await repo.ownerPushesOf(db, storeId);
        return deliver(ownerIds, subscriptions, note);
      });
    },

    notifyOnlinePartners(storeId: number, note: PushNote): void {
      safely(async () => pushTo(await repo.onlinePartnersOf(db, storeId), note));
    },

    /** Resolves once every push started so far has been handed to the sender (tests, shutdown). */
    idle: () => background.idle(),
  };
}

export type PushService = ReturnType<typeof createPushService>;
