import { keepFieldsControlled } from './app/controlled-fields';
import { en } from '@keka/contracts/i18n';
import { useEnglishStore } from './lib/i18n';

// Unit tests render screens and parts alone: the English a real start brings in two steps
// (ADR 0028) is all there from the start, as it is once the first screen is up.
useEnglishStore.setState({ first: en, more: null });

// Fields drawn with a value keep it, as in the app (main.tsx).
keepFieldsControlled();
