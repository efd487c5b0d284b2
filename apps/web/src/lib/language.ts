import { createPersistedStore } from './persisted-store';
import { isRecord, STORAGE_KEYS } from './storage';

/**
 * The language the user chose (kept on the device). Apart from i18n.ts so that the HTTP client can
 * say it on every call (Accept-Language) without importing the module that calls it.
 */
export interface ChosenLanguage {
  readonly id: number;
  readonly code: string;
  readonly isRtl: boolean;
}

const isChosenLanguage = (v: unknown): v is ChosenLanguage =>
  isRecord(v) && typeof v.id === 'number' && typeof v.code === 'string' && typeof v.isRtl === 'boolean';

export const useLanguageStore = createPersistedStore<{ language: ChosenLanguage | null }, ChosenLanguage>({
  key: STORAGE_KEYS.language,
  initial: { language: null },
  isValid: isChosenLanguage,
  toStored: (s) => s.language,
  fromStored: (language) => ({ language }),
});
