import { useEffect, useRef, useState } from 'react';
import { Link } from '../../../lib/link';
import { useT, type TranslationKey } from '../../../lib/i18n';

interface SlideDef {
  readonly image: string;
  readonly title: TranslationKey;
  readonly body: TranslationKey;
}

const SLIDES: readonly SlideDef[] = [
  { image: '/assets/welcome-meal.webp', title: 'welcome.slide1.title', body: 'welcome.slide1.body' },
  { image: '/assets/welcome-essentials.webp', title: 'welcome.slide2.title', body: 'welcome.slide2.body' },
  { image: '/assets/welcome-home.webp', title: 'welcome.slide3.title', body: 'welcome.slide3.body' },
];

/** SPEC §4 "Welcome slides": one, two, three (swipe or Next), then the location prompt. */
export function IntroSlides() {
  const t = useT();
  const track = useRef<HTMLDivElement>(null);
  const [index, setIndex] = useState(0);
  const isLast = index === SLIDES.length - 1;

  useEffect(() => {
    const el = track.current;
    if (!el) return undefined;
    const onScroll = () => setIndex(Math.round(Math.abs(el.scrollLeft) / el.clientWidth));
    el.addEventListener('scroll', onScroll, { passive: true });
    return () => el.removeEventListener('scroll', onScroll);
  }, []);

  const goTo = (next: number) => {
    const el = track.current;
    setIndex(next);
    const slide = el?.children[next];
    if (slide instanceof HTMLElement) slide.scrollIntoView({ behavior: 'smooth', block: 'nearest', inline: 'start' });
  };

  return (
    <section className="intro" aria-roledescription="carousel" aria-label={t('welcome.slidesLabel')}>
      <div className="intro__track" ref={track} tabIndex={0}>
        {SLIDES.map((slide, i) => (
          <div
            key={slide.title}
            className="intro__slide"
            role="group"
            aria-roledescription="slide"
            aria-label={t('welcome.slideOf', { n: i + 1, total: SLIDES.length })}
            aria-hidden={i !== index}
          >
            {/* The first slide's picture is the screen's largest: asked for first; the others when near. */}
            <img src={slide.image} alt="" className="intro__art" width={320} height={260} decoding="async" fetchPriority={i === 0 ? 'high' : undefined} loading={i === 0 ? undefined : 'lazy'} />
            <h2 className="intro__title">{t(slide.title)}</h2>
            <p className="intro__body">{t(slide.body)}</p>
          </div>
        ))}
      </div>
      <div className="intro__dots" aria-hidden="true">
        {SLIDES.map((slide, i) => (
          <span key={slide.title} className={`intro__dot ${i === index ? 'intro__dot--on' : ''}`} />
        ))}
      </div>
      <div className="intro__actions">
        {isLast ? (
          <>
            <Link to="/search-location" className="button button--primary button--block button--large">
              {t('welcome.grabLocation')}
            </Link>
            {/* SPEC §2: the link reads 'Already Registered?' (the whole line is the tap target). */}
            <Link to="/login" className="intro__login">
              {t('welcome.alreadyRegistered')} <span className="text-link">{t('welcome.login')}</span>
            </Link>
          </>
        ) : (
          <>
            <button type="button" className="button button--primary button--block button--large" onClick={() => goTo(index + 1)}>
              {t('welcome.next')}
            </button>
            <button type="button" className="button button--ghost button--block" onClick={() => goTo(SLIDES.length - 1)}>
              {t('welcome.skip')}
            </button>
          </>
        )}
      </div>
    </section>
  );
}
