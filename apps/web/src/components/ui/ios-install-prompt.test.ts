import { describe, expect, it } from 'vitest';
import { shouldOfferIosInstall } from './ios-install-prompt';

const IPHONE_SAFARI = 'Mozilla/5.0 (iPhone; CPU iPhone OS 17_4 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.4 Mobile/15E148 Safari/604.1';
const IPHONE_CHROME = 'Mozilla/5.0 (iPhone; CPU iPhone OS 17_4 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) CriOS/124.0 Mobile/15E148 Safari/604.1';
const IPAD_AS_MAC = 'Mozilla/5.0 (Macintosh; Intel Mac OS X 10_15_7) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.4 Safari/605.1.15';
const ANDROID_CHROME = 'Mozilla/5.0 (Linux; Android 14; Pixel 8) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/124.0 Mobile Safari/537.36';

describe('shouldOfferIosInstall (SPEC §2 optional iOS install prompt)', () => {
  it.each([
    ['iPhone Safari', IPHONE_SAFARI, 5, false, true],
    ['iPhone Safari, installed', IPHONE_SAFARI, 5, true, false],
    ['Chrome on iPhone', IPHONE_CHROME, 5, false, false],
    ['iPad presenting as a Mac', IPAD_AS_MAC, 5, false, true],
    ['a real Mac', IPAD_AS_MAC, 0, false, false],
    ['Android Chrome', ANDROID_CHROME, 5, false, false],
  ])('%s', (_name, userAgent, maxTouchPoints, standalone, expected) => {
    expect(shouldOfferIosInstall({ userAgent, maxTouchPoints, standalone })).toBe(expected);
  });
});
