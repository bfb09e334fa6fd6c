import 'server-only';

import en from '@/content/i18n/en.json';
import es from '@/content/i18n/es.json';
import { escapeHtml } from '@/lib/contact/html-page';
import { LOCALES, type Locale } from '@/lib/i18n/locales';
import { PLAZA } from '@/lib/plaza';
import { pathFor } from '@/lib/routes';

const TEXT = { es: es.preview.page, en: en.preview.page } as const;

export type Refusal = 'invalid' | 'expired' | 'forbidden' | 'off';

/** Colours are the site's tokens (globals.css) written out: this page ships without the site's CSS. */
const STYLE = `body{margin:0;font:1rem/1.6 system-ui,sans-serif;color:#1b1f24;background:#fff}
main{max-width:40rem;margin:0 auto;padding:2rem 1rem}h1{font-size:1.5rem;color:#0b5c7a;margin:0 0 1rem}
section+section{border-top:1px solid #5d6b7a;margin-top:1.5rem;padding-top:1rem}a{color:#0b5c7a}
:focus-visible{outline:3px solid #b8452b;outline-offset:2px}`;

/**
 * The short page a refused preview link gets (401, or 404 while preview is off), in both languages: the
 * language of the post is not known before the link is trusted. `reopen` is WordPress's own preview address
 * of the post, offered when the link was genuine but expired: WordPress makes a fresh link from it.
 */
export function refusalPage(reason: Refusal, reopen?: string): string {
  const part = (lang: Locale) => {
    const text = TEXT[lang];
    const again =
      reason === 'expired' && reopen
        ? `<p><a href="${escapeHtml(reopen)}">${escapeHtml(text.reopen)}</a></p>`
        : reason === 'off'
          ? ''
          : `<p>${escapeHtml(text.again)}</p>`;
    return `<section lang="${lang}"><h${lang === 'es' ? 1 : 2}>${escapeHtml(text.title)}</h${lang === 'es' ? 1 : 2}><p>${escapeHtml(text[reason])}</p>${again}<p><a href="${pathFor('home', lang)}">${escapeHtml(text.home)}</a></p></section>`;
  };
  return `<!doctype html>
<html lang="es"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="robots" content="noindex"><title>${escapeHtml(`${TEXT.es.title} · ${TEXT.en.title} - ${PLAZA.name}`)}</title><style>${STYLE}</style></head>
<body><main>${LOCALES.map(part).join('')}</main></body></html>`;
}
