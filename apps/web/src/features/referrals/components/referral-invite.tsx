import { useEffect, useState } from 'react';
import type { GetReferralsResponse } from '@keka/contracts';
import { paise } from '@keka/domain';
import { CheckIcon } from '../../../components/ui/icons/check';
import { CopyIcon } from '../../../components/ui/icons/copy';
import { GiftIcon } from '../../../components/ui/icons/gift';
import { ShareIcon } from '../../../components/ui/icons/share';
import { useMoney } from '../../../lib/format';
import { useT, type TranslationKey } from '../../../lib/i18n';
import { useSetting } from '../../../lib/settings';
import { copyText, shareOrCopy } from '../share';

type Referrals = GetReferralsResponse['data'];
/** SPEC §9 float cart message timeout: confirmations stay as long. */
const NOTICE_MS = 4000;

/** The rule with the amounts the server pays, the code big and copyable, and the invite link to share. */
export function ReferralInvite({ data }: { readonly data: Referrals }) {
  const t = useT();
  const money = useMoney();
  const app = useSetting('storeName') || t('app.name');
  const [notice, setNotice] = useState<{ ok: boolean; key: TranslationKey } | null>(null);
  const [sharing, setSharing] = useState(false);
  useEffect(() => {
    if (!notice) return;
    const timer = window.setTimeout(() => setNotice(null), NOTICE_MS);
    return () => window.clearTimeout(timer);
  }, [notice]);

  const url = new URL(data.share_path, window.location.origin).toString();
  const referrerAmount = money(paise(data.referrer_reward_paise));
  const friendAmount = money(paise(data.friend_reward_paise));

  const copyCode = async () => setNotice((await copyText(data.code)) ? { ok: true, key: 'refer.code.copied' } : { ok: false, key: 'refer.share.failed' });
  const share = async () => {
    setSharing(true);
    const outcome = await shareOrCopy({ title: t('refer.share.title', { app }), text: t('refer.share.text', { app, code: data.code, amount: friendAmount }), url });
    setSharing(false);
    if (outcome === 'copied') setNotice({ ok: true, key: 'refer.share.copied' });
    else if (outcome === 'failed') setNotice({ ok: false, key: 'refer.share.failed' });
  };

  return (
    <section className="card refer__invite" aria-labelledby="refer-headline">
      <span className="refer__art" aria-hidden="true">
        <GiftIcon size={36} />
      </span>
      <h2 id="refer-headline" className="refer__headline">
        {t('refer.hero.title', { amount: referrerAmount })}
      </h2>
      <p className="refer__rule">{data.friend_reward_paise > 0 ? t('refer.rule', { referrerAmount, friendAmount }) : t('refer.rule.referrerOnly', { referrerAmount })}</p>
      <div className="refer__code-box">
        <div className="refer__code-text">
          <p className="refer__code-label" id="refer-code-label">
            {t('refer.code.label')}
          </p>
          <p className="refer__code" aria-describedby="refer-code-label">
            {data.code}
          </p>
        </div>
        <button type="button" className="button button--secondary refer__copy" onClick={() => void copyCode()}>
          <CopyIcon size={18} />
          {t('refer.code.copy')}
        </button>
      </div>
      <label className="refer__link">
        <span className="refer__code-label">{t('refer.link.label')}</span>
        <input className="refer__link-input" readOnly value={url} onFocus={(event) => event.currentTarget.select()} />
      </label>
      <button type="button" className="button button--primary button--block button--large" onClick={() => void share()} disabled={sharing} aria-busy={sharing}>
        <ShareIcon size={20} />
        {t('refer.share')}
      </button>
      <div role="status" className="refer__status">
        {notice && (
          <p className={notice.ok ? 'notice notice--success' : 'notice notice--danger'}>
            {notice.ok && <CheckIcon size={18} />}
            {t(notice.key)}
          </p>
        )}
      </div>
    </section>
  );
}

/** How it works, in three steps and the fine print. */
export function ReferralSteps() {
  const t = useT();
  return (
    <section className="card refer__how" aria-labelledby="refer-how">
      <h2 id="refer-how" className="refer__section-title">
        {t('refer.how.title')}
      </h2>
      <ol className="refer__steps">
        <li>{t('refer.how.share')}</li>
        <li>{t('refer.how.join')}</li>
        <li>{t('refer.how.order')}</li>
      </ol>
      <p className="refer__fine">{t('refer.how.fine')}</p>
    </section>
  );
}
