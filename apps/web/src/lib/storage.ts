/**
 * Browser storage with the failure modes handled (private mode, quota, corrupt JSON). Every key the
 * app writes is listed in STORAGE_KEYS or is a public setting key (SPEC §1, §3: settings by key).
 */
export const STORAGE_KEYS = {
  address: 'userSetAddress',
  cart: 'cart',
  activeRestaurant: 'activeRestaurant',
  orderComment: 'orderComment',
  user: 'user',
  language: 'language',
  translations: 'translations',
  /**
   * Which answer of get-single-language the stored translations are ({ id, code, isRtl, etag }): sent
   * back as If-None-Match, the server answers 304 while they are current (nothing downloaded).
   */
  translationsTag: 'translationsTag',
  /** /explore: the last searches, newest first (JSON array of strings). */
  recentSearches: 'recentSearches',
  /** '1' once the GDPR notice was confirmed. */
  gdprConfirmed: 'gdprConfirmed',
  /** '1' once the iOS install prompt was dismissed. */
  iosInstallDismissed: 'iosInstallDismissed',
  /** Home's 'Rate your last order' card: unique order ids it was dismissed for (JSON array, newest last). */
  ratePromptDismissed: 'ratePromptDismissed',
  /** SPEC §3: 'DELIVERY' or 'SELFPICKUP'. */
  deliveryMode: 'userSelected',
  /** SPEC §3/§4: apply-coupon's answer for the cart's coupon. */
  appliedCoupon: 'appliedCoupon',
  /** SPEC §3/§4: the tip chosen in the cart ({ type, value }); removed each time the cart opens. */
  cartTips: 'cart_tips',
  /** SPEC §4: '1' while the cart sent the user to set an address; removed when the cart opens. */
  fromCart: 'fromCart',
  /** A place chosen as a guest that signing in replaced with the account's default, until the cart asked about it. */
  guestPlace: 'guestPlace',
  /** The store owner's session (issue 7), apart from a customer's on the same device. */
  storeUser: 'storeUser',
  /** The admin console's session (issue 11), apart from any other session on the same device. */
  adminUser: 'adminUser',
  /**
   * A random id of this browser, sent with a sign-up that carries a referral code (one referral reward
   * per device, ADR 0019). Not the user's data: it stays after logout.
   */
  deviceId: 'deviceId',
  /**
   * The language code this device's push subscription was last saved with (the server writes its
   * pushes in it): a switch of language saves the subscription again.
   */
  pushLanguage: 'pushLanguage',
} as const;

export function readString(key: string): string | null {
  try {
    return window.localStorage.getItem(key);
  } catch {
    return null;
  }
}

export function writeString(key: string, value: string): void {
  try {
    window.localStorage.setItem(key, value);
  } catch {
    // Storage full or blocked: the app keeps working from memory.
  }
  postToNative(key, value);
}

export function removeKey(key: string): void {
  try {
    window.localStorage.removeItem(key);
  } catch {
    // Nothing to do: the key is gone or storage is blocked.
  }
  postToNative(key, null);
}

/** A native shell around the PWA: React Native's WebView, or a WKWebView handler named `keka`. */
interface NativeWindow {
  readonly ReactNativeWebView?: { postMessage(message: string): void };
  readonly webkit?: { readonly messageHandlers?: { readonly keka?: { postMessage(message: unknown): void } } };
}

/**
 * SPEC §4: "State is saved to browser storage and posted to a native wrapper if present." Each write
 * (and removal: value null) is posted as `{ type: 'keka:state', key, value }`, the value as stored (a
 * JSON string for objects), so the shell can mirror it (the user, the address, the language …).
 */
export function postToNative(key: string, value: string | null): void {
  const native = window as unknown as NativeWindow;
  const message = { type: 'keka:state', key, value };
  try {
    if (native.ReactNativeWebView) native.ReactNativeWebView.postMessage(JSON.stringify(message));
    else native.webkit?.messageHandlers?.keka?.postMessage(message);
  } catch (error) {
    console.warn('Native wrapper did not take the state', error);
  }
}

/** Parses stored JSON and checks its shape; anything unexpected reads as absent. */
export function readJson<T>(key: string, isValid: (value: unknown) => value is T): T | null {
  const text = readString(key);
  if (text === null) return null;
  try {
    const value: unknown = JSON.parse(text);
    return isValid(value) ? value : null;
  } catch {
    return null;
  }
}

export function writeJson(key: string, value: unknown): void {
  if (value === null || value === undefined) removeKey(key);
  else writeString(key, JSON.stringify(value));
}

/** Removes every key except `keep` (SPEC §4 cache clear). */
export function clearStorageExcept(keep: readonly string[]): void {
  try {
    const keys = Object.keys(window.localStorage);
    for (const key of keys) if (!keep.includes(key)) removeKey(key);
  } catch {
    // Blocked storage has nothing to clear.
  }
}

export function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}
