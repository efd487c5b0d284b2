import { memo, type ReactNode } from 'react';
import { Link } from '../../../lib/link';
import type { StoreBanner } from '@keka/contracts';
import { ImageBox } from '../../../components/ui/image-box';
import { Slider } from '../../../components/ui/slider';
import { useT } from '../../../lib/i18n';
import { bannerHref } from '../links';

function BannerLink({ banner, storeId, children, className }: { readonly banner: StoreBanner; readonly storeId: number; readonly children: ReactNode; readonly className: string }) {
  const href = bannerHref(banner, storeId);
  return href ? (
    <Link to={href} className={className}>
      {children}
    </Link>
  ) : (
    <div className={className}>{children}</div>
  );
}

/** Type-0 banners: the carousel under the search box. The banner art carries its own words, so its name is the alt text. */
/** Memoised: the page redraws at each of its paint steps; the banners stay as they are. */
export const BannerCarousel = memo(function BannerCarousel({ banners, storeId }: { readonly banners: readonly StoreBanner[]; readonly storeId: number }) {
  const t = useT();
  if (banners.length === 0) return null;
  return (
    <div className="ss-carousel">
      <Slider
        items={banners}
        label={t('singleStore.offers')}
        keyOf={(banner) => banner.id}
        renderItem={(banner, i) => (
          <BannerLink banner={banner} storeId={storeId} className="ss-banner ss-banner--wide">
            <ImageBox src={banner.image} alt={banner.name} ratio="3 / 1" eager={i === 0} />
          </BannerLink>
        )}
      />
    </div>
  );
});

const SIZES = {
  1: { className: 'ss-banner--small', ratio: '3 / 1' },
  2: { className: 'ss-banner--tall', ratio: '3 / 4' },
} as const;

/** Type-1 (120 px high) and type-2 (300 px high) banners as a horizontal scroller (SPEC §2). */
export function BannerScroller({ banners, storeId, type, label }: { readonly banners: readonly StoreBanner[]; readonly storeId: number; readonly type: 1 | 2; readonly label: string }) {
  if (banners.length === 0) return null;
  const size = SIZES[type];
  return (
    <section className={`ss-section ss-section--deferred ss-section--banners-${type}`} aria-label={label}>
      {/* Focusable so keyboard users can scroll it (axe scrollable-region-focusable). */}
      <ul className="ss-scroller ss-scroller--banners" tabIndex={0}>
        {banners.map((banner) => (
          <li key={banner.id}>
            <BannerLink banner={banner} storeId={storeId} className={`ss-banner ${size.className}`}>
              <ImageBox src={banner.image} alt={banner.name} ratio={size.ratio} />
            </BannerLink>
          </li>
        ))}
      </ul>
    </section>
  );
}
