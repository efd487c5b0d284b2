import { getSetting } from './settings';

/**
 * The platform's one clock (the `timezone` setting, SPEC §3): every date and time the app shows, and
 * every "today", is read in it, never in the device's zone. A phone set to another zone sees the
 * same days and times as the stores, the riders and the server do.
 */
const FALLBACK_ZONE = 'Asia/Kolkata';
const zoneChecks = new Map<string, boolean>();

function isZone(zone: string): boolean {
  let ok = zoneChecks.get(zone);
  if (ok === undefined) {
    try {
      new Intl.DateTimeFormat('en', { timeZone: zone });
      ok = true;
    } catch {
      ok = false;
    }
    zoneChecks.set(zone, ok);
  }
  return ok;
}

/** The platform's IANA zone, such as Asia/Kolkata. */
export function platformZone(): string {
  const zone = getSetting('timezone');
  return zone && isZone(zone) ? zone : FALLBACK_ZONE;
}

const formats = new Map<string, Intl.DateTimeFormat>();

/** An Intl date formatter in the platform's zone (made once per locale, zone and options). */
export function zonedFormat(locale: string | undefined, options: Intl.DateTimeFormatOptions): Intl.DateTimeFormat {
  const timeZone = platformZone();
  const key = `${locale ?? ''}|${timeZone}|${JSON.stringify(options)}`;
  let format = formats.get(key);
  if (!format) {
    format = new Intl.DateTimeFormat(locale, { ...options, timeZone });
    formats.set(key, format);
  }
  return format;
}

/** A formatter whose zone is looked up when it formats: for module-level formatters made before the settings came. */
export function lazyZonedFormat(locale: string | undefined, options: Intl.DateTimeFormatOptions): { format: (at: Date | number) => string } {
  return { format: (at) => zonedFormat(locale, options).format(at) };
}

/** The calendar day of a moment in the platform's zone, as YYYY-MM-DD. */
export function dayIn(at: Date | number): string {
  return zonedFormat('en-CA', { year: 'numeric', month: '2-digit', day: '2-digit' }).format(at);
}

/** Today in the platform's zone, as YYYY-MM-DD. */
export function platformToday(now: Date = new Date()): string {
  return dayIn(now);
}

/** A YYYY-MM-DD day moved by whole days (calendar arithmetic, no zone involved). */
export function addDays(day: string, days: number): string {
  const [y = 1970, m = 1, d = 1] = day.split('-').map(Number);
  return new Date(Date.UTC(y, m - 1, d + days)).toISOString().slice(0, 10);
}

/** True when two moments fall on the same day in the platform's zone. */
export function isSameDay(a: Date | number, b: Date | number): boolean {
  return dayIn(a) === dayIn(b);
}

function partsOf(at: Date | number): Record<'year' | 'month' | 'day' | 'hour' | 'minute' | 'second', number> {
  const parts = zonedFormat('en-US', { year: 'numeric', month: 'numeric', day: 'numeric', hour: 'numeric', minute: 'numeric', second: 'numeric', hourCycle: 'h23' }).formatToParts(at);
  const get = (type: Intl.DateTimeFormatPartTypes) => Number(parts.find((p) => p.type === type)?.value ?? 0);
  return { year: get('year'), month: get('month'), day: get('day'), hour: get('hour') % 24, minute: get('minute'), second: get('second') };
}

/** The hour (0–23) of a moment in the platform's zone. */
export function hourIn(at: Date | number): number {
  return partsOf(at).hour;
}

/** A moment as the platform's wall clock, YYYY-MM-DDTHH:MM (a datetime-local input's value). */
export function toWallTime(at: Date | number): string {
  const p = partsOf(at);
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${p.year}-${pad(p.month)}-${pad(p.day)}T${pad(p.hour)}:${pad(p.minute)}`;
}

/** The moment a platform wall-clock time (YYYY-MM-DDTHH:MM) names; null when it is not one. */
export function fromWallTime(text: string): Date | null {
  const match = /^(\d{4})-(\d{2})-(\d{2})T(\d{2}):(\d{2})$/.exec(text);
  if (!match) return null;
  const [, y, mo, d, h, mi] = match.map(Number) as [number, number, number, number, number, number];
  const asUtc = Date.UTC(y, mo - 1, d, h, mi);
  // The zone's offset at that moment, found from what the zone's clock reads then (twice, for a change of offset in between).
  let guess = asUtc;
  for (let i = 0; i < 2; i += 1) {
    const p = partsOf(guess);
    const offset = Date.UTC(p.year, p.month - 1, p.day, p.hour, p.minute, p.second) - guess;
    guess = asUtc - offset;
  }
  return new Date(guess);
}
