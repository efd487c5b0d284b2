import { z } from 'zod';
import { emptyRequest, flag, positiveId } from './common';

export const getSettingsRequest = emptyRequest;
export const setting = z.object({ key: z.string(), value: z.string() });
export type Setting = z.infer<typeof setting>;
/** SPEC §3: a list of key/value pairs, each written to browser storage by key. */
export const getSettingsResponse = z.array(setting);

export const language = z.object({
  id: z.number().int(),
  code: z.string(),
  language_name: z.string(),
  is_default: flag,
  is_rtl: flag,
});
export type Language = z.infer<typeof language>;
export const getAllLanguagesRequest = emptyRequest;
export const getAllLanguagesResponse = z.array(language);

export const getSingleLanguageRequest = z.object({ id: positiveId });
export const singleLanguage = language.extend({ data: z.record(z.string(), z.string()) });
export type SingleLanguage = z.infer<typeof singleLanguage>;
export const getSingleLanguageResponse = singleLanguage;

export const versionFile = z.object({
  forceNewSettingsVersion: z.string(),
  forceCacheClearVersion: z.string(),
});
export type VersionFile = z.infer<typeof versionFile>;
