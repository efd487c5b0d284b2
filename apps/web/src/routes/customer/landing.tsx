import { LandingPage } from '../../features/landing/components/landing-page';
import { PageLinks } from '../../features/pages/components/page-links';
import { LanguagePicker } from '../../features/welcome/components/language-picker';
import { chooseMobileApp, IS_FIRST_LOAD } from '../../lib/viewport';

/** '/' above 1024 px (SPEC §1): the marketing page with the app in a phone frame. */
export function LandingRoute() {
  return (
    <LandingPage
      onUseApp={() => {
        chooseMobileApp();
        window.scrollTo({ top: 0, left: 0, behavior: 'instant' });
      }}
      firstLoad={IS_FIRST_LOAD}
      languagePicker={<LanguagePicker />}
      pageLinks={<PageLinks variant="inline" />}
    />
  );
}
