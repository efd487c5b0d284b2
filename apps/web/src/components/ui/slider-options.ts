/** SPEC §9 "Slider: autoplay, 500 ms speed, 1 slide (2 at widths up to 1024)". */
export const SLIDER_SPEED_MS = 500;
/** Time a slide stays before autoplay moves on (the spec names no delay; long enough to read a banner). */
export const SLIDER_AUTOPLAY_MS = 4000;
/** Widths up to and including this show two slides at a time (SPEC §9, read literally). */
export const SLIDER_TWO_UP_MAX_WIDTH = 1024;
export const SLIDER_TWO_UP_QUERY = `(max-width: ${SLIDER_TWO_UP_MAX_WIDTH}px)`;

export type SlidesPerView = 1 | 2;

/** SPEC §9: one slide per view, two at viewport widths up to 1024 px. */
export function slidesPerView(viewportWidth: number): SlidesPerView {
  return viewportWidth <= SLIDER_TWO_UP_MAX_WIDTH ? 2 : 1;
}

/** Never more slides in view than there are slides. */
export function effectivePerView(perView: SlidesPerView, count: number): SlidesPerView {
  return count < 2 ? 1 : perView;
}

/** The last index a view can start at: with 2 in view, the last pair starts one before the end. */
export function lastStart(count: number, perView: SlidesPerView): number {
  return Math.max(0, count - perView);
}

/** Autoplay's next start index: one step on, back to the first after the last full view. */
export function nextStart(index: number, count: number, perView: SlidesPerView): number {
  return index >= lastStart(count, perView) ? 0 : index + 1;
}

/** Autoplay runs only with something to move and when motion is welcome. */
export function shouldAutoplay(count: number, perView: SlidesPerView, reducedMotion: boolean): boolean {
  return !reducedMotion && lastStart(count, perView) > 0;
}

/** easeInOutCubic over 0..1, the feel of a 500 ms slide transition. */
export function easeInOut(t: number): number {
  const x = Math.min(1, Math.max(0, t));
  return x < 0.5 ? 4 * x * x * x : 1 - (-2 * x + 2) ** 3 / 2;
}
