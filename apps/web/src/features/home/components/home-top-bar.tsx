import { Link, type AppPath } from '../../../lib/link';
import { ChevronDownIcon } from '../../../components/ui/icons/chevron-down';
import { PinIcon } from '../../../components/ui/icons/pin';
import { useT } from '../../../lib/i18n';

export interface HomeTopBarProps {
  readonly title: string;
  readonly address: string;
  /** /my-addresses when logged in, else /search-location (SPEC §2). */
  readonly addressHref: AppPath;
  readonly logo: string;
  readonly storeName: string;
}

export function HomeTopBar({ title, address, addressHref, logo, storeName }: HomeTopBarProps) {
  const t = useT();
  return (
    <header className="home-bar">
      <Link to={addressHref} className="home-bar__address">
        <PinIcon size={22} className="home-bar__pin" />
        <span className="home-bar__text">
          <span className="visually-hidden">{t('home.deliveringTo')}</span>
          <span className="home-bar__title">
            {title}
            <ChevronDownIcon size={18} />
          </span>
          <span className="home-bar__line">{address}</span>
          <span className="visually-hidden">{t('home.changeLocation')}</span>
        </span>
      </Link>
      <img src={logo} alt={storeName} width={40} height={40} className="home-bar__logo" />
    </header>
  );
}
