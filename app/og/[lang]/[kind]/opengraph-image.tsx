import { ImageResponse } from 'next/og';

import { getDictionary } from '@/lib/i18n/dictionary';
import { LOCALES, isLocale } from '@/lib/i18n/locales';
import { PLAZA } from '@/lib/plaza';
import { PAGE_KINDS, type PageKind } from '@/lib/routes';
import { OG_CARD } from '@/lib/seo';
import { siteSettings } from '@/lib/site';

/**
 * The share card of a plaza page without a featured image (the directory, the gallery): the page's name in
 * its language on the plaza's colours, 1200 × 630. Next's opengraph-image convention, pre-rendered at build
 * for every page kind and language (14 PNGs, a few seconds), never per request. It lives outside the
 * (plaza) route group so its address carries no hash (lib/seo.ts points the pages at it), and outside the
 * pages' catch-all route, where Next does not allow it.
 */
export const size = OG_CARD.size;
export const contentType = OG_CARD.contentType;
export const dynamicParams = false;

export function generateStaticParams() {
  return LOCALES.flatMap((lang) => PAGE_KINDS.map((kind) => ({ lang, kind })));
}

const isPageKind = (value: string): value is PageKind => (PAGE_KINDS as string[]).includes(value);

/** The plaza's mark (components/ui/icons.tsx LogoMark), as an image: the card renderer draws no inline SVG. */
const MARK = `data:image/svg+xml,${encodeURIComponent(
  '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 36 36"><rect width="36" height="36" rx="8" fill="#fff"/><path d="M18 7 8 14v15h7v-8h6v8h7V14z" fill="#0b5c7a"/><path d="M16.5 15h3v2.5H22v3h-2.5V23h-3v-2.5H14v-3h2.5z" fill="#b8452b"/></svg>',
)}`;

export default async function ShareCard({ params }: { params: Promise<{ lang: string; kind: string }> }) {
  const { lang, kind } = await params;
  if (!isLocale(lang) || !isPageKind(kind)) throw new Error(`no share card for ${lang}/${kind}`);
  const dict = getDictionary(lang);
  const { address } = siteSettings();
  return new ImageResponse(
    (
      <div style={{ display: 'flex', flexDirection: 'column', justifyContent: 'space-between', width: '100%', height: '100%', padding: '64px 80px', background: 'linear-gradient(135deg, #073f54 0%, #0b5c7a 55%, #177a9c 100%)', color: '#fff', borderBottom: '16px solid #b8452b' }}>
        <div style={{ display: 'flex', alignItems: 'center', gap: 24 }}>
          <img src={MARK} width={88} height={88} alt="" />
          <span style={{ fontSize: 48, letterSpacing: 1 }}>{PLAZA.name}</span>
        </div>
        <div style={{ display: 'flex', flexDirection: 'column', gap: 20 }}>
          <span style={{ fontSize: 104, lineHeight: 1.05, letterSpacing: -1 }}>{dict.nav[kind]}</span>
          <span style={{ fontSize: 36, color: '#d7e9f0' }}>{`${address.street}, ${address.neighbourhood} · ${address.city}, ${address.region}`}</span>
        </div>
      </div>
    ),
    size,
  );
}
