import type { AddressView } from '@keka/contracts';
import { BriefcaseIcon } from '../../../components/ui/icons/briefcase';
import { CheckIcon } from '../../../components/ui/icons/check';
import { HomeIcon } from '../../../components/ui/icons/home';
import { PinIcon } from '../../../components/ui/icons/pin';
import { PlusIcon } from '../../../components/ui/icons/plus';
import { TrashIcon } from '../../../components/ui/icons/trash';
import { LoadingRegion, Skeleton } from '../../../components/ui/skeleton';
import { StateMessage } from '../../../components/ui/state-message';
import { useT, type Translate } from '../../../lib/i18n';
import './address-book.css';

const KNOWN_TAGS = ['Home', 'Work', 'Other'] as const;
type KnownTag = (typeof KNOWN_TAGS)[number];
const isKnownTag = (tag: string | null): tag is KnownTag => KNOWN_TAGS.includes(tag as KnownTag);

/** The name an address goes by: its tag in the user's language (a custom tag as typed), the house, or the first part of the text. */
export function addressName(address: Pick<AddressView, 'tag' | 'house' | 'address'>, t: Translate): string {
  if (isKnownTag(address.tag)) return t(`location.tag.${address.tag}`);
  return address.tag || address.house || address.address.split(',')[0]?.trim() || address.address;
}

function TagIcon({ tag }: { readonly tag: string | null }) {
  if (tag === 'Home') return <HomeIcon size={22} />;
  if (tag === 'Work') return <BriefcaseIcon size={22} />;
  return <PinIcon size={22} />;
}

export interface AddressListProps {
  readonly addresses: readonly AddressView[];
  /** The address being made the default: its row shows progress. */
  readonly busyId: number | null;
  /** A change is running: every row waits (no double submit). */
  readonly waiting: boolean;
  readonly onChoose: (address: AddressView) => void;
  readonly onDelete: (address: AddressView) => void;
}

/** Saved addresses: tap one to deliver there (it becomes the default); the bin asks before deleting. */
export function AddressList({ addresses, busyId, waiting, onChoose, onDelete }: AddressListProps) {
  const t = useT();
  return (
    <ul className="address-list" aria-label={t('addresses.listLabel')}>
      {addresses.map((address) => {
        const name = addressName(address, t);
        const isDefault = address.is_default === 1;
        return (
          <li key={address.id} className={`address-card ${isDefault ? 'address-card--default' : ''}`}>
            <button
              type="button"
              className="address-card__choose"
              onClick={() => onChoose(address)}
              disabled={waiting}
              aria-busy={busyId === address.id}
              aria-current={isDefault ? 'true' : undefined}
            >
              <span className="address-card__icon">{busyId === address.id ? <span className="spinner" /> : <TagIcon tag={address.tag} />}</span>
              <span className="address-card__text">
                <span className="visually-hidden">{t('addresses.deliverTo')} </span>
                <span className="address-card__name">
                  {name}
                  {isDefault && (
                    <span className="address-card__badge">
                      <CheckIcon size={14} />
                      {t('addresses.default')}
                    </span>
                  )}
                </span>
                {address.house && address.house !== name && <span className="address-card__house">{address.house}</span>}
                <span className="address-card__line">{address.address}</span>
                {address.landmark && <span className="address-card__line">{address.landmark}</span>}
              </span>
            </button>
            <button
              type="button"
              className="icon-button address-card__delete"
              onClick={() => onDelete(address)}
              disabled={waiting}
              aria-label={t('addresses.delete', { place: [name, address.house].filter(Boolean).join(', ') })}
            >
              <TrashIcon size={20} />
            </button>
          </li>
        );
      })}
    </ul>
  );
}

export function AddressListSkeleton() {
  return (
    <LoadingRegion className="address-list">
      {[0, 1, 2].map((i) => (
        <div key={i} className="address-card address-card--skeleton">
          <Skeleton width={40} height={40} radius="50%" />
          <span className="address-card__text">
            <Skeleton width="35%" height={16} />
            <Skeleton width="60%" height={13} />
            <Skeleton width="90%" height={13} />
          </span>
        </div>
      ))}
    </LoadingRegion>
  );
}

/** 'No saved addresses yet' and the way to add one. */
export function NoAddresses({ onAdd }: { readonly onAdd: () => void }) {
  const t = useT();
  return (
    <StateMessage
      art={<PinIcon size={44} />}
      title={t('addresses.empty.title')}
      body={t('addresses.empty.body')}
      action={<AddAddressButton onAdd={onAdd} />}
    />
  );
}

export function AddAddressButton({ onAdd, disabled = false }: { readonly onAdd: () => void; readonly disabled?: boolean }) {
  const t = useT();
  return (
    <button type="button" className="button button--primary button--block button--large" onClick={onAdd} disabled={disabled}>
      <PlusIcon size={20} />
      {t('addresses.add')}
    </button>
  );
}
