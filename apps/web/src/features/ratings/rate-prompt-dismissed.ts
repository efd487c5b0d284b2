import { readJson, STORAGE_KEYS, writeJson } from '../../lib/storage';

/** Enough to cover every order a customer could still be asked about; older ids fall off. */
const KEEP = 20;

const isIdList = (v: unknown): v is string[] => Array.isArray(v) && v.every((x) => typeof x === 'string');

export function isRatePromptDismissed(uniqueOrderId: string): boolean {
  return (readJson(STORAGE_KEYS.ratePromptDismissed, isIdList) ?? []).includes(uniqueOrderId);
}

/** Dismissing hides the card for this order only: the next delivered order asks again. */
export function dismissRatePrompt(uniqueOrderId: string): void {
  const ids = (readJson(STORAGE_KEYS.ratePromptDismissed, isIdList) ?? []).filter((id) => id !== uniqueOrderId);
  writeJson(STORAGE_KEYS.ratePromptDismissed, [...ids, uniqueOrderId].slice(-KEEP));
}
