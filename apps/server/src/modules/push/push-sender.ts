import webpush from 'web-push';

/** What a push shows: a title, a line, and the app path a tap opens. */
export interface PushMessage {
  readonly title: string;
  readonly body: string;
  readonly url: string;
  /** Same tag = the newer push replaces the older on the lock screen (one per order). */
  readonly tag?: string;
}

export interface PushTarget {
  readonly endpoint: string;
  readonly p256dh: string;
  readonly auth: string;
}

/** gone: the push service says the subscription no longer exists (404/410): forget it. */
export type PushOutcome = 'sent' | 'gone' | 'failed';

/** The push port (ARCHITECTURE "Third-party services sit behind ports"). */
export interface PushSender {
  send(target: PushTarget, message: PushMessage): Promise<PushOutcome>;
}

export interface VapidKeys {
  readonly publicKey: string;
  readonly privateKey: string;
}

/** Web Push (RFC 8030) with VAPID, through the `web-push` library; a push lives a day at most. */
export function createWebPushSender(keys: () => Promise<VapidKeys>, subject: string): PushSender {
  return {
    async send(target, message) {
      const { publicKey, privateKey } = await keys();
      try {
        await webpush.sendNotification({ endpoint: target.endpoint, keys: { p256dh: target.p256dh, auth: target.auth } }, JSON.stringify(message), {
          vapidDetails: { subject, publicKey, privateKey },
          TTL: 24 * 60 * 60,
          urgency: 'high',
          timeout: 5_000,
        });
        return 'sent';
      } catch (error) {
        const status = (error as { statusCode?: number }).statusCode;
        return status === 404 || status === 410 ? 'gone' : 'failed';
      }
    },
  };
}

/**
 * The development and test adapter: pushes are kept in memory, not sent (nothing leaves the machine).
 * Honest about it: `sent` lists what would have gone out.
 */
export function createRecordingPushSender(): PushSender & { readonly sent: { target: PushTarget; message: PushMessage }[]; gone: Set<string> } {
  const sent: { target: PushTarget; message: PushMessage }[] = [];
  const gone = new Set<string>();
  return {
    sent,
    gone,
    async send(target, message) {
      if (gone.has(target.endpoint)) return 'gone';
      sent.push({ target, message });
      return 'sent';
    },
  };
}

export function generateVapidKeys(): VapidKeys {
  return webpush.generateVAPIDKeys();
}
