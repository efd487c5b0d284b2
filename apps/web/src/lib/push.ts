import type { PushPublicKeyResponse } from '@keka/contracts';
import { callApi } from './api';
import { useLanguageStore } from './language';
import { readString, removeKey, STORAGE_KEYS, writeString } from './storage';

/**
 * Web push on this device (SPEC §7 save-notification-token): the service worker (public/push-sw.js)
 * shows what the server pushes. `on` = this browser is subscribed; whether the server still has the
 * subscription is its business (it forgets one the push service says is gone).
 */
export type PushStatus = 'unsupported' | 'denied' | 'ask' | 'off' | 'on';

function supported(): boolean {
  return typeof window !== 'undefined' && 'serviceWorker' in navigator && 'PushManager' in window && 'Notification' in window;
}

async function registration(): Promise<ServiceWorkerRegistration | null> {
  if (!supported()) return null;
  return (await navigator.serviceWorker.getRegistration()) ?? null;
}

export async function pushStatus(): Promise<PushStatus> {
  const reg = await registration();
  if (!reg) return 'unsupported';
  if (Notification.permission === 'denied') return 'denied';
  const subscription = await reg.pushManager.getSubscription();
  if (subscription) return 'on';
  return Notification.permission === 'granted' ? 'off' : 'ask';
}

/** base64url → the bytes applicationServerKey wants. */
function keyBytes(base64url: string): Uint8Array<ArrayBuffer> {
  const padded = base64url.replace(/-/g, '+').replace(/_/g, '/').padEnd(Math.ceil(base64url.length / 4) * 4, '=');
  const raw = atob(padded);
  const bytes = new Uint8Array(new ArrayBuffer(raw.length));
  for (let i = 0; i < raw.length; i += 1) bytes[i] = raw.charCodeAt(i);
  return bytes;
}

/** The session this device's pushes were saved for, while the app runs: a language switch saves again with it. */
let pushToken: string | null = null;

const languageCode = (): string => useLanguageStore.getState().language?.code ?? '';

/** Tells the server; callApi sends the chosen language, which the server writes this device's pushes in. */
async function saveSubscription(subscription: PushSubscription, token: string): Promise<void> {
  const language = languageCode();
  await callApi('save-notification-token', { subscription: subscription.toJSON() }, { token });
  pushToken = token;
  writeString(STORAGE_KEYS.pushLanguage, language);
}

/** Asks the browser (a tap must have started this), subscribes, and tells the server. */
export async function enablePush(token: string): Promise<PushStatus> {
  const reg = await registration();
  if (!reg) return 'unsupported';
  const permission = await Notification.requestPermission();
  if (permission !== 'granted') return permission === 'denied' ? 'denied' : 'ask';
  const { public_key: publicKey } = await callApi<PushPublicKeyResponse>('get-push-public-key', {});
  const subscription = (await reg.pushManager.getSubscription()) ?? (await reg.pushManager.subscribe({ userVisibleOnly: true, applicationServerKey: keyBytes(publicKey) }));
  await saveSubscription(subscription, token);
  return 'on';
}

/**
 * Pushes are on for `token`'s session (a screen that offers them found them on): remembered for
 * language switches, and saved again now if the language changed since the subscription was saved.
 */
export async function keepPushLanguage(token: string): Promise<void> {
  pushToken = token;
  const subscription = await (await registration())?.pushManager.getSubscription();
  if (subscription && readString(STORAGE_KEYS.pushLanguage) !== languageCode()) await saveSubscription(subscription, token);
}

/** When the user picks another language, the subscription is saved again in it (start-up calls this once). */
export function watchPushLanguage(): void {
  useLanguageStore.subscribe((state, previous) => {
    if (pushToken && state.language?.code !== previous.language?.code) keepPushLanguage(pushToken).catch(() => undefined);
  });
}

/** Stops pushes to this device for the session user (and unsubscribes the browser). */
export async function disablePush(token: string | null): Promise<void> {
  pushToken = null;
  removeKey(STORAGE_KEYS.pushLanguage);
  const subscription = await (await registration())?.pushManager.getSubscription();
  if (!subscription) return;
  if (token) await callApi('delete-notification-token', { endpoint: subscription.endpoint }, { token }).catch(() => undefined);
  await subscription.unsubscribe();
}
