/**
 * A job the server runs every so often (estimates that passed, proposals past their answer time): by a
 * timer that never keeps the process alive, or at once when a test asks. `stop` waits for the run in
 * progress, so a closing server does not cut a transaction in half.
 */
export function createSweeper(run: () => Promise<number>, onError: (error: unknown) => void) {
  let timer: NodeJS.Timeout | null = null;
  let running: Promise<unknown> = Promise.resolve();
  return {
    /** One run now; resolves with what it did (how many it told or settled). */
    sweep(): Promise<number> {
      const job = run();
      running = job.catch(() => undefined);
      return job;
    },
    /** Runs every `everyMs`; 0 = never (tests sweep by hand). */
    start(everyMs: number): void {
      if (everyMs <= 0 || timer) return;
      timer = setInterval(() => {
        running = run().catch((error: unknown) => onError(error));
      }, everyMs);
      timer.unref();
    },
    async stop(): Promise<void> {
      if (timer) clearInterval(timer);
      timer = null;
      await running;
    },
  };
}
