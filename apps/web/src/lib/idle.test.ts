import { afterEach, describe, expect, it, vi } from 'vitest';
import { FIRST_SCREEN_WAIT_MS, firstScreenDrawnNow, settleFirstScreenAfter, whenIdle, whenSettled } from './idle';

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

describe('whenSettled (after the first screen\'s reads)', () => {
  afterEach(() => {
    settleFirstScreenAfter(Promise.resolve());
    vi.useRealTimers();
    vi.unstubAllGlobals();
  });

  it('waits for the first screen\'s reads to answer and for React to draw it, then a moment and an idle one', async () => {
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
    vi.stubGlobal('requestIdleCallback', (run: () => void) => (run(), 1));
    let answer = () => {};
    settleFirstScreenAfter(new Promise<void>((resolve) => (answer = resolve)));
    const run = vi.fn();
    whenSettled(run);
    answer();
    await vi.advanceTimersByTimeAsync(20);
    expect(run).not.toHaveBeenCalled();
    firstScreenDrawnNow();
    await vi.advanceTimersByTimeAsync(999);
    expect(run).not.toHaveBeenCalled();
    await vi.advanceTimersByTimeAsync(1);
    expect(run).toHaveBeenCalledOnce();
  });

  it('a failed read lets it go as well, and a hung one only for so long', async () => {
    vi.stubGlobal('requestIdleCallback', (run: () => void) => (run(), 1));
    const failed = vi.fn();
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
    settleFirstScreenAfter(Promise.allSettled([Promise.reject(new Error('offline'))]));
    whenSettled(failed);
    await vi.advanceTimersByTimeAsync(1000);
    expect(failed).toHaveBeenCalledOnce();

    const hung = vi.fn();
    settleFirstScreenAfter(new Promise(() => {}));
    whenSettled(hung);
    await vi.advanceTimersByTimeAsync(FIRST_SCREEN_WAIT_MS + 999);
    expect(hung).not.toHaveBeenCalled();
    await vi.advanceTimersByTimeAsync(1);
    expect(hung).toHaveBeenCalledOnce();
  });
});
