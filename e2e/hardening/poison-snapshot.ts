/**
 * A poisoned copy of the bundled snapshot: the XSS corpus (xss-corpus.ts) in the titles, content,
 * excerpts, ACF fields (the English ones where they hold text), alt texts and image URLs of every post of
 * every category, and in the gallery's
 * media. The site is built from it (WORDPRESS_SNAPSHOT_DIR) and e2e/hardening/poisoned.spec.ts proves
 * nothing runs. Each post keeps its own text too, so the pages can still be checked for it.
 *
 * Standalone: `tsx e2e/hardening/poison-snapshot.ts --to /tmp/poisoned --recorder http://127.0.0.1:3420`.
 */
import { cp, readdir, readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';

import { HTML_PAYLOADS, TEXT_PAYLOADS, URL_PAYLOADS } from './xss-corpus';
import { cliArg, isMainModule } from '../support/cli';

type Json = Record<string, unknown>;
type Rendered = { rendered?: string };

export type PoisonSummary = { posts: number; media: number; placements: number; payloads: number };

const isObject = (value: unknown): value is Json =>
  !!value && typeof value === 'object' && !Array.isArray(value);

function poisoner(recorder: string) {
  let placements = 0;
  const tag = (payload: string, field: string, id: unknown) => `${payload}@${field}@${String(id)}`;
  const pick = <T>(list: readonly T[], index: number): T => list[index % list.length]!;
  return {
    count: () => placements,
    /** Every HTML payload, one after the other, after the field's own HTML. */
    html(original: string | undefined, field: string, id: unknown): string {
      placements += HTML_PAYLOADS.length;
      return `${original ?? ''}${HTML_PAYLOADS.map((payload) => payload.make(tag(payload.id, field, id), recorder)).join('\n')}`;
    },
    text(original: string | undefined, field: string, id: unknown, index: number): string {
      placements += 1;
      const payload = pick(TEXT_PAYLOADS, index);
      return `${original ?? ''} ${payload.make(tag(payload.id, field, id), recorder)}`;
    },
    url(field: string, id: unknown, index: number): string {
      placements += 1;
      const payload = pick(URL_PAYLOADS, index);
      return payload.make(tag(payload.id, field, id), recorder);
    },
  };
}

type Poisoner = ReturnType<typeof poisoner>;

function poisonRendered(value: unknown, make: (original: string | undefined) => string): Rendered {
  return {
    ...(isObject(value) ? value : {}),
    rendered: make(isObject(value) ? (value as Rendered).rendered : undefined),
  };
}

/** A media object (featured image or gallery item): alt text, title, caption, description; some URLs. */
function poisonMedia(media: Json, poison: Poisoner, index: number, field: string): Json {
  const id = media.id;
  const out: Json = {
    ...media,
    alt_text: poison.text(
      typeof media.alt_text === 'string' ? media.alt_text : '',
      `${field}.alt`,
      id,
      index,
    ),
    title: poisonRendered(media.title, (original) => poison.text(original, `${field}.title`, id, index + 1)),
    caption: poisonRendered(media.caption, (original) => poison.html(original, `${field}.caption`, id)),
    description: poisonRendered(media.description, (original) =>
      poison.html(original, `${field}.description`, id),
    ),
  };
  // One image in three gets a hostile URL (it must be dropped, not shown); the others keep theirs so
  // their poisoned alt texts and titles are rendered.
  if (index % 3 === 0) {
    out.source_url = poison.url(`${field}.src`, id, index);
    const details = isObject(media.media_details) ? media.media_details : {};
    const sizes = isObject(details.sizes) ? details.sizes : {};
    out.media_details = {
      ...details,
      sizes: Object.fromEntries(
        Object.entries(sizes).map(([name, size], at) => [
          name,
          { ...(isObject(size) ? size : {}), source_url: poison.url(`${field}.size`, id, index + at) },
        ]),
      ),
    };
  }
  return out;
}

/**
 * The English fields (docs/editors.md) that hold text: English pages show them instead of the Spanish, so
 * poisoning an empty one would replace the post's own text with the payload alone.
 */
function poisonEnglish(acf: Json, poison: Poisoner, id: unknown, index: number): Json {
  const filled = (key: string) => typeof acf[key] === 'string' && acf[key] !== '';
  return {
    ...(filled('titulo_en')
      ? { titulo_en: poison.text(acf.titulo_en as string, 'acf.titulo_en', id, index + 2) }
      : {}),
    ...(filled('extracto_en')
      ? { extracto_en: poison.text(acf.extracto_en as string, 'acf.extracto_en', id, index + 3) }
      : {}),
    ...(filled('descripcion_en')
      ? { descripcion_en: poison.text(acf.descripcion_en as string, 'acf.descripcion_en', id, index + 4) }
      : {}),
    ...(filled('contenido_en')
      ? { contenido_en: poison.html(acf.contenido_en as string, 'acf.contenido_en', id) }
      : {}),
  };
}

function poisonPost(post: Json, poison: Poisoner, index: number): Json {
  const id = post.id;
  const acf = isObject(post.acf) ? post.acf : {};
  const embedded = isObject(post._embedded) ? post._embedded : {};
  const featured = Array.isArray(embedded['wp:featuredmedia'])
    ? (embedded['wp:featuredmedia'] as unknown[])
    : [];
  return {
    ...post,
    title: poisonRendered(post.title, (original) => poison.text(original, 'title', id, index)),
    content: poisonRendered(post.content, (original) => poison.html(original, 'content', id)),
    excerpt: poisonRendered(post.excerpt, (original) => poison.html(original, 'excerpt', id)),
    acf: {
      ...acf,
      descripcion: poison.text(
        typeof acf.descripcion === 'string' ? acf.descripcion : '',
        'acf.descripcion',
        id,
        index,
      ),
      descripcion2: poison.text(
        typeof acf.descripcion2 === 'string' ? acf.descripcion2 : '',
        'acf.descripcion2',
        id,
        index + 1,
      ),
      red_instagram: poison.url('acf.red_instagram', id, index),
      red_facebook: poison.url('acf.red_facebook', id, index + 1),
      pagina_web: poison.url('acf.pagina_web', id, index + 2),
      video: poison.url('acf.video', id, index + 3),
      ...poisonEnglish(acf, poison, id, index),
    },
    _embedded: {
      ...embedded,
      'wp:featuredmedia': featured.map((media) =>
        isObject(media) ? poisonMedia(media, poison, index, 'featured') : media,
      ),
    },
  };
}

async function rewriteList(file: string, rewrite: (item: Json, index: number) => Json): Promise<number> {
  const items = JSON.parse(await readFile(file, 'utf8')) as unknown[];
  await writeFile(
    file,
    JSON.stringify(items.map((item, index) => (isObject(item) ? rewrite(item, index) : item))),
  );
  return items.length;
}

export async function poisonSnapshot(options: {
  from: string;
  to: string;
  recorder: string;
}): Promise<PoisonSummary> {
  await cp(options.from, options.to, { recursive: true });
  const poison = poisoner(options.recorder);
  let posts = 0;
  let media = 0;
  for (const name of await readdir(path.join(options.to, 'posts'))) {
    if (name.endsWith('.json'))
      posts += await rewriteList(path.join(options.to, 'posts', name), (post, index) =>
        poisonPost(post, poison, index),
      );
  }
  for (const name of await readdir(path.join(options.to, 'media'))) {
    if (name.endsWith('.json'))
      media += await rewriteList(path.join(options.to, 'media', name), (item, index) =>
        poisonMedia(item, poison, index, 'gallery'),
      );
  }
  const payloads = HTML_PAYLOADS.length + TEXT_PAYLOADS.length + URL_PAYLOADS.length;
  return { posts, media, placements: poison.count(), payloads };
}

if (isMainModule(import.meta.url)) {
  const summary = await poisonSnapshot({
    from: cliArg('from', 'content/wordpress'),
    to: cliArg('to', '/tmp/plaza-poisoned'),
    recorder: cliArg('recorder', 'http://127.0.0.1:3420'),
  });
  console.log(summary);
}
