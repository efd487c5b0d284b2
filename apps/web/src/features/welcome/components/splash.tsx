import { useT } from '../../../lib/i18n';
import { useSetting } from '../../../lib/settings';

export function Splash() {
  const t = useT();
  const logo = useSetting('storeLogo');
  const name = useSetting('storeName');
  return (
    <div className="welcome-splash" role="status">
      <img src={logo} alt="" width={104} height={104} className="welcome-splash__logo" />
      <p className="welcome-splash__name">{name}</p>
      <p className="welcome-splash__tagline">{t('welcome.tagline')}</p>
    </div>
  );
}
