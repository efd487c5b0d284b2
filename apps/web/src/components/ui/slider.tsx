import { useCallback, useEffect, useRef, useState, useSyncExternalStore, type CSSProperties, type ReactNode } from 'react';
import { useT } from '../../lib/i18n';
import { useWiderThan } from '../../lib/viewport';
import { PauseIcon } from './icons/pause';
import { PlayIcon } from './icons/play';
import {
  easeInOut,
  effectivePerView,
  lastStart,
  nextStart,
  shouldAutoplay,
  SLIDER_AUTOPLAY_MS,
  SLIDER_SPEED_MS,
  SLIDER_TWO_UP_MAX_WIDTH,
} from './slider-options';
import './slider.css';

export interface SliderProps<T> {
  readonly items: readonly T[];
  readonly label: string;
  readonly renderItem: (item: T, index: number) => ReactNode;
  readonly keyOf: (item: T) => string | number;
  readonly autoplayMs?: number;
}

const REDUCED_MOTION = '(prefers-reduced-motion: reduce)';
const prefersReducedMotion = () => window.matchMedia?.(REDUCED_MOTION).matches ?? false;
const subscribeReducedMotion = (onChange: () => void) => {
  const query = window.matchMedia?.(REDUCED_MOTION);
  query?.addEventListener('change', onChange);
  return () => query?.removeEventListener('change', onChange);
};

/** The device asks for less motion; a server-rendered page is drawn as for one that does not. */
function usePrefersReducedMotion(): boolean {
  return useSyncExternalStore(
    subscribeReducedMotion,
    prefersReducedMotion,
    () => false,
  );
}

/** SPEC §9: 1 slide per view, 2 at widths up to 1024 px; follows the viewport as it changes. */
function usePerView() {
  return useWiderThan(SLIDER_TWO_UP_MAX_WIDTH) ? 1 : 2;
}

/**
 * A scroll-snap carousel (SPEC §9): autoplay with a 500 ms eased transition, paused while touched,
 * focused or hovered, with a visible pause button (WCAG 2.2.2); no autoplay under reduced motion.
 */
export function Slider<T>({ items, label, renderItem, keyOf, autoplayMs = SLIDER_AUTOPLAY_MS }: SliderProps<T>) {
  const t = useT();
  const track = useRef<HTMLUListElement>(null);
  const [index, setIndex] = useState(0);
  const [stopped, setStopped] = useState(false);
  // Re-arms the autoplay timer when a turn was skipped (touched, focused or tab hidden).
  const [skipped, setSkipped] = useState(0);
  const held = useRef(false);
  const animation = useRef(0);
  const perView = effectivePerView(usePerView(), items.length);
  const autoplay = shouldAutoplay(items.length, perView, usePrefersReducedMotion());

  /** How far each slide (or only slide `only`) is from the track's start edge, reading the layout once. */
  const offsetsOf = useCallback((only?: number): number[] => {
    const el = track.current;
    if (!el) return [];
    const style = getComputedStyle(el);
    const rtl = style.direction === 'rtl';
    const pad = parseFloat(style.paddingInlineStart) || 0;
    const b = el.getBoundingClientRect();
    const children = only === undefined ? [...el.children] : [el.children[only]];
    return children.map((child) => {
      if (!(child instanceof HTMLElement)) return 0;
      const a = child.getBoundingClientRect();
      return rtl ? a.right - b.right + pad : a.left - b.left - pad;
    });
  }, []);
  const offsetOf = useCallback((i: number) => offsetsOf(i)[0] ?? 0, [offsetsOf]);

  const goTo = useCallback(
    (i: number) => {
      const el = track.current;
      if (!el) return;
      cancelAnimationFrame(animation.current);
      const from = el.scrollLeft;
      const distance = offsetOf(i);
      if (prefersReducedMotion()) {
        el.scrollLeft = from + distance;
        return;
      }
      // Snapping would fight the frame-by-frame scroll; it is restored when the slide lands.
      el.style.scrollSnapType = 'none';
      const start = performance.now();
      const step = (now: number) => {
        const progress = Math.min(1, (now - start) / SLIDER_SPEED_MS);
        el.scrollLeft = from + distance * easeInOut(progress);
        if (progress < 1) animation.current = requestAnimationFrame(step);
        else el.style.scrollSnapType = '';
      };
      animation.current = requestAnimationFrame(step);
    },
    [offsetOf],
  );

  useEffect(() => () => cancelAnimationFrame(animation.current), []);

  useEffect(() => {
    const el = track.current;
    if (!el) return undefined;
    // Once a frame, whatever the number of scroll events in it; the layout is read once (a read per
    // slide pair forced a style and layout pass each: 30 ms at a phone's speed on a store's page).
    let frame = 0;
    const onScroll = () => {
      if (frame) return;
      frame = requestAnimationFrame(() => {
        frame = 0;
        const offsets = offsetsOf();
        let best = 0;
        offsets.forEach((offset, i) => {
          if (Math.abs(offset) < Math.abs(offsets[best] ?? 0)) best = i;
        });
        setIndex(best);
      });
    };
    el.addEventListener('scroll', onScroll, { passive: true });
    return () => {
      cancelAnimationFrame(frame);
      el.removeEventListener('scroll', onScroll);
    };
  }, [offsetsOf, items.length]);

  // Autoplay only while the slider is on screen: one below the fold neither moves nor costs a frame.
  const [inView, setInView] = useState(false);
  useEffect(() => {
    const el = track.current;
    if (!el || typeof IntersectionObserver !== 'function') return undefined;
    const observer = new IntersectionObserver(([entry]) => setInView(entry?.isIntersecting ?? false), { threshold: 0.5 });
    observer.observe(el);
    return () => observer.disconnect();
  }, []);

  useEffect(() => {
    if (!autoplay || stopped || !inView) return undefined;
    const id = window.setTimeout(() => {
      if (!held.current && !document.hidden) goTo(nextStart(index, items.length, perView));
      else setSkipped((n) => n + 1);
    }, autoplayMs);
    return () => window.clearTimeout(id);
  }, [autoplay, stopped, inView, index, skipped, items.length, perView, autoplayMs, goTo]);

  const hold = () => {
    held.current = true;
  };
  const release = () => {
    held.current = false;
  };
  const dots = lastStart(items.length, perView) + 1;

  return (
    <section className="slider" aria-roledescription="carousel" aria-label={label}>
      <ul
        className="slider__track"
        ref={track}
        style={{ '--per-view': perView } as CSSProperties}
        // Keyboard users can scroll the carousel even when no slide is a link (axe scrollable-region-focusable).
        tabIndex={0}
        onPointerDown={hold}
        onPointerUp={release}
        onPointerCancel={release}
        onMouseEnter={hold}
        onMouseLeave={release}
        onFocus={hold}
        onBlur={release}
      >
        {items.map((item, i) => (
          <li
            key={keyOf(item)}
            className="slider__slide"
            aria-roledescription="slide"
            aria-label={t('slider.slideOf', { n: i + 1, total: items.length })}
          >
            {renderItem(item, i)}
          </li>
        ))}
      </ul>
      {dots > 1 && (
        <div className="slider__controls">
          <div className="slider__dots" aria-hidden="true">
            {Array.from({ length: dots }, (_, i) => (
              <span key={i} className={`slider__dot ${i === Math.min(index, dots - 1) ? 'slider__dot--on' : ''}`} />
            ))}
          </div>
          {autoplay && (
            <button
              type="button"
              className="slider__toggle"
              onClick={() => setStopped((s) => !s)}
              aria-label={t(stopped ? 'slider.play' : 'slider.pause', { name: label })}
            >
              {stopped ? <PlayIcon size={14} /> : <PauseIcon size={14} />}
            </button>
          )}
        </div>
      )}
    </section>
  );
}
