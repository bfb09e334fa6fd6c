import 'server-only';

import type { Metadata } from 'next';

import { previewContext } from '@/lib/wordpress/preview-context';

/** A preview page is never indexed (proxy.ts also answers it `X-Robots-Tag: noindex` and privately). */
export async function withPreviewRobots(metadata: Metadata): Promise<Metadata> {
  return (await previewContext()) ? { ...metadata, robots: { index: false, follow: false } } : metadata;
}
