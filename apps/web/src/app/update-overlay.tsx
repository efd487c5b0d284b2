import { useT } from '../lib/i18n';
import { useUpdatingStore } from './updating-store';
import './update-overlay.css';

/** SPEC §2/§4: the forced-update overlay while caches are cleared. */
export function UpdateOverlay() {
  const t = useT();
  const updating = useUpdatingStore((s) => s.updating);
  if (!updating) return null;
  return (
    <div className="update-overlay" role="alertdialog" aria-modal="true" aria-labelledby="update-title">
      <div className="update-overlay__card card">
        <span className="spinner" aria-hidden="true" />
        <h2 id="update-title">{t('update.title')}</h2>
        <p>{t('update.body')}</p>
      </div>
    </div>
  );
}
