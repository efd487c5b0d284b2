import { Navigate } from 'react-router';
import { useUser } from '../../features/account/state';
import { useSavedAddress } from '../../features/location/state';
import { IntroSlides } from '../../features/welcome/components/intro-slides';
import { LanguagePicker } from '../../features/welcome/components/language-picker';
import { Splash } from '../../features/welcome/components/splash';
import { useSplash } from '../../features/welcome/hooks';
import { useT } from '../../lib/i18n';
import { useSetting } from '../../lib/settings';
import '../../features/welcome/components/welcome.css';

/** SPEC §2 "Welcome flow" for visitors without a saved address. */
export function WelcomeRoute() {
  const t = useT();
  const showSplash = useSplash();
  const user = useUser();
  const logo = useSetting('storeLogo');
  const name = useSetting('storeName');
  const address = useSavedAddress();
  // SPEC §2 welcome flow: a user with a saved address is sent on to /stores.
  if (address) return <Navigate to="/stores" replace />;
  return (
    <main className="welcome">
      <h1 className="visually-hidden">{t('welcome.heading', { name })}</h1>
      {showSplash && <Splash />}
      <div className="welcome__bar">
        <p className="welcome__brand">
          <img src={logo} alt="" width={36} height={36} />
          {name}
        </p>
        <LanguagePicker />
      </div>
      {user && <p className="welcome__hello">{t('welcome.hello', { name: user.name })}</p>}
      <IntroSlides />
    </main>
  );
}
