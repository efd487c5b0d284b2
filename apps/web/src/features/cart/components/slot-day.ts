import { useLocale, useT } from '../../../lib/i18n';
import { addDays, platformToday } from '../../../lib/platform-time';

const dayFormats = new Map<string, Intl.DateTimeFormat>();

/** "Today", "Tomorrow" or "Wed, 26 Nov" for a slot's YYYY-MM-DD day (the store's calendar day). */
export function useSlotDayLabel(): (date: string) => string {
  const t = useT();
  const locale = useLocale();
  return (date: string) => {
    // The store's calendar is the platform's: "today" is today there, not on this phone.
    const today = platformToday();
    const tomorrow = addDays(today, 1);
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
