import { makePost } from '@/test/wordpress-fixtures';

import { parseOpeningHours } from './opening-hours';
import { reshapePost } from './reshape';

const DAYS = ['lunes', 'martes', 'miercoles', 'jueves', 'viernes', 'sabado', 'domingo'];

/** The opening-hours fields (docs/editors.md), each day 08:00-20:00 unless `overrides` says otherwise. */
function week(overrides: Record<string, unknown> = {}): Record<string, unknown> {
  return {
    ...Object.fromEntries(
      DAYS.flatMap((day) => [
        [`horario_${day}_abre`, '08:00'],
        [`horario_${day}_cierra`, '20:00'],
      ]),
    ),
    ...overrides,
  };
}

const parse = (acf: Record<string, unknown>) => {
  const warnings: string[] = [];
  return { hours: parseOpeningHours(acf, (message) => warnings.push(message)), warnings };
};

describe('opening hours from the ACF time pickers', () => {
  it('reads "H:i" (the return format) and "H:i:s" (what ACF’s REST API answers) alike', () => {
    const { hours, warnings } = parse(
      week({ horario_lunes_abre: '07:30:00', horario_lunes_cierra: '19:45:00' }),
    );
    expect(hours[0]).toEqual({ day: 'monday', opens: '07:30', closes: '19:45' });
    expect(hours[1]).toEqual({ day: 'tuesday', opens: '08:00', closes: '20:00' });
    expect(hours).toHaveLength(7);
    expect(warnings).toEqual([]);
  });

  it('both times empty ("" or null, never saved) is a closed day', () => {
    const { hours, warnings } = parse(
      week({
        horario_sabado_abre: '',
        horario_sabado_cierra: '',
        horario_domingo_abre: null,
        horario_domingo_cierra: null,
      }),
    );
    expect(hours.slice(5)).toEqual([
      { day: 'saturday', closed: true },
      { day: 'sunday', closed: true },
    ]);
    expect(warnings).toEqual([]);
  });

  it('one time empty is malformed: warned, naming the field, and the day left out (unknown, not closed)', () => {
    const { hours, warnings } = parse(week({ horario_martes_cierra: '' }));
    expect(hours.map((day) => day.day)).toEqual([
      'monday',
      'wednesday',
      'thursday',
      'friday',
      'saturday',
      'sunday',
    ]);
    expect(warnings).toEqual([
      'acf.horario_martes_cierra is empty while the other time of the day is set; tuesday left out of the opening hours',
    ]);
  });

  it.each([
    ['8am', 'is not a time'],
    ['25:00', 'is not a time'],
    ['08:60', 'is not a time'],
    [800, 'is not a time'],
    ['<script>alert(1)</script>', 'is not a time'],
  ])('an opening time of %p is malformed (%s) and skipped', (value, problem) => {
    const { hours, warnings } = parse(week({ horario_jueves_abre: value }));
    expect(hours.some((day) => day.day === 'thursday')).toBe(false);
    expect(warnings).toHaveLength(1);
    expect(warnings[0]).toContain(`acf.horario_jueves_abre ${problem}`);
  });

  it('a closing time not after the opening is malformed', () => {
    const { hours, warnings } = parse(
      week({ horario_viernes_abre: '20:00', horario_viernes_cierra: '08:00' }),
    );
    expect(hours.some((day) => day.day === 'friday')).toBe(false);
    expect(warnings[0]).toMatch(
      /^acf\.horario_viernes_cierra \(08:00\) is not after acf\.horario_viernes_abre \(20:00\)/,
    );
  });

  it('a post without the fields has no hours; one with them has its week, warnings naming the post', () => {
    const ctx = (warnings: string[]) => ({
      uploadsUrl: '/u',
      origin: 'category 25',
      warn: (message: string) => warnings.push(message),
    });
    const warnings: string[] = [];
    const plain = reshapePost(makePost(7), ctx(warnings));
    expect('value' in plain && plain.value.hours).toBeNull();
    const counters = reshapePost(makePost(201, { acf: week({ horario_lunes_abre: 'soon' }) }), ctx(warnings));
    expect('value' in counters && counters.value.hours?.length).toBe(6);
    expect(warnings).toEqual([
      expect.stringMatching(/^post 201 in category 25: acf\.horario_lunes_abre is not a time/),
    ]);
  });
});
