import { PlazaNotFound } from '@/components/layout/plaza-not-found';
import { isSparePage } from '@/components/plaza-page';
import { assertLocale } from '@/lib/i18n/assert-locale';
import { resolvePage } from '@/lib/routes';

/**
 * Passes every plaza page through, but for a spare gallery page (past the last picture), which it draws as
 * the plaza's not-found page around the page's 404 status (see `/[lang]/404`): in full in the HTML, in the
 * address's language. When pictures are added, revalidation turns the spare into a gallery page.
 */
export default async function PlazaPageLayout({ children, params }: LayoutProps<'/[lang]/[[...slug]]'>) {
  const { lang: rawLang, slug } = await params;
  const lang = assertLocale(rawLang);
  const resolved = resolvePage(lang, slug);
  if (resolved && (await isSparePage(resolved.kind, resolved.page)))
    return <PlazaNotFound lang={lang}>{children}</PlazaNotFound>;
  return children;
}
