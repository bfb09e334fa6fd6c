import { WEEKDAYS, type DayHours, type OpeningHours, type Weekday } from './types';

/** ACF's day names in the fields `horario_<day>_abre` / `horario_<day>_cierra` (docs/editors.md). */
const ACF_DAYS: Record<Weekday, string> = {
  monday: 'lunes',
  tuesday: 'martes',
  wednesday: 'miercoles',
  thursday: 'jueves',
  friday: 'viernes',
  saturday: 'sabado',
  sunday: 'domingo',
};

/** A time picker's "H:i", or ACF's stored "H:i:s" when the companion plugin is absent (seconds dropped). */
const TIME = /^([01]\d|2[0-3]):([0-5]\d)(?::[0-5]\d)?$/;

const isEmpty = (value: unknown) => value === undefined || value === null || value === '';

/** Whether the post carries the opening-hours fields (only the phone-and-counters post's group does). */
export const hasHoursFields = (acf: Record<string, unknown>) =>
  Object.keys(acf).some((key) => /^horario_[a-z]+_(abre|cierra)$/.test(key));

/** Both times empty: closed; a malformed day is left out with a warning, costing a line, never the page. */
export function parseOpeningHours(
  acf: Record<string, unknown>,
  warn: (problem: string) => void,
): OpeningHours {
  const week: DayHours[] = [];
  for (const day of WEEKDAYS) {
    const opensKey = `horario_${ACF_DAYS[day]}_abre`;
    const closesKey = `horario_${ACF_DAYS[day]}_cierra`;
    const [opens, closes] = [acf[opensKey], acf[closesKey]];
    if (isEmpty(opens) && isEmpty(closes)) {
      week.push({ day, closed: true });
      continue;
    }
    const problem = dayProblem(opensKey, opens, closesKey, closes);
    if (problem) {
      warn(`${problem}; ${day} left out of the opening hours`);
      continue;
    }
    week.push({ day, opens: (opens as string).slice(0, 5), closes: (closes as string).slice(0, 5) });
  }
  return week;
}

function dayProblem(opensKey: string, opens: unknown, closesKey: string, closes: unknown): string | null {
  for (const [key, value] of [
    [opensKey, opens],
    [closesKey, closes],
  ] as const) {
    if (isEmpty(value)) return `acf.${key} is empty while the other time of the day is set`;
    if (typeof value !== 'string' || !TIME.test(value))
      return `acf.${key} is not a time (HH:MM): ${JSON.stringify(value)}`;
  }
  if ((closes as string).slice(0, 5) <= (opens as string).slice(0, 5)) {
    return `acf.${closesKey} (${String(closes)}) is not after acf.${opensKey} (${String(opens)})`;
  }
  return null;
}
