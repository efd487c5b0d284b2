export { en, type TranslationKey, type Translations } from './en';
export { hi } from './hi';
export { sayLocalText, type LocalText, type TextPart, type TextSource } from './local-text';
