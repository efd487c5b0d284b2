import type { GetReferralsResponse, ReferralFriend, ReferralStatus } from '@keka/contracts';
import { paise } from '@keka/domain';
import { UserIcon } from '../../../components/ui/icons/user';
import { StateMessage } from '../../../components/ui/state-message';
import { useMoney, useNumber } from '../../../lib/format';
import { useLocale, useT, useTn, type TranslationKey } from '../../../lib/i18n';
import { zonedFormat } from '../../../lib/platform-time';

type Referrals = GetReferralsResponse['data'];

const STATUS_TEXT: Record<ReferralStatus, TranslationKey> = {
  pending: 'refer.status.pending',
  credited: 'refer.status.credited',
  void: 'refer.status.void',
};

/** Totals (joined, waiting, earned) and the friends who joined, newest first. */
export function ReferralProgress({ data }: { readonly data: Referrals }) {
  const t = useT();
  const money = useMoney();
  const tn = useTn();
  const format = useNumber();
  const count = data.totals.joined;
  return (
    <>
      <section className="card refer__totals" aria-labelledby="refer-totals">
        <h2 id="refer-totals" className="refer__section-title">
          {t('refer.totals.title')}
        </h2>
        <dl className="refer__stats">
          <div className="refer__stat refer__stat--money">
            <dt>{t('refer.totals.earned')}</dt>
            <dd>{money(paise(data.totals.earned_paise))}</dd>
          </div>
          <div className="refer__stat">
            <dt>{t('refer.totals.joined')}</dt>
            <dd>{format(count)}</dd>
          </div>
          <div className="refer__stat">
            <dt>{t('refer.totals.pending')}</dt>
            <dd>{format(data.totals.pending)}</dd>
          </div>
        </dl>
      </section>
      <section className="card refer__friends" aria-labelledby="refer-friends">
        <div className="refer__friends-head">
          <h2 id="refer-friends" className="refer__section-title">
            {t('refer.friends.title')}
          </h2>
          {count > 0 && <p className="refer__count">{tn('refer.friends.count', count, { count: format(count) })}</p>}
        </div>
        {data.friends.length === 0 ? (
          <StateMessage headingLevel={3} art={<UserIcon size={36} />} title={t('refer.empty.title')} body={t('refer.empty.body')} />
        ) : (
          <ul className="refer__list" aria-labelledby="refer-friends">
            {data.friends.map((friend) => (
              <FriendRow key={friend.id} friend={friend} />
            ))}
          </ul>
        )}
      </section>
    </>
  );
}

function FriendRow({ friend }: { readonly friend: ReferralFriend }) {
  const t = useT();
  const money = useMoney();
  const locale = useLocale();
  const date = zonedFormat(locale, { dateStyle: 'medium' }).format(new Date(friend.joined_at));
  return (
    <li className="refer__friend">
      <span className="refer__avatar" aria-hidden="true">
        {friend.name.slice(0, 1).toUpperCase()}
      </span>
      <div className="refer__who">
        <p className="refer__name">{friend.name}</p>
        <p className="refer__when">
          {friend.phone && (
            <>
              <span aria-hidden="true" className="refer__phone">{`${friend.phone} · `}</span>
              <span className="visually-hidden">{`${t('refer.friend.phoneEnding', { digits: friend.phone.slice(-3) })}, `}</span>
            </>
          )}
          <time dateTime={friend.joined_at}>{t('refer.friend.joined', { date })}</time>
        </p>
        <span className={`refer__pill refer__pill--${friend.status}`}>{t(STATUS_TEXT[friend.status])}</span>
      </div>
      {friend.status !== 'void' && <span className={friend.status === 'credited' ? 'refer__amount refer__amount--credited' : 'refer__amount'}>{`+${money(paise(friend.reward_paise))}`}</span>}
    </li>
  );
}
