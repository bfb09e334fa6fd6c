import 'server-only';

import { cache } from 'react';

import en from '@/content/i18n/en.json';
import es from '@/content/i18n/es.json';

import type { Locale } from './locales';

/** UI strings. en.json is the reference shape; a test keeps es.json's keys identical. */
export type Dictionary = typeof en;

const DICTIONARIES: Record<Locale, Dictionary> = { es, en };

export const getDictionary = cache((lang: Locale): Dictionary => DICTIONARIES[lang]);
