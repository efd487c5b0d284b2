import { useEffect, useRef, type ReactNode } from 'react';
import { useT } from '../../../lib/i18n';
import { useSetting } from '../../../lib/settings';
import { LandingFooter } from './landing-footer';
import { LandingNumbers } from './landing-numbers';
import { PhoneFrame } from './phone-frame';
import './landing.css';

/** SPEC §9: desktop reload after 2 seconds on first load. */
export const FIRST_LOAD_RELOAD_MS = 2000;

export interface LandingPageProps {
  /** Switches this tab to the mobile app ('use app'). */
  readonly onUseApp: () => void;
  /** Started before any settings were stored (first visit). */
  readonly firstLoad: boolean;
  /** Composed by the route: the language selector and the content-page links. */
  readonly languagePicker: ReactNode;
  readonly pageLinks: ReactNode;
}

const STEPS = [
  { image: '/assets/welcome-meal.webp', title: 'welcome.slide1.title', body: 'welcome.slide1.body' },
  { image: '/assets/welcome-essentials.webp', title: 'welcome.slide2.title', body: 'welcome.slide2.body' },
  { image: '/assets/welcome-home.webp', title: 'welcome.slide3.title', body: 'welcome.slide3.body' },
] as const;

/**
 * SPEC §1 desktop landing (widths above 1024 px): the app running in a phone frame, a 'use app'
 * button, the numbers, a footer with social and content-page links, and the language selector.
 */
export function LandingPage({ onUseApp, firstLoad, languagePicker, pageLinks }: LandingPageProps) {
  const t = useT();
  const name = useSetting('storeName');
  const logo = useSetting('storeLogo');
  const frame = useRef<HTMLIFrameElement>(null);

  useEffect(() => {
    // The original reloads the page 2 s after a first desktop load so labels fetched into storage show.
    // Here the landing follows settings and translations as they arrive; the phone frame, which started
    // alongside the first fetch, is reloaded once so it too starts from the stored settings.
    if (!firstLoad) return undefined;
    const id = window.setTimeout(() => frame.current?.contentWindow?.location.reload(), FIRST_LOAD_RELOAD_MS);
    return () => window.clearTimeout(id);
  }, [firstLoad]);

  const useApp = (
    <button type="button" className="button button--primary button--large landing__use-app" onClick={onUseApp} aria-describedby="landing-use-app-hint">
      {t('landing.useApp')}
    </button>
  );

  return (
    <div className="landing">
      <header className="landing__bar">
        <p className="landing__brand">
          <img src={logo} alt="" width={40} height={40} />
          {name}
        </p>
        <div className="landing__bar-end">
          {languagePicker}
          <button type="button" className="button button--secondary landing__bar-cta" onClick={onUseApp}>
            {t('landing.useApp')}
          </button>
        </div>
      </header>
      <main>
        <section className="landing__hero" aria-labelledby="landing-title">
          <div className="landing__pitch">
            <h1 id="landing-title" className="landing__title">
              {t('landing.headline')}
            </h1>
            <p className="landing__lead">{t('landing.lead')}</p>
            <div className="landing__actions">
              {useApp}
              <p id="landing-use-app-hint" className="landing__hint">
                {t('landing.useAppHint', { name })}
              </p>
            </div>
          </div>
          <PhoneFrame ref={frame} title={t('landing.phoneLabel', { name })} src="/?embed=1" />
        </section>
        <section className="landing__steps" aria-labelledby="landing-steps-title">
          <h2 id="landing-steps-title" className="landing__section-title">
            {t('landing.howItWorks')}
          </h2>
          <ol className="landing__step-list">
            {STEPS.map((step) => (
              <li key={step.image} className="landing__step">
                <img src={step.image} alt="" width={160} height={120} loading="lazy" />
                <h3>{t(step.title)}</h3>
                <p>{t(step.body)}</p>
              </li>
            ))}
          </ol>
        </section>
        <LandingNumbers name={name} />
      </main>
      <LandingFooter name={name} logo={logo} languagePicker={languagePicker} pageLinks={pageLinks} />
    </div>
  );
}
