import { PlazaNotFound } from '@/components/layout/plaza-not-found';
import { assertLocale } from '@/lib/i18n/assert-locale';

/**
 * `/es/404`, `/en/404`: the plaza's not-found page, pre-rendered once per language. Unknown plaza addresses
 * are rewritten here (next.config.mjs, `fallback` rewrites: only after every route has declined the path),
 * so `/en/nope` answers 404 with this page from the cache, never rendering anything per request.
 * The layout draws the page; the page only sets the status.
 */
export default async function PlazaNotFoundLayout({ children, params }: LayoutProps<'/[lang]/404'>) {
  return <PlazaNotFound lang={assertLocale((await params).lang)}>{children}</PlazaNotFound>;
}
