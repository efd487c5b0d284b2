import { lazy, Suspense, useMemo, useState } from 'react';
import { Navigate } from 'react-router';
import { setUser, useAuthToken, useUser, useUserStore } from '../../features/account/state';
import { useDeliveryStores, useHomeData, usePromoSlider } from '../../features/home/api';
import { HomeTopBar } from '../../features/home/components/home-top-bar';
import { HomeContent, NearbyStores } from '../../features/home/components/home-sections';
import { RewardBanner } from '../../features/home/components/rewards';
import { greetingKey, hasRewards, hasUnseenRewards } from '../../features/home/links';
import { addressTitle } from '../../features/location/address';
import { useSavedAddress } from '../../features/location/state';
import { Deferred } from '../../components/ui/deferred';
import { AreaBoundary } from '../../components/ui/area-boundary';
import { ErrorState } from '../../components/ui/state-message';
import { useT, withMoreEnglish } from '../../lib/i18n';
import { useIdleAfter } from '../../lib/idle';
import { useHourOfDay } from '../../lib/use-hour';
import { isOn, useSetting, useSettingText } from '../../lib/settings';
import { CustomerNav } from './customer-nav';
import '../../features/home/components/home.css';

// The 'Hurray!' modal is its own chunk: most visits have no unseen card and never download it.
const WonRewardsModal = lazy(() => withMoreEnglish(import('../../features/rewards/components/won-modal')).then((m) => ({ default: m.WonRewardsModal })));

/** The cards were shown: the stored user data stops asking for the modal until a new card comes. */
function markUserRewardsSeen(): void {
  const current = useUserStore.getState().user;
  if (current && current.unseen_rewards !== 0) setUser({ ...current, unseen_rewards: 0 });
}

// Its own chunk, fetched only for a signed-in customer once home has painted (ADR 0010 budget).
const RatePrompt = lazy(() => withMoreEnglish(import('../../features/ratings/components/rate-prompt')).then((m) => ({ default: m.RatePrompt })));

/** SPEC §2 "Home (mobile)": top bar, sliders, greeting, rewards, categories and the stores delivering here. */
export function HomeRoute() {
  const t = useT();
  const address = useSavedAddress();
  const user = useUser();
  const token = useAuthToken();
  const logo = useSetting('storeLogo');
  const storeName = useSetting('storeName');
  const showMessage = isOn(useSetting('showCustomHomeMessage'));
  const message = useSettingText('customHomeMessage');
  const showPromo = useSetting('showPromoSlider') === 'true';
  const point = useMemo(() => (address ? { lat: address.lat, lng: address.lng } : null), [address]);
  const home = useHomeData(point);
  const promo = usePromoSlider(point, showPromo);
  // The sections under the categories, and the stores under them, wait for the promo slides: arriving
  // later, the slides would push them down under a reader's thumb (layout shift).
  const promoSettled = !showPromo || promo.data !== undefined || promo.error !== null;
  const stores = useDeliveryStores(point);
  const hour = useHourOfDay();
  const rewarded = hasRewards(user);
  // Latched: marking the cards seen clears unseen_rewards, which must not unmount the open modal.
  const [modalWanted, setModalWanted] = useState(false);
  if (!modalWanted && hasUnseenRewards(user)) setModalWanted(true);
  // Extras such as the rate prompt wait until home's sections arrived and the browser was idle.
  const idle = useIdleAfter(token !== null && (home.data !== undefined || home.error !== null), 2000, 300);

  // SPEC §2: without a valid saved address home sends the user to choose one.
  if (!address) return <Navigate to="/search-location" replace />;

  const addressHref = user ? '/my-addresses' : '/search-location';
  const greeting = t(greetingKey(hour));
  const intro = (
    <>
      <h1 className={`home-greeting ${showMessage && message ? 'home-greeting--card' : ''}`}>
        <span className="home-greeting__hello">{user ? t('home.greeting.named', { greeting, name: user.name.split(' ')[0] ?? '' }) : greeting}</span>
        {showMessage && message && <span className="home-greeting__message">{message}</span>}
      </h1>
      {user && rewarded && <RewardBanner count={user.rewards} />}
      {token && idle && (
        <Suspense fallback={null}>
          <RatePrompt token={token} />
        </Suspense>
      )}
    </>
  );

  return (
    <div className="screen screen--with-nav">
      <HomeTopBar title={addressTitle(address)} address={address.address} addressHref={addressHref} logo={logo} storeName={storeName} />
      <main className="home">
        <AreaBoundary fallback={(retry) => <ErrorState error={null} onRetry={retry} />}>
          <HomeContent query={home} promo={promo.data} promoSettled={promoSettled} intro={intro} />
        </AreaBoundary>
        {/* The stores wait for the sections above them: arriving first, they would be pushed down the
            screen under a reader's thumb when the sliders land (layout shift). */}
        {(home.data !== undefined || home.error !== null) && promoSettled && (
          <Deferred>
            <AreaBoundary fallback={(retry) => <ErrorState error={null} onRetry={retry} />}>
              <NearbyStores query={stores} changeLocationHref={addressHref} />
            </AreaBoundary>
          </Deferred>
        )}
      </main>
      {user && modalWanted && idle && (
        <Suspense fallback={null}>
          <WonRewardsModal token={user.auth_token} onSeen={markUserRewardsSeen} />
        </Suspense>
      )}
      <CustomerNav />
    </div>
  );
}
