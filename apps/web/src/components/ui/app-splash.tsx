import { useSetting } from '../../lib/settings';
import './app-splash.css';

/** The first paint while the first route module loads: the logo on the brand colour. */
export function AppSplash() {
  const logo = useSetting('storeLogo');
  const name = useSetting('storeName');
  return (
    <div className="app-splash" role="status">
      <img src={logo} alt={name} width={96} height={96} className="app-splash__logo" />
    </div>
  );
}
