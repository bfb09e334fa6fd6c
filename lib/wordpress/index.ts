import 'server-only';

import { unstable_cache } from 'next/cache';
import { cache } from 'react';

import { serverEnv } from '@/lib/env';
import type { Locale } from '@/lib/i18n/locales';
import { currentPreviewReader } from '@/lib/preview/context';
import { processSingleton } from '@/lib/process-singleton';

import { categoriesFor, galleryParent, writtenIn, type Section } from './categories';
import { readCategory, readMedia } from './client';
import { localizePost } from './localize';
import { wordpressSource as source, warn } from './source';
import { TAGS } from './tags';
import type { MediaItem, OpeningHours, Post, StoredPost } from './types';

export type { DayHours, MediaItem, OpeningHours, Post, WpImage } from './types';
export { GALLERY_LANGUAGE } from './categories';
export { WordPressError } from './errors';

const BUILDING = process.env.NEXT_PHASE === 'phase-production-build';

/**
 * The same query goes to WordPress once at a time: one promise per query serves the whole build, and at
 * runtime concurrent misses share the read in flight until a revalidation forgets it (docs/architecture.md,
 * "Decisions"). One per process (processSingleton): every route bundles its own copy of this module.
 */
type ReadState = {
  generation: string;
  build: Map<string, Promise<unknown>>;
  inFlight: Map<string, Promise<unknown>>;
};
/*
 * unstable_cache keeps its entries in `.next/cache` across builds; a build must read WordPress afresh,
 * never a previous build's answers, so its keys carry this build's own generation.
 */
const readState = () =>
  processSingleton<ReadState>('wordpress.read-state', () => ({
    generation: `build-${Date.now()}`,
    build: new Map(),
    inFlight: new Map(),
  }));

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
async function cached<T>(key: string[], tag: string, read: () => Promise<T>): Promise<T> {
  const shared = () => sharedRead(key.join(':'), read);
  const value = await unstable_cache(shared, [generation(), ...key], {
    tags: [tag],
    revalidate: serverEnv().revalidateSeconds,
  })();
  /*
   * WORKAROUND(next@16.4): a read never answers undefined, but unstable_cache can, when a call finds the
   * entry stale while an earlier call of the same request is still writing it. The tag is recorded all the
   * same; the data then comes from the read.
   */
  return value === undefined ? shared() : value;
}

/**
 * One read per category per render (React's cache): a page may show a category twice (the footer's hours
 * and the JSON-LD's), and a second unstable_cache call for one key in a render is what cached() works around.
 */
const cachedCategory = cache(async (id: number): Promise<StoredPost[]> => {
  // A preview (Draft Mode) reads WordPress afresh with the draft in place (lib/wordpress/preview.ts).
  const preview = await currentPreviewReader();
  if (preview) return preview.category(id);
  const { uploadsUrl } = serverEnv();
  return cached(['wp', 'category', String(id)], TAGS.category(id), () =>
    readCategory(source(), id, { uploadsUrl, warn }),
  );
});

/**
 * The posts that feed one section of the site in one language (category map in categories.ts): its
 * categories in order, each post once (the directory merges 16 and 17), each as the page's language
 * shows it (localize.ts; a post is written in the language of the category it is read through).
 */
export async function getSection(section: Section, lang: Locale): Promise<Post[]> {
  const categories = categoriesFor(section, lang);
  const lists = await Promise.all(categories.map(cachedCategory));
  const seen = new Set<number>();
  return lists.flatMap((posts, index) =>
    posts
      .filter((post) => !seen.has(post.id) && !!seen.add(post.id))
      .map((post) => localizePost(post, writtenIn(categories[index]!), lang)),
  );
}

/** The plaza's opening hours: the fields of the phone-and-counters post; null when it has none. */
export async function getOpeningHours(lang: Locale): Promise<OpeningHours | null> {
  const hours = (await getSection('counters', lang))[0]?.hours;
  return hours?.length ? hours : null;
}

/** The gallery: images attached to the gallery's parent post (once per render, like a category). */
export const getGallery = cache(async (): Promise<MediaItem[]> => {
  const { uploadsUrl } = serverEnv();
  const parent = galleryParent();
  const preview = await currentPreviewReader();
  if (preview) return preview.gallery(parent);
  return cached(['wp', 'media', String(parent)], TAGS.media(parent), () =>
    readMedia(source(), parent, { uploadsUrl, warn }),
  );
});
