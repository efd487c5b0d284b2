import { afterEach, describe, expect, it } from 'vitest';
import { act, renderHook } from '@testing-library/react';
import { hi } from '@keka/contracts/i18n';
import { PUBLIC_SETTING_DEFAULTS } from '@keka/contracts/setting-keys';
import { useLanguageStore, useTranslationStore } from './i18n';
import { settingText, useSettingText, useSettingsStore } from './settings';

afterEach(() => {
  useLanguageStore.setState({ language: null });
  useTranslationStore.setState({ data: {} });
  useSettingsStore.setState({ values: { ...PUBLIC_SETTING_DEFAULTS } });
});

describe('settings that are words (SPEC §3) in the chosen language', () => {
  it('says a shipped default in Hindi once Hindi is chosen', () => {
    act(() => useTranslationStore.setState({ data: hi }));
    const { result } = renderHook(() => useSettingText('ongoingOrderMsg'));
    expect(result.current).toBe('आपका एक ऑर्डर रास्ते में है');
    expect(settingText('itemsRemovedMsg')).toBe('पिछले स्टोर के आइटम कार्ट से हटा दिए गए');
  });

  it("shows the admin's own text as written", () => {
    act(() => {
      useTranslationStore.setState({ data: hi });
      useSettingsStore.setState({ values: { ...PUBLIC_SETTING_DEFAULTS, ongoingOrderMsg: 'Your biryani is coming!' } });
    });
    const { result } = renderHook(() => useSettingText('ongoingOrderMsg'));
    expect(result.current).toBe('Your biryani is coming!');
  });

  it('reads the same as the setting in English', () => {
    const { result } = renderHook(() => useSettingText('customHomeMessage'));
    expect(result.current).toBe(PUBLIC_SETTING_DEFAULTS.customHomeMessage);
  });
});
