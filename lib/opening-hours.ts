import type { Locale } from '@/lib/i18n/locales';
import { WEEKDAYS, type DayHours, type OpeningHours, type Weekday } from '@/lib/wordpress/types';

/** A time as WordPress holds it ("HH:MM", for `<time dateTime>`) and as the page's language writes it. */
export type ShownTime = { value: string; text: string };

/** One line of the hours as shown: a day or a run of days, and their hours (null: closed). */
export type HoursRow = { days: string; hours: { opens: ShownTime; closes: ShownTime } | null };

const INTL_LOCALE: Record<Locale, string> = { es: 'es-MX', en: 'en-US' };
// 1 January 2024 was a Monday: day i of the week is 1 + i January (UTC, so no zone can move it).
const dayName = (day: Weekday, lang: Locale) =>
  new Intl.DateTimeFormat(INTL_LOCALE[lang], { weekday: 'long', timeZone: 'UTC' }).format(
    Date.UTC(2024, 0, 1 + WEEKDAYS.indexOf(day)),
  );
const capitalise = (text: string) => text.charAt(0).toLocaleUpperCase() + text.slice(1);

/** "8:00 AM" in English, "8:00" (24 h, as Mexico writes it) in Spanish. */
function time(value: string, lang: Locale): string {
  const [hours = 0, minutes = 0] = value.split(':').map(Number);
  if (lang === 'es') return `${hours}:${String(minutes).padStart(2, '0')}`;
  return new Intl.DateTimeFormat(INTL_LOCALE.en, {
    hour: 'numeric',
    minute: '2-digit',
    timeZone: 'UTC',
  }).format(Date.UTC(2024, 0, 1, hours, minutes));
}

const sameHours = (a: DayHours, b: DayHours) =>
  'closed' in a ? 'closed' in b : !('closed' in b) && a.opens === b.opens && a.closes === b.closes;

const isNextDay = (a: DayHours, b: DayHours) => WEEKDAYS.indexOf(b.day) === WEEKDAYS.indexOf(a.day) + 1;

/** Runs of days with the same hours, a line each (`range`: "{from} to {to}"); a missing day breaks a run. */
export function hoursRows(week: OpeningHours, lang: Locale, range: string): HoursRow[] {
  const runs: DayHours[][] = [];
  for (const day of week) {
    const run = runs.at(-1);
    const last = run?.at(-1);
    if (run && last && isNextDay(last, day) && sameHours(last, day)) run.push(day);
    else runs.push([day]);
  }
  const pair = new Intl.ListFormat(INTL_LOCALE[lang], { type: 'conjunction' });
  return runs.map((run) => {
    const first = run[0]!;
    const last = run.at(-1)!;
    const names =
      run.length === 1
        ? dayName(first.day, lang)
        : run.length === 2
          ? pair.format([dayName(first.day, lang), dayName(last.day, lang)])
          : range.replace('{from}', dayName(first.day, lang)).replace('{to}', dayName(last.day, lang));
    if ('closed' in first) return { days: capitalise(names), hours: null };
    const shown = (value: string) => ({ value, text: time(value, lang) });
    return { days: capitalise(names), hours: { opens: shown(first.opens), closes: shown(first.closes) } };
  });
}

const SCHEMA_DAY = (day: Weekday) => `https://schema.org/${capitalise(day)}`;

/** One entry per set of hours; a closed day opens and closes at midnight, as schema.org reads it. */
export function openingHoursSpecification(week: OpeningHours): Record<string, unknown>[] {
  const groups = new Map<string, Weekday[]>();
  for (const day of week) {
    const key = 'closed' in day ? '00:00-00:00' : `${day.opens}-${day.closes}`;
    groups.set(key, [...(groups.get(key) ?? []), day.day]);
  }
  return [...groups].map(([key, days]) => {
    const [opens, closes] = key.split('-');
    return { '@type': 'OpeningHoursSpecification', dayOfWeek: days.map(SCHEMA_DAY), opens, closes };
  });
}
