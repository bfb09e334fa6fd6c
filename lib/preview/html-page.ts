import 'server-only';

import en from '@/content/i18n/en.json';
import es from '@/content/i18n/es.json';
import { escapeHtml } from '@/lib/contact/html-page';
import { LOCALES, type Locale } from '@/lib/i18n/locales';
import { PLAZA } from '@/lib/plaza';
import { pathFor } from '@/lib/routes';

const TEXT = { es: es.preview.page, en: en.preview.page } as const;

export type Refusal = 'invalid' | 'expired' | 'used' | 'forbidden' | 'unavailable' | 'off';

export type RefusalOptions = {
  /** WordPress's preview address of the post, which makes a fresh link. */
  reopen?: string;
  /** The same link, still unused, to try once WordPress answers. */
  retry?: string;
  lang?: Locale;
};

/** Colours are the site's tokens (globals.css) written out: this page ships without the site's CSS. */
const STYLE = `body{margin:0;font:1rem/1.6 system-ui,sans-serif;color:#1b1f24;background:#fff}
main{max-width:40rem;margin:0 auto;padding:2rem 1rem}h1{font-size:1.5rem;color:#0b5c7a;margin:0 0 1rem}
section+section{border-top:1px solid #5d6b7a;margin-top:1.5rem;padding-top:1rem}a{color:#0b5c7a}
:focus-visible{outline:3px solid #b8452b;outline-offset:2px}`;

const link = (href: string, text: string) => `<p><a href="${escapeHtml(href)}">${escapeHtml(text)}</a></p>`;

/** The page of a refused link: in both languages (the post's is unknown), or the editor's when retrying. */
export function refusalPage(reason: Refusal, { reopen, retry, lang }: RefusalOptions = {}): string {
  const part = (lang: Locale, index: number) => {
    const text = TEXT[lang];
    const heading = index === 0 ? 'h1' : 'h2';
    const again =
      reason === 'unavailable' && retry
        ? link(retry, text.tryAgain)
        : (reason === 'expired' || reason === 'used') && reopen
          ? link(reopen, text.reopen)
          : reason === 'off'
            ? ''
            : `<p>${escapeHtml(text.again)}</p>`;
    return `<section lang="${lang}"><${heading}>${escapeHtml(text.title)}</${heading}><p>${escapeHtml(text[reason])}</p>${again}${link(pathFor('home', lang), text.home)}</section>`;
  };
  const langs = reason === 'unavailable' && lang ? [lang] : LOCALES;
  const title = langs.map((each) => TEXT[each].title).join(' · ');
  return `<!doctype html>
<html lang="${langs[0]}"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="robots" content="noindex"><title>${escapeHtml(`${title} - ${PLAZA.name}`)}</title><style>${STYLE}</style></head>
<body><main>${langs.map(part).join('')}</main></body></html>`;
}
