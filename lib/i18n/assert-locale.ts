import { notFound } from 'next/navigation';

import { isLocale, type Locale } from './locales';

/** Narrows a route segment to a locale, or answers 404. */
export function assertLocale(value: string): Locale {
  if (!isLocale(value)) notFound();
  return value;
}
