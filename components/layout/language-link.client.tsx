'use client';

import Link from 'next/link';
import { useEffect, type ReactNode } from 'react';

import { isLocale, type Locale } from '@/lib/i18n/locales';
import { storeLang } from '@/lib/i18n/stored-lang';

/** Whether this document was opened from a page of this site in another language than `lang`. */
function openedFromOtherLanguage(lang: Locale): boolean {
  if (!document.referrer) return false;
  const from = new URL(document.referrer);
  const fromLang = from.pathname.split('/')[1];
  return from.origin === window.location.origin && isLocale(fromLang) && fromLang !== lang;
}

/** A link to the same page in another language that also remembers the choice (localStorage `lang`). */
export function LanguageLink({
  lang,
  href,
  current,
  className,
  children,
}: {
  lang: Locale;
  href: string;
  current: boolean;
  className?: string;
  children: ReactNode;
}) {
  // Clicked before its page hydrated, a language link is a plain link and stores nothing: so the page it opens
  // stores its own language when it was opened from this site in the other one (the referrer policy sends
  // same-origin addresses whole). A visitor who followed any link across languages has chosen this one.
  useEffect(() => {
    if (current && openedFromOtherLanguage(lang)) storeLang(lang);
  }, [current, lang]);
  return (
    <Link
      href={href}
      hrefLang={lang}
      lang={lang}
      className={className}
      aria-current={current ? 'true' : undefined}
      onClick={() => storeLang(lang)}
    >
      {children}
    </Link>
  );
}
