import { assertLocale } from '@/lib/i18n/assert-locale';
import { LOCALES } from '@/lib/i18n/locales';
import { buildDirectoryWords } from '@/lib/search';

export const dynamic = 'force-static';
export const dynamicParams = false;

export function generateStaticParams() {
  return LOCALES.map((lang) => ({ lang }));
}

// GET /<lang>/directory-words.json: what the directory finder matches each provider on, built and refreshed
// with the pages.
export async function GET(_request: Request, { params }: { params: Promise<{ lang: string }> }) {
  const lang = assertLocale((await params).lang);
  return Response.json(await buildDirectoryWords(lang));
}
