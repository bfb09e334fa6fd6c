import { createRequire } from 'node:module';

import { getDictionary } from '@/lib/i18n/dictionary';
import { LOCALES, isLocale } from '@/lib/i18n/locales';
import { PLAZA } from '@/lib/plaza';
import { PAGE_KINDS, type PageKind } from '@/lib/routes';
import { OG_CARD } from '@/lib/seo';
import { siteSettings } from '@/lib/site';

/**
 * The share card of a plaza page without a featured image (docs/architecture.md, "Share images"),
 * pre-rendered at build for every page kind and language, never per request. Drawn as SVG (DejaVu Sans,
 * Debian's default font) and rastered by sharp (Next's own image library).
 */
// A synchronous require, invisible to the bundler: an `import` of sharp (or of `next/og`) makes this route an
// async module, and one async module puts Turbopack's async-module runtime into every page's first load.
const sharp = createRequire(import.meta.url)('sharp') as typeof import('sharp').default;

export const size = OG_CARD.size;
export const contentType = OG_CARD.contentType;
export const dynamicParams = false;

export function generateStaticParams() {
  return LOCALES.flatMap((lang) => PAGE_KINDS.map((kind) => ({ lang, kind })));
}

const isPageKind = (value: string): value is PageKind => (PAGE_KINDS as string[]).includes(value);

const escapeXml = (text: string) => text.replace(/[&<>"']/g, (char) => `&#${char.charCodeAt(0)};`);

/** The card as SVG: the plaza's mark and name, the page's name, the address, the accent bar. */
function cardSvg(title: string, address: string): string {
  const { width, height } = OG_CARD.size;
  const text = (y: number, size: number, fill: string, content: string, weight = 'normal') =>
    `<text x="80" y="${y}" font-family="DejaVu Sans, Verdana, sans-serif" font-size="${size}" font-weight="${weight}" fill="${fill}">${escapeXml(content)}</text>`;
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}" viewBox="0 0 ${width} ${height}">
<defs><linearGradient id="g" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="#073f54"/><stop offset=".55" stop-color="#0b5c7a"/><stop offset="1" stop-color="#177a9c"/></linearGradient></defs>
<rect width="${width}" height="${height}" fill="url(#g)"/><rect y="${height - 16}" width="${width}" height="16" fill="#b8452b"/>
<g transform="translate(80 64) scale(2.45)"><rect width="36" height="36" rx="8" fill="#fff"/><path d="M18 7 8 14v15h7v-8h6v8h7V14z" fill="#0b5c7a"/><path d="M16.5 15h3v2.5H22v3h-2.5V23h-3v-2.5H14v-3h2.5z" fill="#b8452b"/></g>
<text x="192" y="124" font-family="DejaVu Sans, Verdana, sans-serif" font-size="46" fill="#fff">${escapeXml(PLAZA.name)}</text>
${text(440, title.length > 18 ? 84 : 100, '#fff', title, 'bold')}
${text(520, 34, '#d7e9f0', address)}
</svg>`;
}

export default async function ShareCard({ params }: { params: Promise<{ lang: string; kind: string }> }) {
  const { lang, kind } = await params;
  if (!isLocale(lang) || !isPageKind(kind)) throw new Error(`no share card for ${lang}/${kind}`);
  const { address } = siteSettings();
  const svg = cardSvg(
    getDictionary(lang).nav[kind],
    `${address.street}, ${address.neighbourhood} · ${address.city}, ${address.region}`,
  );
  const png = await sharp(Buffer.from(svg)).png().toBuffer();
  return new Response(new Uint8Array(png), { headers: { 'content-type': OG_CARD.contentType } });
}
