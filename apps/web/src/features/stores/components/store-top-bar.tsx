import { useEffect, useState } from 'react';
import { ArrowLeftIcon } from '../../../components/ui/icons/arrow-left';
import { useT } from '../../../lib/i18n';

/** Past this scroll offset the bar turns solid and shows the store name. */
const SOLID_AFTER_PX = 160;

/** A back button floating over the store image that becomes a titled bar once the image scrolls away. */
export function StoreTopBar({ name, onBack }: { readonly name: string | undefined; readonly onBack: () => void }) {
  const t = useT();
  const [solid, setSolid] = useState(false);
  useEffect(() => {
    let frame = 0;
    const onScroll = () => {
      cancelAnimationFrame(frame);
      frame = requestAnimationFrame(() => setSolid(window.scrollY > SOLID_AFTER_PX));
    };
    onScroll();
    window.addEventListener('scroll', onScroll, { passive: true });
    return () => {
      cancelAnimationFrame(frame);
      window.removeEventListener('scroll', onScroll);
    };
  }, []);
  return (
    <div className={`store-top ${solid ? 'store-top--solid' : ''}`}>
      <button type="button" className="icon-button" onClick={onBack} aria-label={t('common.back')}>
        <ArrowLeftIcon />
      </button>
      <p className="store-top__name" aria-hidden="true">
        {name}
      </p>
    </div>
  );
}
