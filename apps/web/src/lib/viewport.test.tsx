import { afterEach, describe, expect, it, vi } from 'vitest';
import { act, cleanup, renderHook } from '@testing-library/react';
import { chooseMobileApp, detectEmbedded, isWideLayout, useIsDesktop, useIsTooWideForSingleStore } from './viewport';

function resizeTo(width: number): void {
  act(() => {
    Object.defineProperty(window, 'innerWidth', { configurable: true, value: width });
    window.dispatchEvent(new Event('resize'));
  });
}

afterEach(() => {
  cleanup();
  chooseMobileApp(false);
  resizeTo(390);
});

describe('width rules (SPEC §1, §5, §9)', () => {
  it('desktop starts above 1024 px, the single-store limit above 768 px', () => {
    resizeTo(1024);
    const desktop = renderHook(() => useIsDesktop());
    const single = renderHook(() => useIsTooWideForSingleStore());
    expect(desktop.result.current).toBe(false);
    expect(single.result.current).toBe(true);
    resizeTo(1025);
    expect(desktop.result.current).toBe(true);
    resizeTo(768);
    expect(desktop.result.current).toBe(false);
    expect(single.result.current).toBe(false);
    resizeTo(769);
    expect(single.result.current).toBe(true);
  });

  it("'use app' keeps the mobile layout at any width for this tab", () => {
    resizeTo(1280);
    const desktop = renderHook(() => useIsDesktop());
    expect(desktop.result.current).toBe(true);
    act(() => chooseMobileApp());
    expect(desktop.result.current).toBe(false);
    expect(window.sessionStorage.getItem('useMobileApp')).toBe('1');
    act(() => chooseMobileApp(false));
    expect(desktop.result.current).toBe(true);
  });

  it("a tab's stored 'use app' holds after a reload; a phone does not read it", async () => {
    window.sessionStorage.setItem('useMobileApp', '1');
    vi.resetModules();
    const fresh = await import('./viewport');
    // Every read of the tab's storage goes through window.sessionStorage: count them.
    const session = window.sessionStorage;
    let reads = 0;
    const own = Object.getOwnPropertyDescriptor(window, 'sessionStorage');
    Object.defineProperty(window, 'sessionStorage', { configurable: true, get: () => ((reads += 1), session) });
    try {
      const phone = renderHook(() => fresh.useIsDesktop());
      expect(phone.result.current).toBe(false);
      expect(fresh.isDesktopNow()).toBe(false);
      expect(reads).toBe(0);
      resizeTo(1280);
      const desktop = renderHook(() => fresh.useIsDesktop());
      expect(desktop.result.current).toBe(false);
      expect(fresh.isDesktopNow()).toBe(false);
      expect(reads).toBe(1);
      act(() => fresh.chooseMobileApp(false));
      expect(desktop.result.current).toBe(true);
    } finally {
      if (own) Object.defineProperty(window, 'sessionStorage', own);
      else delete (window as { sessionStorage?: Storage }).sessionStorage;
      session.clear();
    }
  });

  it('the app inside the phone frame is never the desktop', () => {
    expect(isWideLayout({ wider: true, forcedMobile: false, embedded: true })).toBe(false);
    expect(isWideLayout({ wider: true, forcedMobile: false, embedded: false })).toBe(true);
    expect(isWideLayout({ wider: false, forcedMobile: false, embedded: false })).toBe(false);
  });

  it('detects being framed or the embed flag', () => {
    const framed = { self: {}, top: {}, location: { search: '' } } as unknown as Window;
    const flagged = { self: 1, top: 1, location: { search: '?embed=1' } } as unknown as Window;
    const alone = { self: 1, top: 1, location: { search: '' } } as unknown as Window;
    expect(detectEmbedded(framed)).toBe(true);
    expect(detectEmbedded(flagged)).toBe(true);
    expect(detectEmbedded(alone)).toBe(false);
  });
});
