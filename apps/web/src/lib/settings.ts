import { create } from 'zustand';
import type { Setting } from '@keka/contracts';
import { PUBLIC_SETTING_DEFAULTS, type SettingKey } from '@keka/contracts/setting-keys';
import { callApi } from './api';
import { drawnSnapshot } from './drawn-state';
import { translate, useT, type TranslationKey } from './i18n';
import { readString, writeString } from './storage';

export type SettingValues = Record<SettingKey, string>;

/** SPEC §1/§3: every setting lives in localStorage under its own key; the bundled defaults fill gaps. */
function loadStoredSettings(): SettingValues {
  const values = { ...PUBLIC_SETTING_DEFAULTS } as SettingValues;
  for (const key of Object.keys(values) as SettingKey[]) {
    const stored = readString(key);
    if (stored !== null) values[key] = stored;
  }
  return values;
}

/** The settings a first screen was drawn with: the server's own, which the page carries (ADR 0038). */
function drawnSettings(drawn: Readonly<Record<string, string>>): SettingValues {
  const values = { ...PUBLIC_SETTING_DEFAULTS } as SettingValues;
  for (const key of Object.keys(values) as SettingKey[]) {
    const value = drawn[key];
    if (typeof value === 'string') values[key] = value;
  }
  return values;
}

export const useSettingsStore = create<{ values: SettingValues; loaded: boolean }>((_set, _get, api) => {
  const neutral: { values: SettingValues; loaded: boolean } = { values: { ...PUBLIC_SETTING_DEFAULTS }, loaded: false };
  api.getInitialState = drawnSnapshot(neutral, (data) => ({ values: drawnSettings(data.settings), loaded: false }), api, true);
  return { values: loadStoredSettings(), loaded: false };
});


function isSettingKey(key: string): key is SettingKey {
  return Object.prototype.hasOwnProperty.call(PUBLIC_SETTING_DEFAULTS, key);
}

export function applySettings(list: readonly Setting[]): void {
  const values = { ...useSettingsStore.getState().values };
  for (const { key, value } of list) {
    // A returning visitor's settings are mostly unchanged: a read is cheaper than a write.
    if (readString(key) !== value) writeString(key, value);
    if (isSettingKey(key)) values[key] = value;
  }
  useSettingsStore.setState({ values, loaded: true });
}

/** The latest settings fetch, settled or not (start-up's, until another one starts). */
let latestFetch: Promise<void> = Promise.resolve();

export function fetchSettings(): Promise<void> {
  latestFetch = callApi<Setting[]>('get-settings', {}).then(applySettings);
  return latestFetch;
}

/** The latest settings fetch: a first screen that depends on them (the cart) draws after it. */
export function settingsFetched(): Promise<void> {
  return latestFetch;
}

/** SPEC §2/§5: whether this device has ever had the settings (the store colour is always among them). */
export function settingsEverArrived(): boolean {
  return readString('storeColor') !== null;
}

export function getSetting(key: SettingKey): string {
  return useSettingsStore.getState().values[key];
}

export function useSetting(key: SettingKey): string {
  return useSettingsStore((s) => s.values[key]);
}

export function isOn(value: string): boolean {
  return value === 'true' || value === '1';
}

/**
 * Settings that are words the customer reads (SPEC §3: messages come from the settings). While a value
 * is the shipped default it is said in the chosen language; a text the admin wrote is shown as written.
 */
const SETTING_TEXTS = {
  itemsRemovedMsg: 'setting.itemsRemovedMsg',
  restaurantMinOrderMessage: 'setting.restaurantMinOrderMessage',
  notAcceptingOrdersMsg: 'setting.notAcceptingOrdersMsg',
  cartRestaurantNotOperational: 'setting.cartRestaurantNotOperational',
  ongoingOrderMsg: 'setting.ongoingOrderMsg',
  customHomeMessage: 'setting.customHomeMessage',
  gdprMessage: 'setting.gdprMessage',
} as const satisfies Partial<Record<SettingKey, TranslationKey>>;
export type TextSettingKey = keyof typeof SETTING_TEXTS;

const textOf = (key: TextSettingKey, value: string, say: (key: TranslationKey) => string): string =>
  value === PUBLIC_SETTING_DEFAULTS[key] ? say(SETTING_TEXTS[key]) : value;

export function useSettingText(key: TextSettingKey): string {
  const t = useT();
  return textOf(key, useSetting(key), t);
}

/** As useSettingText, outside React (the cart's itemsRemovedMsg notice). */
export function settingText(key: TextSettingKey): string {
  return textOf(key, getSetting(key), (k) => translate(k));
}
