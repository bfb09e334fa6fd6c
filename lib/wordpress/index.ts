import 'server-only';

import { unstable_cache } from 'next/cache';

import { serverEnv } from '@/lib/env';
import type { Locale } from '@/lib/i18n/locales';

import { categoriesFor, galleryParent, type Section } from './categories';
import { readCategory, readMedia, restSource, type WordPressSource } from './client';
import { snapshotSource } from './snapshot';
import { TAGS } from './tags';
import type { MediaItem, Post } from './types';

export type { MediaItem, Post, WpImage } from './types';
export { WordPressError } from './errors';

function source(): WordPressSource {
  const env = serverEnv();
  return env.wordpressUrl
    ? restSource({
        baseUrl: env.wordpressUrl,
        timeoutMs: env.wordpressTimeoutMs,
        retries: env.wordpressRetries,
      })
    : snapshotSource(env.snapshotDir);
}

const warn = (message: string) => console.warn(`[wordpress] ${message}`);

const BUILDING = process.env.NEXT_PHASE === 'phase-production-build';

/**
 * The same query goes to WordPress once at a time. During `next build` every page asks for its sections:
 * one promise per query serves the whole build. At runtime the data cache (tags + interval) is the memory,
 * but it does not dedupe concurrent misses: pages regenerated together (the ten gallery pages after a
 * picture's edit, both homes after the counters) would each ask WordPress the same thing at once, which a
 * busy WordPress answers one after another, past the timeout (seen on the real-WordPress suite). So they
 * share the read in flight, and a revalidation forgets the reads in flight (forgetReadsInFlight): a read
 * that began before an edit never answers a render that began after it.
 *
 * Each route is bundled on its own (the pages, the search index, the sitemap, the webhook), each with its
 * own copy of this module, so this memory lives on globalThis where every copy in the process finds it.
 */
type ReadState = {
  generation: string;
  build: Map<string, Promise<unknown>>;
  inFlight: Map<string, Promise<unknown>>;
};
const READ_STATE = Symbol.for('plaza.wordpress.read-state');
function readState(): ReadState {
  const store = globalThis as typeof globalThis & { [READ_STATE]?: ReadState };
  /*
   * unstable_cache keeps its entries in `.next/cache` across builds; a build must read WordPress afresh,
   * never a previous build's answers, so its keys carry this build's own generation.
   */
  return (store[READ_STATE] ??= { generation: `build-${Date.now()}`, build: new Map(), inFlight: new Map() });
}

function sharedRead<T>(key: string, read: () => Promise<T>): Promise<T> {
  const state = readState();
  const memo = BUILDING ? state.build : state.inFlight;
  let pending = memo.get(key) as Promise<T> | undefined;
  if (!pending) {
    pending = read();
    memo.set(key, pending);
    if (!BUILDING) {
      const settled = pending;
      const forget = () => {
        if (memo.get(key) === settled) memo.delete(key);
      };
      settled.then(forget, forget);
    }
  }
  return pending;
}

/** Called right after tags are revalidated: reads from now on start afresh instead of joining older ones. */
export function forgetReadsInFlight(): void {
  readState().inFlight.clear();
}

/** At runtime the key is stable and tags plus the interval keep entries fresh. */
const generation = () => (BUILDING ? readState().generation : 'runtime');

/**
 * Every read goes through unstable_cache on every call, so each page records the read's tag and
 * interval (that is what lets revalidateTag refresh exactly the pages that used it); only the work
 * behind a cache miss is shared (sharedRead).
 */
function cached<T>(key: string[], tag: string, read: () => Promise<T>): Promise<T> {
  return unstable_cache(() => sharedRead(key.join(':'), read), [generation(), ...key], {
    tags: [tag],
    revalidate: serverEnv().revalidateSeconds,
  })();
}

function cachedCategory(id: number): Promise<Post[]> {
  const { uploadsUrl } = serverEnv();
  return cached(['wp', 'category', String(id)], TAGS.category(id), () =>
    readCategory(source(), id, { uploadsUrl, warn }),
  );
}

/** Posts of several categories, in the given order, each post once (the directory merges 16 and 17). */
export async function getPosts(categories: readonly number[]): Promise<Post[]> {
  const lists = await Promise.all(categories.map(cachedCategory));
  const seen = new Set<number>();
  return lists.flat().filter((post) => !seen.has(post.id) && !!seen.add(post.id));
}

/** The posts that feed one section of the site in one language (category map in categories.ts). */
export function getSection(section: Section, lang: Locale): Promise<Post[]> {
  return getPosts(categoriesFor(section, lang));
}

/** The gallery: images attached to the gallery's parent post. */
export function getGallery(): Promise<MediaItem[]> {
  const { uploadsUrl } = serverEnv();
  const parent = galleryParent();
  return cached(['wp', 'media', String(parent)], TAGS.media(parent), () =>
    readMedia(source(), parent, { uploadsUrl, warn }),
  );
}
