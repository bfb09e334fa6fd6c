import { ContactSection } from '@/components/contact/contact-section';
import { ScrollToTop } from '@/components/layout/scroll-to-top.client';
import { SiteFooter } from '@/components/layout/site-footer';
import { SiteHeader } from '@/components/layout/site-header';
import { ContactPage } from '@/components/sections/contact-page';
import { DirectoryPage } from '@/components/sections/directory-page';
import { GalleryPage } from '@/components/sections/gallery-page';
import { HomePage } from '@/components/sections/home/home-page';
import { MedicalCentrePage } from '@/components/sections/medical-centre-page';
import { PreviewBar } from '@/components/preview/preview-bar';
import { PharmacyPage } from '@/components/sections/pharmacy-page';
import { SitePlanPage } from '@/components/sections/site-plan-page';
import { ArrowUpIcon } from '@/components/ui/icons';
import { getDictionary } from '@/lib/i18n/dictionary';
import type { Locale } from '@/lib/i18n/locales';
import { galleryPageCount, pagedPath, pathFor, type PageKind } from '@/lib/routes';
import { breadcrumbJsonLd, jsonLdScript, organisationJsonLd } from '@/lib/seo';
import { getGallery, getOpeningHours, getSection, type Post } from '@/lib/wordpress';

/** The post a single-post page shows (its section's newest), or its featured image for metadata. */
export async function pagePost(kind: PageKind, lang: Locale): Promise<Post | undefined> {
  switch (kind) {
    case 'home':
      return (await getSection('heroSlides', lang))[0];
    case 'medicalCentre':
    case 'pharmacy':
    case 'contact':
    case 'sitePlan':
      return (await getSection(kind, lang))[0];
    default:
      return undefined;
  }
}

/**
 * A gallery page past the last picture: pre-rendered (a spare, so the gallery can grow without a build) but
 * shown as the not-found page until editors add pictures.
 */
export async function isSparePage(kind: PageKind, page: number): Promise<boolean> {
  return kind === 'gallery' && page > galleryPageCount((await getGallery()).length);
}

async function body(kind: PageKind, lang: Locale, page: number, path: string) {
  switch (kind) {
    case 'home':
      return <HomePage lang={lang} />;
    case 'directory':
      return (
        <DirectoryPage
          lang={lang}
          providers={await getSection('directory', lang)}
          otherLanguage={await getSection('directory', lang === 'es' ? 'en' : 'es')}
        />
      );
    case 'gallery':
      return <GalleryPage lang={lang} media={await getGallery()} page={page} />;
    case 'medicalCentre':
      return <MedicalCentrePage lang={lang} post={await pagePost(kind, lang)} />;
    case 'pharmacy':
      return (
        <PharmacyPage
          lang={lang}
          post={await pagePost(kind, lang)}
          messageForm={<ContactSection lang={lang} variant="pharmacy" returnPath={path} />}
        />
      );
    case 'contact':
      return (
        <ContactPage
          lang={lang}
          post={await pagePost(kind, lang)}
          hours={await getOpeningHours(lang)}
          contactForm={<ContactSection lang={lang} variant="contact" returnPath={path} />}
        />
      );
    case 'sitePlan':
      return <SitePlanPage lang={lang} post={await pagePost(kind, lang)} />;
  }
}

/** Header, the page's screen, footer, scroll-to-top and structured data: every plaza page. */
/** `path` is where the page is served (`/contact` for the English alias): forms post back there. */
export async function PlazaPage({
  lang,
  kind,
  page = 1,
  path = pathFor(kind, lang),
}: {
  lang: Locale;
  kind: PageKind;
  page?: number;
  path?: string;
}) {
  const dict = getDictionary(lang);
  const [post, hours] = await Promise.all([pagePost(kind, lang), getOpeningHours(lang)]);
  const jsonLd = jsonLdScript([
    ...organisationJsonLd(kind, lang, post?.image, hours),
    breadcrumbJsonLd(kind, lang, page),
  ]);
  return (
    <>
      <PreviewBar lang={lang} kind={kind} path={page > 1 ? pagedPath(kind, lang, page) : path} />
      <SiteHeader lang={lang} kind={kind} page={page} />
      <main id="main" tabIndex={-1}>
        {await body(kind, lang, page, path)}
      </main>
      <SiteFooter lang={lang} />
      <ScrollToTop label={dict.nav.scrollTop} icon={<ArrowUpIcon />} />
      <script type="application/ld+json" dangerouslySetInnerHTML={{ __html: jsonLd }} />
    </>
  );
}
