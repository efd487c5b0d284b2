import { act, cleanup, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { paise } from '@keka/domain';
import { MoneyProvider, useMoney } from './format';
import { TextsProvider, useLanguageStore, useT, useTranslationStore } from './i18n';
import { useSettingsStore } from './settings';

function Price() {
  const t = useT();
  const money = useMoney();
  return (
    <p>
      {t('item.add')} {money(paise(12_345))}
    </p>
  );
}

const withProviders = (
  <TextsProvider>
    <MoneyProvider>
      <Price />
    </MoneyProvider>
  </TextsProvider>
);

afterEach(() => {
  cleanup();
  useLanguageStore.setState({ language: null });
  useTranslationStore.setState({ data: {} });
  useSettingsStore.setState((s) => ({ values: { ...s.values, currencyFormat: '₹', currencySymbolAlign: 'left' } }));
});

describe('texts and prices from the root providers', () => {
  it('redraw a component that says them when the language, its texts or the currency settings change', () => {
    useSettingsStore.setState((s) => ({ values: { ...s.values, currencyFormat: '₹', currencySymbolAlign: 'left' } }));
    render(withProviders);
    expect(screen.getByText('ADD ₹123.45')).toBeTruthy();
    act(() => {
      useLanguageStore.setState({ language: { id: 2, code: 'hi', isRtl: false } });
      useTranslationStore.setState({ data: { 'item.add': 'जोड़ें' } });
    });
    expect(screen.getByText('जोड़ें ₹123.45')).toBeTruthy();
    act(() => useSettingsStore.setState((s) => ({ values: { ...s.values, currencyFormat: 'Rs', currencySymbolAlign: 'right' } })));
    expect(screen.getByText('जोड़ें 123.45Rs')).toBeTruthy();
  });

  it('are read from the stores as they are by a component drawn without them (tested alone)', () => {
    useTranslationStore.setState({ data: { 'item.add': 'Add it' } });
    render(<Price />);
    expect(screen.getByText('Add it ₹123.45')).toBeTruthy();
  });
});
