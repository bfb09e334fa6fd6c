import en from '@/content/i18n/en.json';
import ERROR_TEXT from '@/content/i18n/error.json';
import es from '@/content/i18n/es.json';

import { localeFromLanguages } from './locales';

function keys(value: unknown, prefix = ''): string[] {
  if (!value || typeof value !== 'object' || Array.isArray(value)) return [prefix];
  return Object.entries(value).flatMap(([key, inner]) => keys(inner, prefix ? `${prefix}.${key}` : key));
}

describe('UI dictionaries', () => {
  it('es.json and en.json have exactly the same keys', () => {
    expect(keys(es).sort()).toEqual(keys(en).sort());
  });

  it('the error screen, kept apart so it ships alone, has the same strings in both languages', () => {
    expect(keys(ERROR_TEXT.es).sort()).toEqual(keys(ERROR_TEXT.en).sort());
    expect(keys(ERROR_TEXT.es)).toEqual(expect.arrayContaining(['title', 'text', 'retry']));
  });

  it('have no empty strings', () => {
    const empty = (dict: unknown) =>
      keys(dict).filter(
        (key) =>
          key.split('.').reduce<unknown>((node, part) => (node as Record<string, unknown>)[part], dict) ===
          '',
      );
    expect(empty(es)).toEqual([]);
    expect(empty(en)).toEqual([]);
  });
});

describe('browser language detection', () => {
  it.each([
    [['es-MX', 'en'], 'es'],
    [['es'], 'es'],
    [['fr-FR', 'es'], 'en'],
    [['en-US'], 'en'],
    [[], 'en'],
  ])('%p → %s', (languages, expected) => {
    expect(localeFromLanguages(languages)).toBe(expected);
  });
});
