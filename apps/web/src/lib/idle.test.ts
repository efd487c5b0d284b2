import { afterEach, describe, expect, it, vi } from 'vitest';
import { whenIdle } from './idle';

describe('whenIdle', () => {
  afterEach(() => {
    vi.useRealTimers();
    vi.unstubAllGlobals();
  });

  it('waits for requestIdleCallback with the timeout given, and cancels it', () => {
    const request = vi.fn((_run: () => void, _options?: { timeout: number }) => 7);
    const cancel = vi.fn();
    vi.stubGlobal('requestIdleCallback', request);
    vi.stubGlobal('cancelIdleCallback', cancel);
    const run = vi.fn();
    const stop = whenIdle(run, 2000);
    expect(request).toHaveBeenCalledWith(run, { timeout: 2000 });
    stop();
    expect(cancel).toHaveBeenCalledWith(7);
  });

  it('falls back to a timer where the browser has no idle callback (Safari)', () => {
    vi.useFakeTimers();
    vi.stubGlobal('requestIdleCallback', undefined);
    const run = vi.fn();
    whenIdle(run, 3000, 300);
    vi.advanceTimersByTime(299);
    expect(run).not.toHaveBeenCalled();
    vi.advanceTimersByTime(1);
    expect(run).toHaveBeenCalledOnce();
    const later = vi.fn();
    whenIdle(later, 3000, 300)();
    vi.advanceTimersByTime(1000);
    expect(later).not.toHaveBeenCalled();
  });
});
