import 'server-only';

import type { Metadata } from 'next';

import { serverEnv } from '@/lib/env';
import { getDictionary } from '@/lib/i18n/dictionary';
import type { Locale } from '@/lib/i18n/locales';
import { openingHoursSpecification } from '@/lib/opening-hours';
import { PLAZA } from '@/lib/plaza';
import { pagedPath, pathFor, type PageKind } from '@/lib/routes';
import { siteSettings } from '@/lib/site';
import type { OpeningHours, WpImage } from '@/lib/wordpress';

const OG_LOCALE: Record<Locale, string> = { es: 'es_MX', en: 'en_US' };

export const absoluteUrl = (path: string) => new URL(path, `${serverEnv().siteUrl}/`).toString();

/** The generated share card of a page without a featured image (app/og/[lang]/[kind]/opengraph-image.tsx). */
export const OG_CARD = { size: { width: 1200, height: 630 }, contentType: 'image/png' } as const;

/** What a shared link shows: the page's featured image, else its generated card, both with alt text. */
function shareImage(kind: PageKind, lang: Locale, title: string, image: WpImage | null | undefined) {
  if (image)
    return { url: absoluteUrl(image.src), width: image.width, height: image.height, alt: image.alt || title };
  return {
    url: absoluteUrl(`/og/${lang}/${kind}/opengraph-image`),
    ...OG_CARD.size,
    type: OG_CARD.contentType,
    alt: title,
  };
}

export function plazaMetadata(
  kind: PageKind,
  lang: Locale,
  options: { page?: number; image?: WpImage | null; canonicalPath?: string } = {},
): Metadata {
  const meta = getDictionary(lang).meta;
  const { title: baseTitle, description, keywords } = meta[kind];
  const page = options.page ?? 1;
  const title = page > 1 ? `${baseTitle} (${meta.pageNumber.replace('{n}', String(page))})` : baseTitle;
  const canonical = absoluteUrl(options.canonicalPath ?? pagedPath(kind, lang, page));
  const images = [shareImage(kind, lang, baseTitle, options.image)];
  return {
    title,
    description,
    keywords,
    robots: { index: true, follow: true },
    alternates: {
      canonical,
      languages: {
        es: absoluteUrl(pagedPath(kind, 'es', page)),
        en: absoluteUrl(pagedPath(kind, 'en', page)),
        'x-default': absoluteUrl('/'),
      },
    },
    openGraph: {
      type: 'website',
      siteName: PLAZA.name,
      title,
      description,
      url: canonical,
      locale: OG_LOCALE[lang],
      alternateLocale: OG_LOCALE[lang === 'es' ? 'en' : 'es'],
      images,
    },
    twitter: { card: 'summary_large_image', title, description, images: images.map((image) => image.url) },
  };
}

export function notFoundMetadata(lang: Locale): Metadata {
  return {
    title: `${getDictionary(lang).notFound.title} - ${PLAZA.name}`,
    robots: { index: false, follow: true },
  };
}

type JsonLd = Record<string, unknown>;

function postalAddress(): JsonLd {
  const { address } = siteSettings();
  return {
    '@type': 'PostalAddress',
    streetAddress: `${address.street}, ${address.neighbourhood}`,
    addressLocality: address.city,
    addressRegion: address.region,
    postalCode: address.postalCode,
    addressCountry: address.country,
  };
}

/** The plaza on every page and, on their own pages, the medical centre and the pharmacy (not its hours). */
export function organisationJsonLd(
  kind: PageKind,
  lang: Locale,
  image?: WpImage | null,
  hours?: OpeningHours | null,
): JsonLd[] {
  const settings = siteSettings();
  const nav = getDictionary(lang).nav;
  const plazaId = absoluteUrl('/#plaza');
  const plaza: JsonLd = {
    '@type': 'ShoppingCenter',
    '@id': plazaId,
    name: settings.name,
    url: absoluteUrl(pathFor('home', lang)),
    address: postalAddress(),
    telephone: settings.phones.map((phone) => phone.tel),
    email: settings.email,
    geo: { '@type': 'GeoCoordinates', latitude: settings.geo.latitude, longitude: settings.geo.longitude },
    sameAs: [settings.social.facebook, settings.social.instagram].filter(Boolean),
    ...(hours ? { openingHoursSpecification: openingHoursSpecification(hours) } : {}),
  };
  const tenant = (type: string, name: string): JsonLd => ({
    '@type': type,
    name,
    url: absoluteUrl(pathFor(kind, lang)),
    address: postalAddress(),
    telephone: settings.phones[0].tel,
    containedInPlace: { '@id': plazaId },
    ...(image ? { image: absoluteUrl(image.src) } : {}),
  });
  if (kind === 'medicalCentre') return [plaza, tenant('MedicalClinic', nav.medicalCentre)];
  if (kind === 'pharmacy') return [plaza, tenant('Pharmacy', nav.pharmacy)];
  return [plaza];
}

export function breadcrumbJsonLd(kind: PageKind, lang: Locale, page = 1): JsonLd {
  const nav = getDictionary(lang).nav;
  const meta = getDictionary(lang).meta;
  const crumbs = [{ name: nav.home, path: pathFor('home', lang) }];
  if (kind !== 'home') crumbs.push({ name: nav[kind], path: pathFor(kind, lang) });
  if (page > 1)
    crumbs.push({ name: meta.pageNumber.replace('{n}', String(page)), path: pagedPath(kind, lang, page) });
  return {
    '@type': 'BreadcrumbList',
    itemListElement: crumbs.map((crumb, index) => ({
      '@type': 'ListItem',
      position: index + 1,
      name: crumb.name,
      item: absoluteUrl(crumb.path),
    })),
  };
}

/** Serialises JSON-LD for a <script> tag; `<` is escaped so no value can close the tag. */
export function jsonLdScript(items: JsonLd[]): string {
  return JSON.stringify({ '@context': 'https://schema.org', '@graph': items }).replace(/</g, '\\u003c');
}
