import { readFile } from 'node:fs/promises';
import path from 'node:path';

import { decodeHTML } from 'entities';

/** Reads the bundled snapshot the build used, so tests assert against its real content. */
export async function snapshotPosts(
  category: number,
): Promise<{ id: number; title: string; hasImage: boolean }[]> {
  const file = path.join(process.cwd(), 'content/wordpress/posts', `category-${category}.json`);
  const posts = JSON.parse(await readFile(file, 'utf8')) as {
    id: number;
    title: { rendered: string };
    featured_media?: number;
  }[];
  return posts.map((post) => ({
    id: post.id,
    title: decodeHTML(post.title.rendered.replace(/<[^>]+>/g, '')).trim(),
    hasImage: !!post.featured_media,
  }));
}

const HERO = { es: 2, en: 23 } as const;

export async function heroTitles(lang: 'es' | 'en'): Promise<string[]> {
  return (await snapshotPosts(HERO[lang])).map((post) => post.title);
}

export async function mediaCount(parent: number): Promise<number> {
  const file = path.join(process.cwd(), 'content/wordpress/media', `parent-${parent}.json`);
  return (JSON.parse(await readFile(file, 'utf8')) as unknown[]).length;
}

type RawPost = {
  id: number;
  slug: string;
  title: { rendered: string };
  content: { rendered: string };
  categories: number[];
  acf: Record<string, string | null> | [];
};

const text = (html: string | null | undefined) =>
  decodeHTML((html ?? '').replace(/<[^>]+>/g, ' '))
    .replace(/\s+/g, ' ')
    .trim();

/** A post of the bundled snapshot with the texts a test compares pages with, Spanish and English. */
export type SnapshotPost = {
  id: number;
  slug: string;
  categories: number[];
  title: string;
  content: string;
  fields: Record<string, string>;
  english: { title: string; excerpt: string; descripcion: string; content: string };
};

export async function snapshotFull(category: number): Promise<SnapshotPost[]> {
  const file = path.join(process.cwd(), 'content/wordpress/posts', `category-${category}.json`);
  const posts = JSON.parse(await readFile(file, 'utf8')) as RawPost[];
  return posts.map((post) => {
    const acf = Array.isArray(post.acf) ? {} : post.acf;
    const fields = Object.fromEntries(Object.entries(acf).map(([key, value]) => [key, value ?? '']));
    return {
      id: post.id,
      slug: post.slug,
      categories: post.categories,
      title: text(post.title.rendered),
      content: text(post.content.rendered),
      fields,
      english: {
        title: text(fields.titulo_en),
        excerpt: text(fields.extracto_en),
        descripcion: text(fields.descripcion_en),
        content: text(fields.contenido_en),
      },
    };
  });
}

/** The directory as the site merges it: categories 16 then 17, each post once. */
export async function directoryPosts(): Promise<SnapshotPost[]> {
  const seen = new Set<number>();
  return [...(await snapshotFull(16)), ...(await snapshotFull(17))].filter(
    (post) => !seen.has(post.id) && !!seen.add(post.id),
  );
}
