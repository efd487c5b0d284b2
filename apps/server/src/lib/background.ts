/**
 * Work started after an answer that must not fail it (a push, a mail): errors go to `onError`, and
 * `idle()` lets tests and shutdown wait until everything started so far has finished.
 */
export function createBackground(onError: (error: unknown) => void) {
  const pending = new Set<Promise<unknown>>();
  return {
    run(work: () => Promise<unknown>): void {
      const running = work().catch(onError);
      pending.add(running);
      void running.finally(() => pending.delete(running));
    },
    async idle(): Promise<void> {
      while (pending.size > 0) await Promise.all([...pending]);
    },
  };
}

export type Background = ReturnType<typeof createBackground>;
