export { en, type TranslationKey, type Translations } from './en';
export { hi } from './hi';
