/**
 * A new offer is loud (DESIGN: "loud only when an order needs attention"): two short beeps through
 * Web Audio (no sound file to download) and a vibration. Browsers only allow sound after a tap, so
 * `unlockSound` is called from the online switch.
 */
let context: AudioContext | null = null;

export function unlockSound(): void {
  try {
    context ??= new AudioContext();
    void context.resume();
  } catch {
    // No Web Audio: the vibration and the on-screen card still tell.
  }
}

export function ringForOffer(): void {
  try {
    if (context && context.state === 'running') {
      for (const start of [0, 0.3]) {
        const osc = context.createOscillator();
        const gain = context.createGain();
        osc.frequency.value = 880;
        gain.gain.setValueAtTime(0.25, context.currentTime + start);
        gain.gain.exponentialRampToValueAtTime(0.001, context.currentTime + start + 0.22);
        osc.connect(gain).connect(context.destination);
        osc.start(context.currentTime + start);
        osc.stop(context.currentTime + start + 0.25);
      }
    }
  } catch {
    // Sound is a courtesy; never let it break the screen.
  }
  if (typeof navigator.vibrate === 'function') navigator.vibrate([200, 100, 200]);
}
