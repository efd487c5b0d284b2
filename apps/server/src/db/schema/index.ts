export * from './settings';
export * from './accounts';
export * from './catalog';
export * from './content';
export * from './orders';
export * from './admin';
export type { LocalText, TextPart } from './local-text';
export * from './uploads';
export * from './compensation';
