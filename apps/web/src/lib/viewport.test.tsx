import { afterEach, describe, expect, it } from 'vitest';
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
