import type { ReactNode } from 'react';
import { useT, type TranslationKey } from '../../../lib/i18n';
import { useSetting } from '../../../lib/settings';
import { FacebookIcon, InstagramIcon, XIcon } from './social-icons';
import { platformToday } from '../../../lib/platform-time';

/** Only https links leave the site from the footer (settings are data, not trusted markup). */
function isHttps(url: string): boolean {
  try {
    return new URL(url).protocol === 'https:';
  } catch {
    return false;
  }
}

export interface LandingFooterProps {
  readonly name: string;
  readonly logo: string;
  readonly languagePicker: ReactNode;
  readonly pageLinks: ReactNode;
}

/** Footer: brand, content pages, contact, social links (facebookUrl, instagramUrl, twitterUrl) and the language selector. */
export function LandingFooter({ name, logo, languagePicker, pageLinks }: LandingFooterProps) {
  const t = useT();
  const phone = useSetting('supportPhone');
  const email = useSetting('supportEmail');
  const social: Array<{ url: string; label: TranslationKey; icon: ReactNode }> = [
    { url: useSetting('facebookUrl'), label: 'landing.social.facebook', icon: <FacebookIcon /> },
    { url: useSetting('instagramUrl'), label: 'landing.social.instagram', icon: <InstagramIcon /> },
    { url: useSetting('twitterUrl'), label: 'landing.social.twitter', icon: <XIcon /> },
  ];
  const links = social.filter((s) => isHttps(s.url));
  return (
    <footer className="landing__footer">
      <div className="landing__footer-grid">
        <div className="landing__footer-brand">
          <p className="landing__brand">
            <img src={logo} alt="" width={36} height={36} loading="lazy" />
            {name}
          </p>
          {languagePicker}
        </div>
        <nav aria-labelledby="footer-company">
          <h2 id="footer-company" className="landing__footer-title">
            {t('landing.footer.company')}
          </h2>
          {pageLinks}
        </nav>
        <div>
          <h2 className="landing__footer-title">{t('landing.footer.contact')}</h2>
          <ul className="landing__contact">
            <li>
              <a href={`tel:${phone.replace(/\s/g, '')}`}>{phone}</a>
            </li>
            <li>
              <a href={`mailto:${email}`}>{email}</a>
            </li>
          </ul>
        </div>
        {links.length > 0 && (
          <div>
            <h2 className="landing__footer-title">{t('landing.footer.follow')}</h2>
            <ul className="landing__social">
              {links.map((link) => (
                <li key={link.label}>
                  <a href={link.url} target="_blank" rel="noopener noreferrer" className="landing__social-link">
                    {link.icon}
                    <span className="visually-hidden">
                      {t(link.label)} {t('landing.newTab')}
                    </span>
                  </a>
                </li>
              ))}
            </ul>
          </div>
        )}
      </div>
      <p className="landing__rights">{t('landing.footer.rights', { year: platformToday().slice(0, 4), name })}</p>
    </footer>
  );
}
