import { relativeTime } from './comments-list';

describe('relative comment times', () => {
  const now = Date.parse('2026-11-21T12:00:00Z');
  it.each([
    ['2026-11-21T11:58:00Z', 'es', 'hace 2 minutos'],
    ['2026-11-20T12:00:00Z', 'es', 'ayer'],
    ['2026-10-31T12:00:00Z', 'en', '3 weeks ago'],
    ['2025-11-21T12:00:00Z', 'en', 'last year'],
  ] as const)('%s in %s → %s', (iso, lang, expected) => {
    expect(relativeTime(iso, lang, now)).toBe(expected);
  });
});
