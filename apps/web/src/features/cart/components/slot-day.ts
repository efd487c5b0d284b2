import { useLocale, useT } from '../../../lib/i18n';

const dayFormats = new Map<string, Intl.DateTimeFormat>();

/** "Today", "Tomorrow" or "Wed, 26 Nov" for a slot's YYYY-MM-DD day (the store's calendar day). */
export function useSlotDayLabel(): (date: string) => string {
  const t = useT();
  const locale = useLocale();
  return (date: string) => {
    const today = localDate(new Date());
    const tomorrow = localDate(new Date(Date.now() + 86_400_000));
    if (date === today) return t('cart.schedule.today');
    if (date === tomorrow) return t('cart.schedule.tomorrow');
    let format = dayFormats.get(locale);
    if (!format) {
      format = new Intl.DateTimeFormat(locale, { weekday: 'short', day: 'numeric', month: 'short', timeZone: 'UTC' });
      dayFormats.set(locale, format);
    }
    return format.format(new Date(`${date}T00:00:00Z`));
  };
}

function localDate(at: Date): string {
  const y = at.getFullYear();
  const m = String(at.getMonth() + 1).padStart(2, '0');
  const d = String(at.getDate()).padStart(2, '0');
  return `${y}-${m}-${d}`;
}
