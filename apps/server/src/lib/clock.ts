/** Time comes in from outside so tests can pin it (STYLE 2). */
export interface Clock {
  now(): Date;
}

export const systemClock: Clock = { now: () => new Date() };

const dateFormatters = new Map<string, Intl.DateTimeFormat>();
/** The last answer per zone: every order asks for today's date (ICU is costly). */
const lastDate = new Map<string, { epochMinute: number; date: string }>();

/** The calendar date (YYYY-MM-DD) in a time zone, e.g. a slot's day in Asia/Kolkata. */
export function localDate(at: Date, timeZone: string): string {
  // Zone offsets are whole minutes, so every instant of one UTC minute falls on the same local date.
  const epochMinute = Math.floor(at.getTime() / 60_000);
  const last = lastDate.get(timeZone);
  if (last?.epochMinute === epochMinute) return last.date;
  let format = dateFormatters.get(timeZone);
  if (!format) {
    format = new Intl.DateTimeFormat('en-CA', { timeZone, year: 'numeric', month: '2-digit', day: '2-digit' });
    dateFormatters.set(timeZone, format);
  }
  const date = format.format(at);
  lastDate.set(timeZone, { epochMinute, date });
  return date;
}

const minuteFormatters = new Map<string, Intl.DateTimeFormat>();
/** The last answer per zone: a store list asks once per store within the same minute (ICU is costly). */
const lastMinute = new Map<string, { epochMinute: number; minutes: number }>();

/** Local minutes since midnight in a time zone; formatters are built once per zone (they are costly). */
export function localMinutes(at: Date, timeZone: string): number {
  // Zone offsets are whole minutes, so every instant of one UTC minute has the same local minute.
  const epochMinute = Math.floor(at.getTime() / 60_000);
  const last = lastMinute.get(timeZone);
  if (last?.epochMinute === epochMinute) return last.minutes;
  let format = minuteFormatters.get(timeZone);
  if (!format) {
    format = new Intl.DateTimeFormat('en-GB', { timeZone, hour: '2-digit', minute: '2-digit', hourCycle: 'h23' });
    minuteFormatters.set(timeZone, format);
  }
  const parts = format.formatToParts(at);
  const get = (type: string) => Number(parts.find((p) => p.type === type)?.value ?? 0);
  const minutes = get('hour') * 60 + get('minute');
  lastMinute.set(timeZone, { epochMinute, minutes });
  return minutes;
}

/** The instant local midnight began in a time zone ("today" for dashboards). Zone offsets are whole minutes. */
export function startOfLocalDay(at: Date, timeZone: string): Date {
  const minutes = localMinutes(at, timeZone);
  return new Date(at.getTime() - minutes * 60_000 - at.getUTCSeconds() * 1000 - at.getUTCMilliseconds());
}
