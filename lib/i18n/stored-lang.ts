import { isLocale, type Locale } from './locales';

/** The spec's localStorage key; storage may be blocked. */
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
    // Storage blocked: the choice is not remembered.
  }
}
