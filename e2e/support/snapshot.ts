import { readFile } from 'node:fs/promises';
import path from 'node:path';

import { decodeHTML } from 'entities';

/** Reads the bundled snapshot the build used, so tests assert against its real content. */
export async function snapshotPosts(category: number): Promise<{ id: number; title: string; hasImage: boolean }[]> {
  const file = path.join(process.cwd(), 'content/wordpress/posts', `category-${category}.json`);
  const posts = JSON.parse(await readFile(file, 'utf8')) as { id: number; title: { rendered: string }; featured_media?: number }[];
  return posts.map((post) => ({ id: post.id, title: decodeHTML(post.title.rendered.replace(/<[^>]+>/g, '')).trim(), hasImage: !!post.featured_media }));
}

const HERO = { es: 2, en: 23 } as const;

export async function heroTitles(lang: 'es' | 'en'): Promise<string[]> {
  return (await snapshotPosts(HERO[lang])).map((post) => post.title);
}

export async function mediaCount(parent: number): Promise<number> {
  const file = path.join(process.cwd(), 'content/wordpress/media', `parent-${parent}.json`);
  return (JSON.parse(await readFile(file, 'utf8')) as unknown[]).length;
}
