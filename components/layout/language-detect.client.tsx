'use client';

import { useRouter } from 'next/navigation';
import { useEffect } from 'react';

import { localeFromLanguages } from '@/lib/i18n/locales';
import { readStoredLang, storeLang } from '@/lib/i18n/stored-lang';

/** `/`: the stored choice wins, else the browser language (es* → /es, anything else → /en). */
export function LanguageDetect() {
  const router = useRouter();
  useEffect(() => {
    const lang =
      readStoredLang() ??
      localeFromLanguages(navigator.languages?.length ? navigator.languages : [navigator.language]);
    storeLang(lang);
    router.replace(`/${lang}`);
  }, [router]);
  return null;
}
