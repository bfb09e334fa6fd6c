import { isLocale, type Locale } from './locales';

/** The visitor's chosen language lives in localStorage under `lang` (spec). Storage may be blocked. */
export const LANG_KEY = 'lang';

export function readStoredLang(): Locale | null {
  try {
    const value = window.localStorage.getItem(LANG_KEY);
    return isLocale(value) ? value : null;
  } catch {
    return null;
  }
}

export function storeLang(lang: Locale): void {
  try {
    window.localStorage.setItem(LANG_KEY, lang);
  } catch {
    // Private mode or storage disabled: the choice simply is not remembered.
  }
}
