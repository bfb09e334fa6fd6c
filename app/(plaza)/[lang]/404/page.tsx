import type { Metadata } from 'next';

import { NotFoundStatus } from '@/components/layout/not-found-status';
import { assertLocale } from '@/lib/i18n/assert-locale';
import { notFoundMetadata } from '@/lib/seo';

/**
 * A CDN keeps a plaza 404 as long as a page (the default REVALIDATE_SECONDS; route config takes only a
 * literal): long enough to absorb a flood of one junk address, short enough that a page added by the next
 * deployment is not hidden behind a year-old 404, which is what a page without data would get.
 */
export const revalidate = 300;

export async function generateMetadata({ params }: PageProps<'/[lang]/404'>): Promise<Metadata> {
  return notFoundMetadata(assertLocale((await params).lang));
}

export default function PlazaNotFoundPage() {
  return <NotFoundStatus />;
}
