import { LoadingRegion, Skeleton } from '../../../components/ui/skeleton';
import { useNumber } from '../../../lib/format';
import { useT, type TranslationKey } from '../../../lib/i18n';
import { useLandingStats } from '../api';

/** 'Achievements': counted live from the stores delivering to the popular areas; quiet on failure. */
export function LandingNumbers({ name }: { readonly name: string }) {
  const t = useT();
  const formatNumber = useNumber();
  const stats = useLandingStats();
  if (stats.error && !stats.data) return null;
  const data = stats.data;
  const tiles: Array<{ key: TranslationKey; value: number | null }> = data
    ? [
        { key: 'landing.stat.stores', value: data.stores },
        { key: 'landing.stat.fresh', value: data.freshStores },
        { key: 'landing.stat.areas', value: data.areas },
        { key: 'landing.stat.time', value: data.averageMinutes },
      ]
    : [];
  return (
    <section className="landing__numbers" aria-labelledby="landing-numbers-title">
      <h2 id="landing-numbers-title" className="landing__section-title">
        {t('landing.numbers', { name })}
      </h2>
      {data ? (
        <ul className="landing__stat-list">
          {tiles
            .filter((tile) => tile.value !== null)
            .map((tile) => (
              <li key={tile.key} className="landing__stat">
                <span className="landing__stat-value">{formatNumber(tile.value ?? 0)}</span>
                <span className="landing__stat-label">{t(tile.key)}</span>
              </li>
            ))}
        </ul>
      ) : (
        <LoadingRegion className="landing__stat-list">
          {[0, 1, 2, 3].map((i) => (
            <span key={i} className="landing__stat">
              <Skeleton width="50%" height={40} />
              <Skeleton width="80%" height={14} />
            </span>
          ))}
        </LoadingRegion>
      )}
      <p className="landing__stat-note">{t('landing.stat.note')}</p>
    </section>
  );
}
