'use client';

import { useEffect } from 'react';

/**
 * The global not-found page is bilingual (Next renders it without knowing the path). With JavaScript it
 * keeps only the block of the language the address starts with (`/en/…`, `/es/…`) and sets <html lang>.
 */
export function NotFoundLanguage() {
  useEffect(() => {
    const lang = window.location.pathname.match(/^\/(es|en)(\/|$)/)?.[1];
    if (!lang) return;
    document.documentElement.lang = lang;
    document.querySelectorAll<HTMLElement>('[data-not-found-lang]').forEach((block) => {
      block.hidden = block.dataset.notFoundLang !== lang;
    });
  }, []);
  return null;
}
