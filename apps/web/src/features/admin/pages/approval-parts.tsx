import { lazyZonedFormat } from '../../../lib/platform-time';
const dateTime = lazyZonedFormat('en-IN', { dateStyle: 'medium', timeStyle: 'short' });

/** A date and time the way the console shows it ("23 Nov 2026, 4:30 pm"). */
export const when = (iso: string): string => dateTime.format(new Date(iso));

const LOOK: Record<string, { label: string; tone: string }> = {
  PENDING: { label: 'Pending', tone: 'ad-badge--warn ap-badge--strong' },
  APPROVED: { label: 'Approved', tone: 'ad-badge--ok' },
  REJECTED: { label: 'Rejected', tone: 'ad-badge--bad' },
  SUSPENDED: { label: 'Suspended', tone: 'ad-badge--bad' },
};

/** Pending / approved / rejected / suspended, as a coloured badge with its word (colour is never the only cue). */
export function StatusBadge({ status }: { readonly status: string }) {
  const look = LOOK[status] ?? { label: status, tone: '' };
  return <span className={`ad-badge ${look.tone}`}>{look.label}</span>;
}
