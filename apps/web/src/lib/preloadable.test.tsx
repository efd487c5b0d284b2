import { act, Suspense } from 'react';
import { createRoot } from 'react-dom/client';
import { describe, expect, it } from 'vitest';
import { preloadable } from './preloadable';

function Hello() {
  return <p>hello</p>;
}

async function renderOnce(element: React.ReactElement): Promise<string> {
  const container = document.createElement('div');
  const root = createRoot(container);
  // One synchronous commit: whatever is on screen right after it.
  await act(async () => {
    root.render(element);
  });
  const html = container.innerHTML;
  root.unmount();
  return html;
}

describe('preloadable', () => {
  it('suspends like lazy() until the module is here', async () => {
    let finish: (c: typeof Hello) => void = () => {};
    const screen = preloadable(() => new Promise<typeof Hello>((resolve) => (finish = resolve)));
    const container = document.createElement('div');
    const root = createRoot(container);
    await act(async () => {
      root.render(
        <Suspense fallback={<p>splash</p>}>
          <screen.Component />
        </Suspense>,
      );
    });
    expect(container.innerHTML).toBe('<p>splash</p>');
    await act(async () => {
      finish(Hello);
      await new Promise((resolve) => setTimeout(resolve, 0)); // the module's promise settles, then Suspense redraws
    });
    expect(container.innerHTML).toBe('<p>hello</p>');
    root.unmount();
  });

  it('after preload() draws in the first commit, never its fallback', async () => {
    const screen = preloadable(() => Promise.resolve(Hello));
    await screen.preload();
    const html = await renderOnce(
      <Suspense fallback={<p>splash</p>}>
        <screen.Component />
      </Suspense>,
    );
    expect(html).toBe('<p>hello</p>');
  });

  it('tries again after a failed download', async () => {
    let calls = 0;
    const screen = preloadable(() => (++calls === 1 ? Promise.reject(new Error('offline')) : Promise.resolve(Hello)));
    await expect(screen.preload()).rejects.toThrow('offline');
    await screen.preload();
    expect(calls).toBe(2);
  });
});
