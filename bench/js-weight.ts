import { gzipSync } from 'node:zlib';

import { parse } from 'node-html-parser';

/**
 * The scripts a pre-rendered page makes the browser load: its `<script src>` (not the `noModule` polyfill,
 * which no current browser runs), script preloads, and the chunks its inline RSC payload names for the
 * client components it renders (the browser loads them while hydrating). Lazy chunks (a lightbox opened on
 * a click) are not named in the HTML and are not counted: they are not loaded until used.
 */
export function scriptsOf(html: string, pageUrl: string): string[] {
  const root = parse(html);
  const urls = new Set<string>();
  const add = (href: string | undefined) => {
    if (href) urls.add(new URL(href, pageUrl).href);
  };
  for (const script of root.querySelectorAll('script[src]')) {
    if (script.hasAttribute('nomodule')) continue;
    add(script.getAttribute('src'));
  }
  for (const link of root.querySelectorAll('link[as=script]')) add(link.getAttribute('href'));
  for (const link of root.querySelectorAll('link[rel=modulepreload]')) add(link.getAttribute('href'));
  for (const script of root.querySelectorAll('script:not([src])')) {
    const text = script.textContent;
    if (!text.includes('__next_f')) continue;
    // The payload is JSON inside a JS string: chunk paths appear as "/_next/static/chunks/….js", escaped.
    for (const match of text.matchAll(/\/_next\/static\/chunks\/[\w.-]+\.js/g)) add(match[0]);
  }
  return [...urls].sort();
}

export type ScriptSizes = { fetchGzipBytes: (url: string) => Promise<number> };

/** Gzip size of each script (zlib's default level, as `gzip` and Next's compression use), fetched once. */
export function scriptSizes(): ScriptSizes {
  const cache = new Map<string, Promise<number>>();
  const measure = async (url: string) => {
    const response = await fetch(url);
    if (!response.ok) throw new Error(`${url} answered ${response.status}`);
    return gzipSync(Buffer.from(await response.arrayBuffer())).length;
  };
  return {
    fetchGzipBytes: (url) => {
      let pending = cache.get(url);
      if (!pending) {
        pending = measure(url);
        cache.set(url, pending);
      }
      return pending;
    },
  };
}

export type JsWeight = { gzipBytes: number; scripts: string[] };

export async function jsWeight(scripts: readonly string[], sizes: ScriptSizes): Promise<JsWeight> {
  const bytes = await Promise.all(scripts.map(sizes.fetchGzipBytes));
  return { gzipBytes: bytes.reduce((sum, size) => sum + size, 0), scripts: [...scripts] };
}
