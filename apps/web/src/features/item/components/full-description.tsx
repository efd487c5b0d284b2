import { SafeHtml } from '../../../components/ui/safe-html';
import { useT } from '../../../lib/i18n';

/** SPEC §2 item detail: 'Full Description' HTML, through the allow-list sanitiser (never raw). */
export function FullDescription({ html }: { readonly html: string }) {
  const t = useT();
  if (html.trim() === '') return null;
  return (
    <section className="item-detail__section" aria-labelledby="full-description-heading">
      <h2 id="full-description-heading" className="item-detail__section-title">
        {t('item.fullDescription')}
      </h2>
      <SafeHtml html={html} className="item-detail__description" />
    </section>
  );
}
