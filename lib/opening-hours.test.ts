import { hoursRows, openingHoursSpecification } from './opening-hours';
import type { OpeningHours } from './wordpress/types';

const open = (day: OpeningHours[number]['day'], opens: string, closes: string) => ({ day, opens, closes });
const closed = (day: OpeningHours[number]['day']) => ({ day, closed: true as const });

const PLAZA: OpeningHours = [
  open('monday', '08:00', '20:00'),
  open('tuesday', '08:00', '20:00'),
  open('wednesday', '08:00', '20:00'),
  open('thursday', '08:00', '20:00'),
  open('friday', '08:00', '20:00'),
  open('saturday', '08:00', '14:00'),
  closed('sunday'),
];

const shown = (rows: ReturnType<typeof hoursRows>) =>
  rows.map(
    (row) => `${row.days}: ${row.hours ? `${row.hours.opens.text} – ${row.hours.closes.text}` : 'closed'}`,
  );

describe('the hours as a visitor reads them', () => {
  it('groups consecutive days with the same hours, in English', () => {
    expect(shown(hoursRows(PLAZA, 'en', '{from} to {to}'))).toEqual([
      'Monday to Friday: 8:00 AM – 8:00 PM',
      'Saturday: 8:00 AM – 2:00 PM',
      'Sunday: closed',
    ]);
  });

  it('and in Spanish, with the 24-hour clock', () => {
    expect(shown(hoursRows(PLAZA, 'es', '{from} a {to}'))).toEqual([
      'Lunes a viernes: 8:00 – 20:00',
      'Sábado: 8:00 – 14:00',
      'Domingo: closed',
    ]);
  });

  it('says two days as a pair, and a day left out (malformed) breaks a run', () => {
    const week = [
      open('monday', '09:00', '17:00'),
      open('tuesday', '09:00', '17:00'),
      open('thursday', '09:00', '17:00'),
      closed('saturday'),
      closed('sunday'),
    ];
    expect(shown(hoursRows(week, 'en', '{from} to {to}'))).toEqual([
      'Monday and Tuesday: 9:00 AM – 5:00 PM',
      'Thursday: 9:00 AM – 5:00 PM',
      'Saturday and Sunday: closed',
    ]);
    expect(hoursRows(week, 'es', '{from} a {to}')[0]?.days).toBe('Lunes y martes');
  });

  it('keeps the machine-readable times for <time dateTime>', () => {
    expect(hoursRows(PLAZA, 'en', '{from} to {to}')[0]?.hours).toEqual({
      opens: { value: '08:00', text: '8:00 AM' },
      closes: { value: '20:00', text: '8:00 PM' },
    });
  });
});

describe('openingHoursSpecification', () => {
  it('one entry per set of hours; closed days open and close at midnight (schema.org)', () => {
    const days = (...names: string[]) => names.map((name) => `https://schema.org/${name}`);
    expect(openingHoursSpecification(PLAZA)).toEqual([
      {
        '@type': 'OpeningHoursSpecification',
        dayOfWeek: days('Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday'),
        opens: '08:00',
        closes: '20:00',
      },
      { '@type': 'OpeningHoursSpecification', dayOfWeek: days('Saturday'), opens: '08:00', closes: '14:00' },
      { '@type': 'OpeningHoursSpecification', dayOfWeek: days('Sunday'), opens: '00:00', closes: '00:00' },
    ]);
  });

  it('leaves out a day it does not know', () => {
    expect(openingHoursSpecification([open('monday', '08:00', '20:00')])).toHaveLength(1);
  });
});
