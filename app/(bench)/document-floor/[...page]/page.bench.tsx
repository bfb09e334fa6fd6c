import { readFile } from 'node:fs/promises';
import path from 'node:path';

import { notFound } from 'next/navigation';

import { plazaPaths } from '@/lib/routes';

/**
 * The bench's document floor (docs/bench.md, "Documents"): a plaza page's own markup and styles as its build
 * wrote them, in one string, with nothing that hydrates. React's payload then carries that string once, the
 * least any Next page can send for this content: no element tree, no island, no props. The bench measures
 * it through the stack beside the page itself.
 *
 * Rendered on its first request (the build writes the plaza pages in the same run, so they cannot be read
 * while it prerenders), then cached like any static page.
 */
export const generateStaticParams = () => [];

/** What the page's document carries that paints or describes it: the head's tags and the body's markup. */
function content(html: string): string {
  const payload = html.indexOf('<script>(self.__next_f');
  const head = html.slice(html.indexOf('<head>') + '<head>'.length, html.indexOf('</head>'));
  const body = html.slice(html.indexOf('<body>') + '<body>'.length, payload);
  if (payload < 0 || !head || !body) throw new Error('document-floor: not a Next document');
  // Next's own script tags and their preloads belong to the framework, which this page loads too.
  const tags = head
    .replace(/<script\b[^>]*>[\s\S]*?<\/script>/g, '')
    .replace(/<link rel="preload" (as="script" [^>]*|[^>]* as="script"[^>]*)\/>/g, '');
  return tags + body;
}

export default async function DocumentFloorPage({ params }: { params: Promise<{ page: string[] }> }) {
  const route = `/${(await params).page.join('/')}`;
  if (!plazaPaths().includes(route)) notFound();
  const file = path.join(process.cwd(), process.env.NEXT_DIST_DIR || '.next', 'server/app', `${route}.html`);
  return <div dangerouslySetInnerHTML={{ __html: content(await readFile(file, 'utf8')) }} />;
}
