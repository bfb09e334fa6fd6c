import 'server-only';

import { unstable_cache } from 'next/cache';
import { cache } from 'react';

import { serverEnv } from '@/lib/env';
import type { Locale } from '@/lib/i18n/locales';
import { processSingleton } from '@/lib/process-singleton';

import { categoriesFor, galleryParent, writtenIn, type Section } from './categories';
import { readCategory, readMedia } from './client';
import { localizePost } from './localize';
import { currentPreviewReader } from './preview-context';
import { wordpressSource as source, warn } from './source';
import { TAGS } from './tags';
import type { MediaItem, OpeningHours, Post, StoredPost } from './types';

export type { DayHours, MediaItem, OpeningHours, Post, WpImage } from './types';
export { GALLERY_LANGUAGE } from './categories';
export { WordPressError } from './errors';

const BUILDING = process.env.NEXT_PHASE === 'phase-production-build';

// docs/architecture.md, "Concurrent reads of one query share one request".
type ReadState = {
  generation: string;
  build: Map<string, Promise<unknown>>;
  inFlight: Map<string, Promise<unknown>>;
};
// unstable_cache keeps entries across builds, so a build's keys carry its own generation.
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

const generation = () => (BUILDING ? readState().generation : 'runtime');

/** Every call goes through unstable_cache, so each page records the tag and interval; a miss is shared. */
async function cached<T>(key: string[], tag: string, read: () => Promise<T>): Promise<T> {
  const shared = () => sharedRead(key.join(':'), read);
  const value = await unstable_cache(shared, [generation(), ...key], {
    tags: [tag],
    revalidate: serverEnv().revalidateSeconds,
  })();
  // WORKAROUND(next@16.4): unstable_cache can answer undefined while an earlier call of the request writes
  // the entry; the tag is recorded all the same.
  return value === undefined ? shared() : value;
}

/** One read per category per render: a page may read one twice, and unstable_cache must not see that. */
const cachedCategory = cache(async (id: number): Promise<StoredPost[]> => {
  const preview = await currentPreviewReader();
  if (preview) return preview.category(id);
  const { uploadsUrl } = serverEnv();
  return cached(['wp', 'category', String(id)], TAGS.category(id), () =>
    readCategory(source(), id, { uploadsUrl, warn }),
  );
});

/** A section's posts in one language: its categories in order, each post once, localised for the page. */
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

export async function getOpeningHours(lang: Locale): Promise<OpeningHours | null> {
  const hours = (await getSection('counters', lang))[0]?.hours;
  return hours?.length ? hours : null;
}

export const getGallery = cache(async (): Promise<MediaItem[]> => {
  const { uploadsUrl } = serverEnv();
  const parent = galleryParent();
  const preview = await currentPreviewReader();
  if (preview) return preview.gallery(parent);
  return cached(['wp', 'media', String(parent)], TAGS.media(parent), () =>
    readMedia(source(), parent, { uploadsUrl, warn }),
  );
});
