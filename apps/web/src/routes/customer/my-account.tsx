import { useEffect, useRef, useState, type ReactNode } from 'react';
import { Navigate, useNavigate } from 'react-router';
import { Link, type AppPath } from '../../lib/link';
import type { UserData } from '@keka/contracts';
import { parseRupees } from '@keka/domain';
import { changeAvatar } from '../../features/account/api';
import { shrinkPicture } from '../../features/account/avatar';
import { logOut } from './logout';
import { setUser, useUser } from '../../features/account/state';
import { SignInMethods } from '../../features/account/social/sign-in-methods';
import { LanguagePicker } from '../../features/welcome/components/language-picker';
import { AlertIcon } from '../../components/ui/icons/alert';
import { BagIcon } from '../../components/ui/icons/bag';
import { BellIcon } from '../../components/ui/icons/bell';
import { CashIcon } from '../../components/ui/icons/cash';
import { ChevronRightIcon } from '../../components/ui/icons/chevron-right';
import { GiftIcon } from '../../components/ui/icons/gift';
import { PinIcon } from '../../components/ui/icons/pin';
import { ReceiptIcon } from '../../components/ui/icons/receipt';
import { ShareIcon } from '../../components/ui/icons/share';
import { UserIcon } from '../../components/ui/icons/user';
import { PageHeader } from '../../components/ui/page-header';
import { announce } from '../../lib/announce';
import { isApiError } from '../../lib/api';
import { useMoney } from '../../lib/format';
import { loadTranslations, useLanguagesStore, useT } from '../../lib/i18n';
import { CustomerNav } from './customer-nav';
import '../../features/account/components/account.css';

/** SPEC §2 /my-account (login required): who is signed in, their picture, wallet, links, language, logout. */
export function MyAccountRoute() {
  const user = useUser();
  if (!user) return <Navigate to="/login" replace state={{ from: '/my-account' }} />;
  return <MyAccount user={user} />;
}

function MyAccount({ user }: { readonly user: UserData }) {
  const t = useT();
  const navigate = useNavigate();
  const money = useMoney();
  const languages = useLanguagesStore((s) => s.languages);
  const [leaving, setLeaving] = useState(false);
  useEffect(() => {
    if (languages.length === 0) loadTranslations().catch((error: unknown) => console.warn('Languages could not be loaded', error));
  }, [languages.length]);

  const leave = async () => {
    setLeaving(true);
    await logOut();
    announce(t('account.loggedOut'));
    void navigate('/', { replace: true });
  };

  return (
    <div className="screen screen--grey screen--with-nav">
      <PageHeader title={t('account.title')} />
      <main className="account">
        <ProfileCard user={user} />
        <nav aria-label={t('account.links')} className="card account__links">
          <AccountLink to="/my-wallet" icon={<CashIcon />} label={t('account.wallet')} detail={money(parseRupees(user.wallet_balance))} />
          <AccountLink to="/my-orders" icon={<ReceiptIcon />} label={t('account.orders')} />
          <AccountLink to="/refer-earn" icon={<ShareIcon />} label={t('refer.accountLink')} />
          <AccountLink to="/my-addresses" icon={<PinIcon />} label={t('account.addresses')} />
          <AccountLink to="/alerts" icon={<BellIcon />} label={t('account.alerts')} />
          <AccountLink to="/account/rewards" icon={<GiftIcon />} label={t('rewards.accountLink')} detail={user.rewards > 0 ? String(user.rewards) : undefined} />
          <AccountLink to="/coupons" icon={<GiftIcon />} label={t('account.coupons')} />
          <AccountLink to="/" icon={<BagIcon />} label={t('account.order')} />
        </nav>
        <SignInMethods user={user} />
        {languages.length > 1 && (
          <section className="card account__language" aria-labelledby="account-language">
            <h2 id="account-language" className="account__section-title">
              {t('account.language')}
            </h2>
            <LanguagePicker />
          </section>
        )}
        <button type="button" className="button button--secondary button--block button--large account__logout" onClick={() => void leave()} disabled={leaving} aria-busy={leaving}>
          {leaving && <span className="spinner" aria-hidden="true" />}
          {t('account.logout')}
        </button>
      </main>
      <CustomerNav />
    </div>
  );
}

function AccountLink({ to, icon, label, detail }: { readonly to: AppPath; readonly icon: ReactNode; readonly label: string; readonly detail?: string }) {
  return (
    <Link to={to} className="account__link">
      <span className="account__link-icon" aria-hidden="true">
        {icon}
      </span>
      <span className="account__link-label">{label}</span>
      {detail && <span className="account__link-detail">{detail}</span>}
      <ChevronRightIcon size={18} />
    </Link>
  );
}

function ProfileCard({ user }: { readonly user: UserData }) {
  const t = useT();
  const input = useRef<HTMLInputElement>(null);
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);

  const choose = async (file: File | undefined) => {
    if (!file) return;
    setError(null);
    if (!/^image\/(jpeg|png|webp)$/.test(file.type)) return setError(t('account.avatar.type'));
    setBusy(true);
    try {
      const response = await changeAvatar(user.auth_token, await shrinkPicture(file));
      setUser(response.data);
      announce(t('account.avatar.saved'));
    } catch (caught) {
      setError(isApiError(caught) ? caught.message : t('account.avatar.failed'));
    } finally {
      setBusy(false);
      if (input.current) input.current.value = '';
    }
  };

  return (
    <section className="card account__profile" aria-label={t('account.profile')}>
      <div className="account__avatar">
        {user.avatar ? <img src={user.avatar} alt="" width={72} height={72} /> : <UserIcon size={36} />}
      </div>
      <div className="account__who">
        <h2 className="account__name">{user.name}</h2>
        {user.phone && <p className="account__contact">{user.phone}</p>}
        {user.email && <p className="account__contact">{user.email}</p>}
        <label className="text-link account__change-picture">
          {busy ? t('account.avatar.saving') : t(user.avatar ? 'account.avatar.change' : 'account.avatar.add')}
          <input ref={input} type="file" accept="image/jpeg,image/png,image/webp" className="visually-hidden" disabled={busy} onChange={(event) => void choose(event.target.files?.[0])} />
        </label>
        {error && (
          <p className="field__error" role="alert">
            <AlertIcon size={16} />
            {error}
          </p>
        )}
      </div>
    </section>
  );
}
