/**
 * The kitchen's order bell (issue 7): a two-tone chime made with Web Audio (no sound file to download),
 * repeated every few seconds until someone acknowledges the new orders. Browsers only let a page make
 * sound after a tap, so the dashboard asks for one tap at the start of a shift (`unlock`).
 */
export interface Alarm {
  /** Whether the browser lets us play (after a tap). */
  readonly isUnlocked: () => boolean;
  /** Call from a tap: resumes the audio context. */
  readonly unlock: () => Promise<boolean>;
  /** Start ringing (no-op while already ringing). */
  readonly start: () => void;
  readonly stop: () => void;
  /** How many chimes played so far (shown to tests and assistive tech through the dashboard). */
  readonly chimes: () => number;
}

const REPEAT_MS = 4000;

export function createAlarm(): Alarm {
  let context: AudioContext | null = null;
  let timer: number | null = null;
  let played = 0;

  const ctx = (): AudioContext | null => {
    if (context) return context;
    const Ctor = window.AudioContext as typeof AudioContext | undefined;
    if (!Ctor) return null;
    context = new Ctor();
    return context;
  };

  function chime(): void {
    const audio = ctx();
    if (audio?.state !== 'running') return;
    const now = audio.currentTime;
    // Two bright notes, loud enough over a kitchen fan, each with a short decay.
    for (const [i, freq] of [880, 1320].entries()) {
      const osc = audio.createOscillator();
      const gain = audio.createGain();
      osc.type = 'triangle';
      osc.frequency.value = freq;
      const at = now + i * 0.25;
      gain.gain.setValueAtTime(0.0001, at);
      gain.gain.exponentialRampToValueAtTime(0.6, at + 0.02);
      gain.gain.exponentialRampToValueAtTime(0.0001, at + 0.4);
      osc.connect(gain).connect(audio.destination);
      osc.start(at);
      osc.stop(at + 0.45);
    }
    played += 1;
    document.documentElement.dataset.storeChimes = String(played);
    navigator.vibrate?.([200, 100, 200]);
  }

  return {
    isUnlocked: () => context?.state === 'running',
    async unlock() {
      const audio = ctx();
      if (!audio) return false;
      await audio.resume().catch(() => undefined);
      return (audio.state as string) === 'running';
    },
    start() {
      if (timer !== null) return;
      chime();
      timer = window.setInterval(chime, REPEAT_MS);
    },
    stop() {
      if (timer !== null) window.clearInterval(timer);
      timer = null;
    },
    chimes: () => played,
  };
}
