import { en } from '@keka/contracts/i18n';
import { useEnglishStore } from './lib/i18n';

// Unit tests render screens and parts alone: the English a real start brings in two steps
// (ADR 0038) is all there from the start, as it is once the first screen is up.
useEnglishStore.setState({ first: en, more: null });
