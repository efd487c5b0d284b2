import { useMemo } from 'react';
import { useLocale } from '../../lib/i18n';
import { isSameDay, zonedFormat } from '../../lib/platform-time';


/**
 * Times of an order as people say them: "7:02 pm" today, "Mon 24 Nov, 7:02 pm" on another day; and
 * the date of an order in a list ("24 Nov 2026"). Through Intl in the chosen language (DESIGN "Languages").
 */
export function useOrderTimes() {
  const locale = useLocale();
  return useMemo(() => {
    // In the platform's zone: the order's times read as the store's clock says them (SPEC §3 timezone).
    const time = zonedFormat(locale, { hour: 'numeric', minute: '2-digit' });
    const dayTime = zonedFormat(locale, { weekday: 'short', day: 'numeric', month: 'short', hour: 'numeric', minute: '2-digit' });
    const date = zonedFormat(locale, { day: 'numeric', month: 'short', year: 'numeric' });
    // A slot's day is a calendar date: drawn as such, in UTC, whatever the zones.
    const day = new Intl.DateTimeFormat(locale, { weekday: 'short', day: 'numeric', month: 'short', timeZone: 'UTC' });
    const sameDay = isSameDay;
    return {
      /** A moment, with its day when that is not today. */
      at: (iso: string | Date, now: Date = new Date()) => {
        const when = typeof iso === 'string' ? new Date(iso) : iso;
        return sameDay(when, now) ? time.format(when) : dayTime.format(when);
      },
      /** True when the moment is on the same calendar day as `now` ("at 7:02 pm" rather than "on Mon 24 Nov, 7:02 pm"). */
      isToday: (iso: string, now: Date = new Date()) => sameDay(new Date(iso), now),
      date: (iso: string) => date.format(new Date(iso)),
      /** A slot's day, 'YYYY-MM-DD', as the calendar date it names. */
      slotDay: (ymd: string) => {
        const [y, m, d] = ymd.split('-').map(Number);
        return day.format(new Date(Date.UTC(y ?? 1970, (m ?? 1) - 1, d ?? 1)));
      },
    };
  }, [locale]);
}
