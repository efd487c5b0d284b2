import { lazy, type ComponentType } from 'react';

type Loaded<P> = { default: ComponentType<P> };

/**
 * React.lazy with a `preload()`: once the module is here, the component renders at once instead of
 * suspending for a frame (React takes a thenable that answers synchronously as already resolved).
 * A page the app draws itself preloads its first screen's this way (router.tsx, firstScreenChunk), so
 * that React's first frame is that screen, not a second splash.
 */
export function preloadable<P extends object>(load: () => Promise<ComponentType<P>>) {
  let ready: Loaded<P> | undefined;
  let pending: Promise<Loaded<P>> | undefined;
  const fetchModule = (): Promise<Loaded<P>> =>
    (pending ??= load().then(
      (component) => (ready = { default: component }),
      (error: unknown) => {
        pending = undefined;
        throw error;
      },
    ));
  const Component = lazy(() => {
    const loaded = ready;
    // A synchronous thenable: React reads the module in the same render.
    return loaded ? ({ then: (resolve: (value: Loaded<P>) => void) => resolve(loaded) } as unknown as Promise<Loaded<P>>) : fetchModule();
  });
  return { Component, preload: (): Promise<void> => fetchModule().then(() => undefined) };
}
