'use client';

import Link from 'next/link';
import type { ReactNode } from 'react';

import type { Locale } from '@/lib/i18n/locales';
import { storeLang } from '@/lib/i18n/stored-lang';

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
